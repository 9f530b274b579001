import type { BagContent } from '@shop/content/types';

/**
 * The bag content document's fields as the block library's bag blocks (bagNotifications, bagInformation,
 * emptyBagMessage), with where each block field lives in the document, for click-to-edit. Pure, for the bag page.
 */

/** Where each bag block's fields live in the bag content document (for click-to-edit). */
export interface BagSlot {
  /** The block data, as the block library's projection would give it. */
  block: { _key: string; _type: string } & Record<string, unknown>;
  /** The document path of the block's root and of each field it marks editable. */
  paths: Record<string, string>;
}

export interface BagSlots {
  notices: BagSlot | null;
  information: BagSlot | null;
  empty: BagSlot | null;
}

/** The bag content's fields as bag blocks; a slot with nothing written is null (the renderer would skip it anyway). */
export function bagSlots(content: BagContent | null): BagSlots {
  const notes = (content?.notifications ?? []).filter((note) => note.message);
  const empty = content?.emptyMessage;
  return {
    notices: notes.length
      ? {
          block: {
            _key: 'notifications',
            _type: 'bagNotifications',
            notifications: notes.map((note) => ({ _key: note._key, message: note.message, tone: note.tone })),
          },
          paths: { '': 'notifications' },
        }
      : null,
    information: content?.information
      ? {
          block: { _key: 'information', _type: 'bagInformation', text: content.information },
          paths: { '': 'information', text: 'information' },
        }
      : null,
    empty: empty?.heading
      ? {
          block: {
            _key: 'empty',
            _type: 'emptyBagMessage',
            heading: empty.heading,
            text: empty.body,
            ...(empty.ctaLabel && empty.ctaHref ? { cta: { label: empty.ctaLabel, href: empty.ctaHref } } : {}),
          },
          paths: { '': 'emptyMessage', heading: 'emptyMessage.heading', text: 'emptyMessage.body' },
        }
      : null,
  };
}

export type BagSlotName = keyof BagSlots;

/** Each bag block's field in the bag content document, in the order the bag shows them when editors set none. */
const SLOT_FIELDS = [
  ['notices', 'notifications'],
  ['information', 'information'],
  ['empty', 'emptyMessage'],
] as const satisfies readonly (readonly [BagSlotName, string])[];

/**
 * The order the bag shows its blocks in: the editors' (the document's `blockOrder`, by field name), each block once;
 * a block they left out follows the others in the default order.
 */
export function bagBlockOrder(content: Pick<BagContent, 'blockOrder'> | null): BagSlotName[] {
  const chosen = (content?.blockOrder ?? []).flatMap(
    (field) => SLOT_FIELDS.find(([, name]) => name === field)?.[0] ?? [],
  );
  return [...new Set([...chosen, ...SLOT_FIELDS.map(([slot]) => slot)])];
}

/** A block field's path in the bag content document: mapped where the slot names it, else under the slot's root. */
export function bagFieldPath(slot: BagSlot, field?: string): string {
  const root = slot.paths[''] ?? '';
  if (!field) return root;
  return slot.paths[field] ?? (field.startsWith(`${root}[`) ? field : `${root}.${field}`);
}
