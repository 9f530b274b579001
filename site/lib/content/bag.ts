import 'server-only';
import { BagInformation } from '@shop/blocks/bag-information/bag-information';
import { bagInformationData } from '@shop/blocks/bag-information/query.ts';
import { BagNotifications } from '@shop/blocks/bag-notifications/bag-notifications';
import { bagNotificationsData } from '@shop/blocks/bag-notifications/query.ts';
import { bindBlock } from '@shop/blocks/define-block.ts';
import { EmptyBagMessage } from '@shop/blocks/empty-bag-message/empty-bag-message';
import { emptyBagMessageData } from '@shop/blocks/empty-bag-message/query.ts';
import type { PreparableBlock } from '@shop/blocks/types';
import type { BrandCode } from '@shop/brands/brands';
import { BAG_CONTENT_QUERY } from '@shop/content/queries';
import type { BagContent } from '@shop/content/types';
import { fetchContent } from './fetch.ts';

/**
 * The bag's content document (one per brand), and the bag blocks it is shown as: its notifications, information and
 * empty-bag message are the block library's bagNotifications, bagInformation and emptyBagMessage blocks, rendered
 * through the same validation and renderer as any page's blocks. Only these three blocks are imported here (not the
 * registry), so the bag page ships no other block's client code.
 */

export function getBagContent(brand: BrandCode) {
  return fetchContent<BagContent | null>({ query: BAG_CONTENT_QUERY, params: { brand } });
}

export const bagBlockSet: ReadonlyMap<string, PreparableBlock> = new Map([
  ['bagNotifications', bindBlock(bagNotificationsData, BagNotifications)],
  ['bagInformation', bindBlock(bagInformationData, BagInformation)],
  ['emptyBagMessage', bindBlock(emptyBagMessageData, EmptyBagMessage)],
]);
