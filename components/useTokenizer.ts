'use client';

// Tokenizer readiness per encoding, as a react-query resource backed by the token worker.
import { useQuery } from '@tanstack/react-query';
import { tokenClient } from '@/lib/tokens/client';
import type { EncodingName } from 'caveman-compress/tokens';

export function useTokenizer(encoding: EncodingName) {
  return useQuery({
    queryKey: ['tokenizer', encoding],
    queryFn: () => tokenClient().load(encoding),
    staleTime: Infinity,
    retry: 0,
  });
}
