// The playground store as a React hook: components read their slice of state with it.
import { useStore } from 'zustand';
import { playgroundStore, type Playground } from '@/lib/state/store';

export function usePlayground<T>(selector: (s: Playground) => T): T {
  return useStore(playgroundStore(), selector);
}
