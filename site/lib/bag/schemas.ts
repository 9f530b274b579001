// Request bodies of the bag calls (spec §7), validated before any operation runs. Strings are bounded, numbers are
// safe integers; what the server computes (prices, totals) is accepted from the client only to be ignored.
import { z } from 'zod';

export const CHANNEL = 'new-headless-web';

const code = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+$/, 'letters and digits only');
/** A sealed cart id (base64url) or empty for "no bag yet". */
export const cartIdField = z
  .string()
  .max(200)
  .regex(/^[A-Za-z0-9_-]*$/, 'not a cart id');
export const channelField = z.literal(CHANNEL, { error: `channel must be ${CHANNEL}` });
export const siteIdField = z.string().min(1).max(40);

export const addToBagBody = z.object({
  cartId: cartIdField.nullish(),
  customerId: z.string().max(64).nullish(),
  siteId: siteIdField,
  channel: channelField,
  skuProductCode: code(24),
  bosOfferCode: code(24),
  productOptionNo: code(32),
  quantity: z.number().int().min(1).max(99),
  // The client sends 1 for a zero price (spec §5); the server always prices from the catalogue.
  unitPrice: z.number().int().min(1).max(100_000_000),
  productType: z.string().max(32).nullish(),
  wishlistId: z.string().max(64).nullish(),
});

export const editBagBody = z.object({
  cartId: cartIdField.min(1),
  unitPrice: z.number().int().min(1).max(100_000_000),
  skuProductCode: code(24),
  bosOfferCode: code(24),
  quantity: z.number().int().min(0).max(99),
  channel: channelField,
  productOptionNo: code(32),
  siteId: siteIdField,
  productType: z.string().max(32).nullish(),
});

export const cartMergeBody = z.object({
  cartId: cartIdField.nullish(),
  channel: channelField,
  siteId: siteIdField,
});

export const promoCodeBody = z.object({
  claimCodeName: z.string().trim().min(1).max(40),
  promoCodeAction: z.enum(['Add', 'Delete']),
  siteId: siteIdField,
  promoCodeType: z.string().max(20).nullish(),
  cartId: cartIdField.min(1),
});

export const promotionsBody = z.object({
  channel: channelField,
  productCodes_offerNumber: z.array(z.string().max(64)).max(100),
  productCategoryCodes: z.array(z.string().max(120)).max(100),
  tradingTitle: z.string().min(1).max(40),
  cartTotal: z.number().int().min(0).max(100_000_000),
  cashCreditIndicator: z.union([z.literal(2), z.literal(3), z.literal(4)]),
  loyaltyIndicator: z.boolean(),
  vipIndicator: z.boolean(),
  firstOrderIndicator: z.boolean(),
  delvrySubsIndicator: z.boolean(),
  proactiveOfferRejected: z.boolean(),
});

export const deliverySubscriptionBody = z.object({
  websiteIdentifier: siteIdField,
  productCodes_offerNumber: z.array(z.string().max(64)).max(100),
  accountType: z.enum(['STA', 'DS', 'NONDS']),
  delvrySubsEndDate: z.union([z.literal(''), z.string().regex(/^\d{2}\/\d{2}\/\d{4}$/, 'dd/mm/yyyy')]),
});

const savedProduct = z.object({
  productNo: code(24),
  productOptionNo: code(32),
  offerNumber: code(24),
  quantity: z.number().int().min(1).max(99),
});

export const wishlistIdField = z.string().max(64);

export const addItemToSflBody = z.object({
  products: z.array(savedProduct).min(1).max(50),
  wishlistId: wishlistIdField.nullish(),
});

export const removeItemsFromSflBody = z.object({
  actionType: z.enum(['SPECIFIC', 'ALL']),
  products: z.array(savedProduct.pick({ productOptionNo: true }).passthrough()).max(50),
});

/**
 * A quantity above the saved-items limit is well-formed: the commerce operation refuses it with the spec's
 * UPDATE_WLIST_LIMIT_EXCEEDED and its limit message (§8), so the schema only bounds it to a safe integer.
 */
export const updateSflItemBody = z.object({
  product: savedProduct.extend({ quantity: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER) }),
});

export const wishlistQuery = z.object({ wishlistId: wishlistIdField.optional() });
