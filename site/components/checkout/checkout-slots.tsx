import { renderBlockNodes } from '@shop/blocks/block-nodes';
import type { ReactNode } from 'react';
import { blockServices } from '@/lib/block-services.ts';
import type { CheckoutSlot, CheckoutTemplate } from '@/lib/content/checkout.ts';
import { editAttributes } from '@/lib/preview/edit.ts';
import * as styles from './checkout-blocks.css.ts';
import { type CheckoutSlotData, checkoutBlocks } from './checkout-blocks.tsx';

const typeOf = (block: unknown): string =>
  typeof block === 'object' && block !== null ? String(Reflect.get(block, '_type') ?? '') : '';

/**
 * One checkout step's content slot: the brand's checkout template's blocks for that step, in the editors' order,
 * rendered on the server through the blocks' validation (a bad block is skipped, never the step). In draft mode each
 * block carries the `data-sanity` of its place in the checkout template, for click-to-edit. Nothing when the brand
 * has no template or the slot is empty.
 */
export async function CheckoutSlotView({
  template,
  slot,
  data,
  preview,
}: {
  template: CheckoutTemplate | null;
  slot: CheckoutSlot;
  data: CheckoutSlotData;
  preview: boolean;
}): Promise<ReactNode> {
  const blocks = template?.[slot] ?? [];
  if (!template || blocks.length === 0) return null;
  const attribute = preview ? editAttributes({ _id: template._id, _type: 'checkoutTemplate' }) : undefined;
  const blockSet = checkoutBlocks(data);
  const rendered = await renderBlockNodes(
    blocks,
    { brand: data.brand.code, documentId: template._id, documentType: 'checkoutTemplate', ...blockServices },
    {
      find: (type) => (typeof type === 'string' ? blockSet.get(type) : undefined),
      editFor: (key) => (field) => {
        if (!attribute) return undefined;
        const path = `${slot}[_key=="${key}"]`;
        return attribute(field ? `${path}.${field}` : path);
      },
      wrap: (node, key, type) => (
        <div key={key} data-block-type={type}>
          {node}
        </div>
      ),
    },
  );
  if (rendered.length === 0) return null;
  return (
    <div
      className={styles.slot}
      data-checkout-slot={slot === 'deliveryBlocks' ? 'delivery' : 'payment'}
      // The composition as stored (e2e reads it; a block with nothing to show for this bag renders no element).
      data-checkout-template={blocks.map(typeOf).join(' ')}
    >
      {rendered.map((entry) => entry.node)}
    </div>
  );
}
