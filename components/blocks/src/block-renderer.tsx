// Renders a page's blocks on the server, stacked with even spacing, each in its page-width slot. Validation and the
// skipping of bad blocks are in block-nodes.tsx.
import { renderBlockNodes } from './block-nodes.tsx';
import * as styles from './block-renderer.css.ts';
import { findBlock } from './registry.ts';
import type { BlockContext } from './types.ts';

export interface BlockRendererProps {
  /** The projected block array (`pageBuilderProjection`); null or missing renders nothing. */
  blocks: readonly unknown[] | null | undefined;
  context: BlockContext;
}

export async function BlockRenderer({ blocks, context }: BlockRendererProps) {
  const rendered = await renderBlockNodes(blocks, context, {
    find: findBlock,
    wrap: (node, key, type) => (
      <div key={key} className={styles.slot} data-block-type={type}>
        {node}
      </div>
    ),
  });
  if (rendered.length === 0) return null;
  return <div className={styles.stack}>{rendered.map((entry) => entry.node)}</div>;
}
