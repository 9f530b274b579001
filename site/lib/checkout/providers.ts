// The checkout's outside providers, configured from the environment on each use (tests point them at a sandbox
// started on a free port): the address lookup (delivery and billing forms) and the carrier's parcel-shop finder.
import { addressLookupFromEnv } from '@shop/commerce/address-lookup/config';
import type { ParcelShopChoice } from '@shop/commerce/checkout/delivery';
import { parcelShopFinderFromEnv } from '@shop/commerce/parcel-shops/config';
import { ParcelShopError } from '@shop/commerce/parcel-shops/parcel-shops';
import { cardGatewayFromEnv } from '@shop/commerce/payments/config';

export const addressLookup = () => addressLookupFromEnv();
export const parcelShopFinder = () => parcelShopFinderFromEnv();

/**
 * A parcel shop the carrier knows and that takes collections, as the bag stores it (the carrier's own name and address,
 * never the shopper's description), or null.
 */
export async function findCollectionPoint(_postcode: string, id: string): Promise<ParcelShopChoice | null> {
  let shop: Awaited<ReturnType<ReturnType<typeof parcelShopFinder>['get']>>;
  try {
    shop = await parcelShopFinder().get(id);
  } catch (error) {
    if (error instanceof ParcelShopError && (error.status === 400 || error.status === 404)) return null;
    throw error;
  }
  if (!shop?.services.includes('COLLECTION')) return null;
  const { line1, line2, town, postcode } = shop.address;
  return {
    id: shop.id,
    description: shop.name,
    address: [line1, line2, town].filter(Boolean).join(', '),
    postcode,
  };
}

/** The card gateway (hosted fields, 3-D Secure, authorisation): a real one plugs in by GATEWAY_URL and its key. */
export const cardGateway = () => cardGatewayFromEnv();
