// Test helpers: render an async server block the way the server would (await it, then render the result).
import { getReadyDb } from '@shop/commerce/db/client';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { databaseCatalogue } from './catalogue.ts';
import { type SiteFetch, SiteFetchProvider } from './site-fetch.tsx';
import type { BlockBase, BlockComponent, BlockContext } from './types.ts';

/** The SiteFetch contract over the global fetch (which tests stub): JSON, a refusal throws with its status. */
const testSiteFetch: SiteFetch = async <T,>(url: string, init: RequestInit = {}) => {
  const response = await fetch(url, init);
  if (!response.ok) throw Object.assign(new Error(`HTTP ${response.status}`), { status: response.status });
  return (await response.json()) as T;
};
const wrapper = ({ children }: { children: ReactNode }) => (
  <SiteFetchProvider fetch={testSiteFetch}>{children}</SiteFetchProvider>
);

/** Blocks read the catalogue uncached in tests: the database tests mock or seed (`@shop/commerce/db/client`). */
export const testContext: BlockContext = {
  brand: 'dal',
  documentId: 'page-home-dal',
  documentType: 'page',
  catalogue: databaseCatalogue(getReadyDb),
};

export async function renderBlock<T extends BlockBase>(
  Component: BlockComponent<T>,
  block: T,
  options: { context?: Partial<BlockContext>; headingLevel?: 1 | 2 } = {},
) {
  const context = { ...testContext, ...options.context };
  const edits: string[] = [];
  const node: ReactNode = await Component({
    block,
    context,
    headingLevel: options.headingLevel ?? 2,
    edit: (field) => {
      const path = field ? `blocks[_key=="${block._key}"].${field}` : `blocks[_key=="${block._key}"]`;
      edits.push(path);
      return context.dataAttribute?.(path);
    },
  });
  return { ...render(node, { wrapper }), edits };
}

/** Renders a block array through the real renderer, collecting the warnings it logs. */
export async function renderBlocks(blocks: readonly unknown[] | null | undefined, context: Partial<BlockContext> = {}) {
  const { BlockRenderer } = await import('./block-renderer.tsx');
  const warnings: string[] = [];
  const original = console.warn;
  console.warn = (...args: unknown[]) => {
    warnings.push(args.map(String).join(' '));
  };
  try {
    const node = await BlockRenderer({ blocks, context: { ...testContext, ...context } });
    return { ...render(node, { wrapper }), warnings };
  } finally {
    console.warn = original;
  }
}
