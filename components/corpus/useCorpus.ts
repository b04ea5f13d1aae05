// The corpus store as a React hook (like usePlayground for the playground's store).
import { useStore } from 'zustand';
import { corpusStore, type Corpus } from '@/lib/corpus/state';

export function useCorpus<T>(selector: (s: Corpus) => T): T {
  return useStore(corpusStore(), selector);
}
