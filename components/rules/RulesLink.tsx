// The playground header's link to the rules page.
import Link from 'next/link';

export function RulesLink() {
  return (
    <Link href="/rules/" prefetch={false} data-testid="rules-link" className="btn" title="Every rule, protected kind and profile, with live examples">
      Rules
    </Link>
  );
}
