'use client';

import { SiteFetchProvider } from '@shop/blocks/site-fetch';
import type { ReactNode } from 'react';
import { fetcher } from './fetcher.ts';

/** Hands the site's fetcher (spec §7) down to the CMS blocks' client parts, which may not import the site. */
export function BlocksSiteFetch({ children }: { children: ReactNode }) {
  return <SiteFetchProvider fetch={fetcher}>{children}</SiteFetchProvider>;
}
