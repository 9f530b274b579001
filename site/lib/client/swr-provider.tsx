'use client';

import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { swrConfig } from './swr.ts';

/** Gives every swr hook in the shop the spec's retry, focus and fetcher settings. */
export function SwrProvider({ children }: { children: ReactNode }) {
  return <SWRConfig value={swrConfig}>{children}</SWRConfig>;
}
