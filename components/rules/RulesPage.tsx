// The rules page (/rules): everything the core does, generated from the data it runs with (the
// rule table, the protected-span scanners, the profiles) with examples computed live in the
// browser. A static page; the parts that compute are client components.
import Link from 'next/link';
import { RULES } from 'caveman-compress/internals/rules/index';
import { PROFILE_IDS } from 'caveman-compress/internals/profiles';
import { PROTECTED_KINDS } from 'caveman-compress/internals/types';
import { RulesSection } from './RulesSection';
import { KindsSection, ScopeSection } from './KindsSection';
import { PrecedenceSection } from './PrecedenceSection';
import { InvariantsSection } from './InvariantsSection';
import { ProfilesTable } from './ProfilesTable';
import '../playground.css';
import './rules.css';

const TOC: { href: string; label: string; sub?: string }[] = [
  { href: '#rules', label: 'Rules', sub: `${RULES.length} rules` },
  { href: '#protected', label: 'Protected spans', sub: `${PROTECTED_KINDS.length} kinds` },
  { href: '#scope', label: 'Out of scope' },
  { href: '#precedence', label: 'Choosing the intensity' },
  { href: '#invariants', label: 'Invariants' },
  { href: '#profiles', label: 'Profiles', sub: `${PROFILE_IDS.length} profiles` },
];

export function RulesPage() {
  return (
    <div data-testid="rules-page" className="min-h-dvh">
      <header className="sticky top-0 z-10 flex flex-wrap items-center gap-x-4 gap-y-1 border-b border-neutral-200 bg-white/95 px-4 py-1.5 backdrop-blur dark:border-neutral-800 dark:bg-neutral-950/95">
        <h1 className="text-base font-bold tracking-tight">
          Caveman rules
          <span className="ml-2 text-xs font-normal text-neutral-500 dark:text-neutral-400">what the core does, computed live</span>
        </h1>
        <span className="ml-auto" />
        <Link href="/" prefetch={false} data-testid="playground-link" className="btn">
          ← Playground
        </Link>
      </header>
      <div className="mx-auto flex max-w-[1400px] gap-8 px-4 py-5">
        <nav aria-label="On this page" className="rules-toc sticky top-14 hidden w-48 shrink-0 self-start text-sm lg:block">
          <p className="mb-1 text-xs font-semibold tracking-wide text-neutral-500 uppercase dark:text-neutral-400">On this page</p>
          <ul className="grid gap-1">
            {TOC.map((t) => (
              <li key={t.href}>
                <a href={t.href} className="hover:underline">
                  {t.label}
                </a>
                {t.sub && <span className="ml-1 text-xs text-neutral-500 dark:text-neutral-400">{t.sub}</span>}
              </li>
            ))}
          </ul>
          <p className="mt-4 text-xs leading-relaxed text-neutral-500 dark:text-neutral-400">
            Every example on this page is compressed in your browser by the same core the playground runs; change the profile
            of the rule examples to see what a profile changes.
          </p>
        </nav>
        <main className="grid min-w-0 flex-1 grid-cols-1 gap-10">
          <p className="max-w-3xl text-[15px] leading-relaxed">
            The caveman core rewrites the prose of agent-to-agent artifacts into fewer tokens at three intensities,{' '}
            <strong>lite</strong>, <strong>full</strong> and <strong>ultra</strong>, and never changes structure or a protected
            span. This page explains each rule with a live before/after, each kind of protected span, how the intensity is
            chosen, the invariants the checker verifies, and how the five profiles differ.
          </p>
          <RulesSection />
          <KindsSection />
          <ScopeSection />
          <PrecedenceSection />
          <InvariantsSection />
          <ProfilesTable />
        </main>
      </div>
    </div>
  );
}
