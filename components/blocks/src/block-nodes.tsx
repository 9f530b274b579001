// Turns a block array into rendered nodes, one per valid block, for any set of registered blocks: the page builder's
// renderer (block-renderer.tsx) and the site's product page template both lay out what this returns. Each block's
// data is validated against its own shape first: an unknown type, a block with missing required fields, or a block
// whose component fails is left out with a logged warning, so one bad block never breaks the page. This module
// imports no block, so a page that renders a few kinds of block ships only those blocks' client code.
import { type ReactNode, Suspense } from 'react';
import { reportSkipped } from './report.ts';
import type { BlockContext, EditAttribute, PreparableBlock } from './types.ts';

export interface RenderedBlock {
  key: string;
  type: string;
  node: ReactNode;
}

export interface BlockNodesOptions {
  /** The registered block for a `_type` (undefined: not a block this page renders). */
  find: (type: unknown) => PreparableBlock | undefined;
  /** Click-to-edit for the block with this key; default: `context.dataAttribute` on `blocks[_key=="…"]`. */
  editFor?: (key: string) => EditAttribute;
  /** Wraps a block's rendered output (its slot in the page). */
  wrap: (node: ReactNode, key: string, type: string) => ReactNode;
  /** Block types rendered in their own `<Suspense>` boundary: the page streams on without waiting for them. */
  streamed?: ReadonlySet<string>;
  /** What a streamed block shows until it arrives (default: nothing). */
  fallbackFor?: (type: string) => ReactNode;
}

function field(raw: unknown, name: '_key' | '_type'): string | null {
  if (typeof raw !== 'object' || raw === null || !(name in raw)) return null;
  const value: unknown = Reflect.get(raw, name);
  return typeof value === 'string' && value.length > 0 ? value : null;
}

/** `data-sanity` for the block at `blocks[_key=="…"]` (or one of its fields) of the context's document. */
export function editInBlocks(context: BlockContext, key: string, arrayField = 'blocks'): EditAttribute {
  const path = `${arrayField}[_key=="${key}"]`;
  return (name) => context.dataAttribute?.(name ? `${path}.${name}` : path);
}

const isEmpty = (node: ReactNode) => node === null || node === undefined || node === false;

/** A streamed block: rendered inside its Suspense boundary; nothing (not even its slot) when empty or failing. */
async function Deferred({
  render,
  wrap,
  onError,
}: {
  render: () => Promise<ReactNode>;
  wrap: (node: ReactNode) => ReactNode;
  onError: (error: unknown) => void;
}) {
  try {
    const node = await render();
    return isEmpty(node) ? null : wrap(node);
  } catch (error) {
    onError(error);
    return null;
  }
}

export async function renderBlockNodes(
  blocks: readonly unknown[] | null | undefined,
  context: BlockContext,
  options: BlockNodesOptions,
): Promise<RenderedBlock[]> {
  const list = Array.isArray(blocks) ? blocks : [];
  const rendered = await Promise.all(
    list.map(async (raw, index): Promise<RenderedBlock | null> => {
      const key = field(raw, '_key');
      const type = field(raw, '_type');
      const found = { index, type, key };
      const failed = (error: unknown) => reportSkipped(context, 'error', found, 'it failed to render', error);
      const block = options.find(type);
      if (!block || !type) {
        reportSkipped(context, 'warn', found, 'unknown block type');
        return null;
      }
      if (!key) {
        reportSkipped(context, 'warn', found, 'missing _key');
        return null;
      }
      const headingLevel = index === 0 && context.pageHeading ? 1 : 2;
      const edit = options.editFor?.(key) ?? editInBlocks(context, key);
      const prepared = block.prepare(raw, context, { edit, headingLevel });
      if (!prepared.ok) {
        reportSkipped(context, 'warn', found, prepared.reason);
        return null;
      }
      const wrap = (node: ReactNode) => options.wrap(node, key, type);
      if (options.streamed?.has(type)) {
        return {
          key,
          type,
          node: (
            <Suspense key={key} fallback={options.fallbackFor?.(type) ?? null}>
              <Deferred render={prepared.render} wrap={wrap} onError={failed} />
            </Suspense>
          ),
        };
      }
      try {
        const node = await prepared.render();
        // A block with nothing to show (e.g. no matching products) leaves no empty slot in the page.
        return isEmpty(node) ? null : { key, type, node: wrap(node) };
      } catch (error) {
        failed(error);
        return null;
      }
    }),
  );
  return rendered.filter((entry): entry is RenderedBlock => entry !== null);
}
