// Renders a page's blocks on the server. Each block's data is validated against its own shape first: an unknown
// type, a block with missing required fields, or a block whose component fails is left out with a logged warning,
// so one bad block never breaks the page.
import type { ReactNode } from 'react';
import * as styles from './block-renderer.css.ts';
import { findBlock } from './registry.ts';
import type { BlockContext, EditAttribute } from './types.ts';

export interface BlockRendererProps {
  /** The projected block array (`pageBuilderProjection`); null or missing renders nothing. */
  blocks: readonly unknown[] | null | undefined;
  context: BlockContext;
}

function field(raw: unknown, name: '_key' | '_type'): string | null {
  if (typeof raw !== 'object' || raw === null || !(name in raw)) return null;
  const value: unknown = Reflect.get(raw, name);
  return typeof value === 'string' && value.length > 0 ? value : null;
}

function editFor(context: BlockContext, key: string): EditAttribute {
  const path = `blocks[_key=="${key}"]`;
  return (name) => context.dataAttribute?.(name ? `${path}.${name}` : path);
}

export async function BlockRenderer({ blocks, context }: BlockRendererProps) {
  const list = Array.isArray(blocks) ? blocks : [];
  const where = `${context.documentType} ${context.documentId} (${context.brand})`;
  const rendered = await Promise.all(
    list.map(async (raw, index): Promise<ReactNode> => {
      const key = field(raw, '_key');
      const type = field(raw, '_type');
      const label = `block ${index} (${type ?? 'no type'}, key ${key ?? 'none'}) of ${where}`;
      const block = findBlock(type);
      if (!block) {
        console.warn(`[blocks] Skipped ${label}: unknown block type`);
        return null;
      }
      if (!key) {
        console.warn(`[blocks] Skipped ${label}: missing _key`);
        return null;
      }
      const headingLevel = index === 0 && context.pageHeading ? 1 : 2;
      const prepared = block.prepare(raw, context, { edit: editFor(context, key), headingLevel });
      if (!prepared.ok) {
        console.warn(`[blocks] Skipped ${label}: ${prepared.reason}`);
        return null;
      }
      try {
        const node = await prepared.render();
        // A block with nothing to show (e.g. no matching products) leaves no empty slot in the stack.
        if (node === null || node === undefined || node === false) return null;
        return (
          <div key={key} className={styles.slot} data-block-type={type}>
            {node}
          </div>
        );
      } catch (error) {
        console.error(`[blocks] Skipped ${label}: it failed to render`, error);
        return null;
      }
    }),
  );
  if (!rendered.some((node) => node !== null)) return null;
  return <div className={styles.stack}>{rendered}</div>;
}
