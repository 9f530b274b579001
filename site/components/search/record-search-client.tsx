'use client';

import { useEffect } from 'react';
import { useSearchHistory } from './use-search-history.ts';

/** Adds the term of the results page being shown to the shopper's search history. */
export function RecordSearch({ term }: { term: string }) {
  const { ready, add } = useSearchHistory();
  useEffect(() => {
    if (ready) void add(term);
  }, [ready, term, add]);
  return null;
}
