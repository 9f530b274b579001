// Request bodies of the checkout delivery calls (spec §7 "Checkout delivery"), validated before any operation runs.
// Address fields are checked (and their messages given per field) by the commerce address rules; here only their
// shape and size are bounded.
import { z } from 'zod';
import { cartIdField } from '@/lib/bag/schemas.ts';

const cartId = cartIdField.min(1);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date like 2026-11-27');

/** The delivery address payload: the address fields, plus the spec's tpaID, siteId and cartId. */
const addressPayload = z.record(z.string().max(40), z.union([z.string().max(200), z.boolean()]));

export const updateDeliveryAddressBody = z
  .object({
    cartId,
    siteId: z.string().min(1).max(40),
    addressId: z.number().int().positive().max(2_147_483_647).optional(),
    address: addressPayload.optional(),
    saveAddress: z.boolean().optional(),
    makeDefault: z.boolean().optional(),
  })
  .refine((body) => body.addressId !== undefined || body.address !== undefined, {
    message: 'send an addressId or an address',
  });

export const updateDeliverySpeedBody = z.object({
  cartId,
  deliveryModeCode: z.enum(['STANDARD', 'EXPRESS', 'NOM', 'HPS', 'EXPRESS_COLLECT']),
  nominatedDate: isoDate.nullish(),
  timeFrame: z.enum(['ALL_DAY', 'MORNING', 'EVENING']).nullish(),
  // Spec: the client sends the standard date it knows; the server works it out itself and ignores this.
  standardDeliveryDate: isoDate.nullish(),
});

export const updateContactNumberBody = z.object({
  cartId,
  contactNumber: z.string().trim().min(1, 'Enter a phone number').max(24),
});

export const selectParcelShopBody = z.object({
  cartId,
  parcelShopId: z.string().trim().min(1).max(40),
  description: z.string().max(120).optional(),
  address: z.string().max(300).optional(),
  postcode: z.string().trim().min(1).max(12),
  expressCollectSelected: z.boolean().default(false),
});

export const updateSessionDetailsBody = z.object({
  cartId,
  firstOrderOnWebPlaced: z.boolean(),
  deviceFingerPrintId: z.string().trim().min(1).max(128),
  externalIpAddress: z.union([z.ipv4(), z.ipv6()]),
});

export const cartQuery = z.object({ cartId: cartIdField.optional() });

export const parcelShopQuery = z.object({ postcode: z.string().trim().min(1, 'Enter a postcode').max(12) });

/** Find: at least 3 characters typed (spec §9 auto-suggest minimum), or a container to open. */
export const addressFindQuery = z
  .object({
    text: z.string().trim().max(100).default(''),
    containerId: z.string().trim().max(120).optional(),
  })
  .refine((query) => query.containerId !== undefined || query.text.length >= 3, {
    message: 'type at least 3 characters of the address or postcode',
  });

export const addressRetrieveQuery = z.object({ suggestionId: z.string().trim().min(1).max(120) });
