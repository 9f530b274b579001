import { renderBlockNodes } from '@shop/blocks/block-nodes';
import type { Brand } from '@shop/brands/brands';
import type { BagContent } from '@shop/content/types';
import type { ReactNode } from 'react';
import { blockServices } from '@/lib/block-services.ts';
import { bagBlockSet } from '@/lib/content/bag.ts';
import { type BagSlot, type BagSlotName, bagBlockOrder, bagFieldPath, bagSlots } from '@/lib/content/bag-slots.ts';
import { editAttributes } from '@/lib/preview/edit.ts';

export interface BagBlockNodes {
  notices: ReactNode;
  information: ReactNode;
  empty: ReactNode;
  /** The order they show in (the editors', bag-slots.ts). */
  order: BagSlotName[];
}

/**
 * The bag content's blocks rendered on the server (notices, information, empty-bag message) and the order editors gave
 * them, for the bag view to place. In draft mode each carries the `data-sanity` of its field in the bag content document.
 */
export async function renderBagBlocks(
  brand: Brand,
  content: (BagContent & { _type?: string }) | null,
  preview: boolean,
): Promise<BagBlockNodes> {
  const slots = bagSlots(content);
  const attribute = preview && content ? editAttributes({ _id: content._id, _type: 'bagContent' }) : undefined;
  const render = async (slot: BagSlot | null): Promise<ReactNode> => {
    if (!slot || !content) return null;
    const [entry] = await renderBlockNodes(
      [slot.block],
      {
        brand: brand.code,
        documentId: content._id,
        documentType: 'bagContent',
        ...blockServices,
      },
      {
        find: (type) => (typeof type === 'string' ? bagBlockSet.get(type) : undefined),
        editFor: () => (field) => attribute?.(bagFieldPath(slot, field)),
        wrap: (node, key, type) => (
          <div key={key} data-block-type={type}>
            {node}
          </div>
        ),
      },
    );
    return entry?.node ?? null;
  };
  const [notices, information, empty] = await Promise.all([
    render(slots.notices),
    render(slots.information),
    render(slots.empty),
  ]);
  return { notices, information, empty, order: bagBlockOrder(content) };
}
