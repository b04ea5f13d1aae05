// /corpus: the corpus view (issue 12). Many texts at once under one profile, kept in this
// browser; a static page whose parts are client components.
import type { Metadata } from 'next';
import { CorpusPage } from '@/components/corpus/CorpusPage';

export const metadata: Metadata = {
  title: 'Caveman corpus',
  description: 'Tune the caveman rules on your own corpus: per-file reductions, checks and per-rule savings, all in this browser.',
};

export default function Page() {
  return <CorpusPage />;
}
