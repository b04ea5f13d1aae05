// The playground's main screen. Everything interactive is a client component; the static
// export renders its shell, and the editors (Monaco) load in the browser.
import { Playground } from '@/components/Playground';

export default function Page() {
  return <Playground />;
}
