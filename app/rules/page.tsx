// /rules: the rules page (SPEC §6 Teaching), generated from the core's own data; the examples
// are compressed live in the browser by client components.
import type { Metadata } from 'next';
import { RulesPage } from '@/components/rules/RulesPage';

export const metadata: Metadata = {
  title: 'Caveman rules',
  description: 'Every compression rule, protected kind, selection step, invariant and profile of the caveman core, with live examples.',
};

export default function Page() {
  return <RulesPage />;
}
