// Checkout, step 1 (spec §7 "Checkout delivery"): the delivery address, speed, nominated day, parcel shop, contact
// number and session details of a signed-in customer's bag. Every change runs in one transaction holding the bag's
// row lock (the same lock every bag change takes), re-reads the lines and answers the delivery view priced from the
// database: a speed racing a bag edit can never leave a charge that does not match the contents.
import { eq } from 'drizzle-orm';
import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js';
import { asResult, BagFailure, type BagResult } from '../bag/errors.ts';
import {
  type BagContext,
  type BagDeliveryRow,
  bagIdFrom,
  deliveryPlanOf,
  finishPricedCart,
  finishPricedChange,
  lockBag,
  type PricedCart,
  READ_SNAPSHOT,
  readPricedCart,
} from '../bag/locked.ts';
import type { Cart } from '../bag/view.ts';
import type { Db } from '../db/client.ts';
import { bagDelivery } from '../db/schema-bag.ts';
import { customers } from '../db/schema-customers.ts';
import type { DeliveryOption, DeliverySpeed, NominatedDay, TimeFrame } from '../delivery/options.ts';
import { isDeliverySpeed, isTimeFrame, priceDelivery } from '../delivery/pricing.ts';
import {
  checkDeliveryAddress,
  type DeliveryAddress,
  deliveryAddressOfRow,
  findSavedAddress,
  makeDefaultAddress,
  readSavedAddresses,
  type SavedAddress,
  saveDeliveryAddress,
} from './address.ts';

/** A parcel shop or locker as the delivery step stores and shows it. */
export interface ParcelShopChoice {
  id: string;
  description: string;
  address: string;
  postcode: string;
}

/** The spec's five delivery-details blocks, the cut-off data and the shopper's choices, with the cart. */
export interface DeliveryView extends Cart {
  deliveryAddress: Record<string, string | boolean> | null;
  deliveryAddressId: number | null;
  standardDeliveryDetails: {
    available: true;
    selected: boolean;
    standardOrderValue: number;
    standardPandPCost: number;
    discount: number;
    deliveryDate: string | null;
    freeStandardRemaining: number;
  };
  expressDeliveryDetails: {
    selected: boolean;
    expressAvailableAtAddress: boolean;
    unavailableReason: string | null;
    cutOffTime: string | null;
    displayCutOff: string | null;
    pandpCost: number;
    discount: number;
    orderValue: number;
    deliveryDate: string | null;
  };
  nominatedDeliveryDetails: {
    availableAtAddress: boolean;
    unavailableReason: string | null;
    selected: boolean;
    lowestPrice: number;
    charge: number;
    pandpCost: number;
    orderValue: number;
    nominatedDate: string | null;
    timeFrame: TimeFrame | null;
    nominatedDaySlots: NominatedDay[];
  };
  hpsDeliveryDetails: {
    available: boolean;
    unavailableReason: string | null;
    selected: boolean;
    charge: number;
    discount: number;
    orderValue: number;
    deliveryDate: string | null;
    parcelShopName: string | null;
  };
  expressCollectDeliveryDetails: {
    available: boolean;
    unavailableReason: string | null;
    expressCollectSelected: boolean;
    cutOffTime: string | null;
    displayCutOff: string | null;
    pandpCost: number;
    orderValue: number;
    deliveryDate: string | null;
    parcelShopName: string | null;
  };
  parcelShop: ParcelShopChoice | null;
  contactNumber: string | null;
  cutOff: { cutOffTime: string; despatchDate: string; expressDeliveryDate: string };
}

function deliveryView(priced: PricedCart): DeliveryView {
  const { cart, delivery, goods, checkout } = priced;
  const { options } = delivery.options;
  const selected = delivery.speed;
  // "Order value" of a speed: what the order would come to with it.
  const orderValueWith = (option: DeliveryOption) => goods.orderValue + option.payable;
  const shop = checkout?.parcelShop ?? null;
  return {
    ...cart,
    deliveryAddress: checkout?.address ?? null,
    deliveryAddressId: checkout?.addressId ?? null,
    standardDeliveryDetails: {
      available: true,
      selected: selected === 'STANDARD',
      standardOrderValue: orderValueWith(options.STANDARD),
      standardPandPCost: options.STANDARD.payable,
      discount: options.STANDARD.discount,
      deliveryDate: options.STANDARD.deliveryDate,
      freeStandardRemaining: delivery.options.freeStandardRemaining,
    },
    expressDeliveryDetails: {
      selected: selected === 'EXPRESS',
      expressAvailableAtAddress: options.EXPRESS.available,
      unavailableReason: options.EXPRESS.unavailableReason,
      cutOffTime: options.EXPRESS.cutOffTime,
      displayCutOff: options.EXPRESS.displayCutOff,
      pandpCost: options.EXPRESS.payable,
      discount: options.EXPRESS.discount,
      orderValue: orderValueWith(options.EXPRESS),
      deliveryDate: options.EXPRESS.deliveryDate,
    },
    nominatedDeliveryDetails: {
      availableAtAddress: options.NOM.available,
      unavailableReason: options.NOM.unavailableReason,
      selected: selected === 'NOM',
      lowestPrice: options.NOM.charge,
      charge: selected === 'NOM' ? delivery.payable : options.NOM.payable,
      pandpCost: selected === 'NOM' ? delivery.payable : options.NOM.payable,
      orderValue: goods.orderValue + (selected === 'NOM' ? delivery.payable : options.NOM.payable),
      nominatedDate: delivery.nominatedDate,
      timeFrame: delivery.timeFrame,
      nominatedDaySlots: delivery.options.nominatedDays,
    },
    hpsDeliveryDetails: {
      available: options.HPS.available,
      unavailableReason: options.HPS.unavailableReason,
      selected: selected === 'HPS',
      charge: options.HPS.payable,
      discount: options.HPS.discount,
      orderValue: orderValueWith(options.HPS),
      deliveryDate: options.HPS.deliveryDate,
      parcelShopName: selected === 'HPS' ? (shop?.description ?? null) : null,
    },
    expressCollectDeliveryDetails: {
      available: options.EXPRESS_COLLECT.available,
      unavailableReason: options.EXPRESS_COLLECT.unavailableReason,
      expressCollectSelected: selected === 'EXPRESS_COLLECT',
      cutOffTime: options.EXPRESS_COLLECT.cutOffTime,
      displayCutOff: options.EXPRESS_COLLECT.displayCutOff,
      pandpCost: options.EXPRESS_COLLECT.payable,
      orderValue: orderValueWith(options.EXPRESS_COLLECT),
      deliveryDate: options.EXPRESS_COLLECT.deliveryDate,
      parcelShopName: selected === 'EXPRESS_COLLECT' ? (shop?.description ?? null) : null,
    },
    parcelShop: shop,
    contactNumber: checkout?.contactNumber ?? null,
    cutOff: delivery.options.cutOff,
  };
}

/** Checkout belongs to a signed-in customer: a guest is asked to sign in (and comes back). */
function requireCustomer(context: BagContext): string {
  if (!context.customerId) throw new BagFailure('SIGN_IN_REQUIRED');
  return context.customerId;
}

/** The delivery step's view of the bag: one snapshot, or under the lock when lines must first be removed. */
export function getDeliveryView(db: Db, context: BagContext, cartId: string): Promise<BagResult<DeliveryView>> {
  return asResult(async () => {
    requireCustomer(context);
    const bagId = bagIdFrom(cartId);
    const priced = await db.transaction((tx) => readPricedCart(tx, bagId, context), READ_SNAPSHOT);
    if (priced) return deliveryView(priced);
    return deliveryView(
      await db.transaction(async (tx) => finishPricedCart(tx, await lockBag(tx, bagId, context), context)),
    );
  });
}

/** Locks the customer's bag, applies `change` to its checkout row, and answers the re-priced delivery view. */
function changeDelivery(
  db: Db,
  context: BagContext,
  cartId: string,
  change: (tx: Db, current: PricedCart, customerId: string) => Promise<Partial<typeof bagDelivery.$inferInsert>>,
): Promise<BagResult<DeliveryView>> {
  return asResult(async () => {
    const customerId = requireCustomer(context);
    const bagId = bagIdFrom(cartId);
    return db.transaction(async (tx) => {
      const bag = await lockBag(tx, bagId, context);
      const current = await finishPricedCart(tx, bag, context);
      if (current.cart.bagItemsCount === 0) throw new BagFailure('BAG_EMPTY');
      const values = await change(tx, current, customerId);
      const upsert = tx
        .insert(bagDelivery)
        .values({ bagId, ...values, updatedAt: new Date() })
        .onConflictDoUpdate({ target: bagDelivery.bagId, set: { ...values, updatedAt: new Date() } });
      return deliveryView(await finishPricedChange(tx, bag, context, { writes: [upsert] }));
    });
  });
}

async function customerName(db: Db, customerId: string) {
  const [row] = await db
    .select({ title: customers.title, first: customers.firstName, last: customers.lastName })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  return row ?? { title: '', first: '', last: '' };
}

/** GET deliveryAddress: the customer's saved addresses, the default first. */
export function listDeliveryAddresses(db: Db, context: BagContext): Promise<BagResult<{ addresses: SavedAddress[] }>> {
  return asResult(async () => {
    const customerId = requireCustomer(context);
    return { addresses: await readSavedAddresses(db, customerId, await customerName(db, customerId)) };
  });
}

export interface UpdateDeliveryAddressInput {
  cartId: string;
  /** Deliver to one of the customer's saved addresses… */
  addressId?: number;
  /** …or to this one (new, or the saved `addressId` edited). */
  address?: unknown;
  /** Keep a new address in the account (default true). */
  saveAddress?: boolean;
  makeDefault?: boolean;
}

/** The speed still on offer at a new destination, or standard delivery (its nominated day and shop cleared). */
function keepSpeedIfOffered(current: PricedCart, postcode: string, context: BagContext) {
  // The delivery options decide what a destination is offered (one set of rules): re-price the current choice there.
  const there = priceDelivery({
    brandCode: context.brandCode,
    now: context.now ?? new Date(),
    choice: {
      postcode,
      deliveryMode: current.delivery.speed,
      nominatedDate: current.delivery.nominatedDate,
      timeFrame: current.delivery.timeFrame,
    },
    orderValue: current.goods.orderValue,
    physicalItems: current.goods.physicalItems,
    plan: deliveryPlanOf(context, current.goods),
    deliveryPromotion: null,
  });
  if (!there.choiceWithdrawn) return {};
  return { deliveryMode: 'STANDARD', nominatedDate: null, timeFrame: null, parcelShop: null };
}

/** PUT updateDeliveryAddress: validates and stores the address on the bag (and in the account unless told not to). */
export function updateDeliveryAddress(
  db: Db,
  context: BagContext,
  input: UpdateDeliveryAddressInput,
): Promise<BagResult<DeliveryView>> {
  return changeDelivery(db, context, input.cartId, async (tx, current, customerId) => {
    const name = await customerName(tx, customerId);
    let address: DeliveryAddress;
    let addressId: number | null;
    let destination: { territory: string; nominatedExcluded: boolean; postcode: string };
    if (input.address === undefined) {
      if (input.addressId === undefined) throw new BagFailure('ADDRESS_INVALID');
      const row = await findSavedAddress(tx, customerId, input.addressId);
      if (!row) throw new BagFailure('ADDRESS_NOT_FOUND');
      const checked = deliveryAddressOfRow(row, name);
      if (!checked.ok) throw new BagFailure('ADDRESS_INVALID', undefined, checked.errors);
      if (input.makeDefault) await makeDefaultAddress(tx, customerId, row.id);
      ({ address, destination } = checked);
      addressId = row.id;
    } else {
      const checked = checkDeliveryAddress(input.address);
      if (!checked.ok) throw new BagFailure('ADDRESS_INVALID', undefined, checked.errors);
      if (input.addressId !== undefined && !(await findSavedAddress(tx, customerId, input.addressId))) {
        throw new BagFailure('ADDRESS_NOT_FOUND');
      }
      ({ address, destination } = checked);
      addressId = null;
      if (input.saveAddress !== false || input.addressId !== undefined) {
        const saved = await saveDeliveryAddress(tx, customerId, address, {
          ...(input.addressId !== undefined ? { addressId: input.addressId } : {}),
          makeDefault: input.makeDefault === true,
        });
        addressId = saved.id;
      }
    }
    return {
      addressId,
      address: { ...address },
      postcode: destination.postcode,
      ...keepSpeedIfOffered(current, destination.postcode, context),
    };
  });
}

export interface UpdateDeliverySpeedInput {
  cartId: string;
  deliveryModeCode: string;
  nominatedDate?: string | null;
  timeFrame?: string | null;
}

/**
 * PUT updateDeliverySpeed: the speed must be on offer for this bag and address; a nominated day and window must be
 * one of those offered. Changing the speed clears the parcel-shop choice (§4).
 */
export function updateDeliverySpeed(
  db: Db,
  context: BagContext,
  input: UpdateDeliverySpeedInput,
): Promise<BagResult<DeliveryView>> {
  return changeDelivery(db, context, input.cartId, async (_tx, current) => {
    const mode = input.deliveryModeCode;
    if (!isDeliverySpeed(mode)) throw new BagFailure('DELIVERY_UNAVAILABLE');
    const option = current.delivery.options.options[mode];
    if (!option.available) {
      throw new BagFailure('DELIVERY_UNAVAILABLE', option.unavailableReason ?? undefined);
    }
    const changed = mode !== current.delivery.speed;
    const standardDeliveryDate = current.delivery.options.options.STANDARD.deliveryDate;
    if (mode !== 'NOM') {
      return {
        deliveryMode: mode,
        nominatedDate: null,
        timeFrame: null,
        standardDeliveryDate,
        ...(changed ? { parcelShop: null } : {}),
      };
    }
    const date = input.nominatedDate ?? '';
    const frame = input.timeFrame ?? 'ALL_DAY';
    const day = current.delivery.options.nominatedDays.find((candidate) => candidate.date === date);
    if (!day || !isTimeFrame(frame) || !day.slots.some((slot) => slot.timeFrame === frame)) {
      throw new BagFailure('NOMINATED_DAY_UNAVAILABLE');
    }
    return { deliveryMode: 'NOM', nominatedDate: date, timeFrame: frame, standardDeliveryDate, parcelShop: null };
  });
}

/**
 * A UK number (+44: the UK, the Channel Islands and the Isle of Man) in its national format ("07700 900982"), or null.
 * Geographic (01, 02), non-geographic (03) and mobile (07) numbers of a possible length: Ofcom's drama ranges
 * (07700 900xxx) are possible numbers, so examples and test data pass, though no carrier would reach them.
 */
export function normaliseUkPhone(input: string): string | null {
  const country: CountryCode = 'GB';
  const parsed = parsePhoneNumberFromString(input.trim(), country);
  if (parsed?.countryCallingCode !== '44' || !parsed.isPossible()) return null;
  if (!/^[1237]/.test(parsed.nationalNumber)) return null;
  return parsed.formatNational();
}

/** PUT updateDeliveryContactNumber: the number the carrier calls or texts about this delivery. */
export function updateDeliveryContactNumber(
  db: Db,
  context: BagContext,
  input: { cartId: string; contactNumber: string },
): Promise<BagResult<DeliveryView>> {
  return changeDelivery(db, context, input.cartId, async () => {
    const contactNumber = normaliseUkPhone(input.contactNumber);
    if (!contactNumber) {
      throw new BagFailure('CONTACT_NUMBER_INVALID', undefined, [
        { field: 'contactNumber', message: 'Enter a UK phone number, like 07700 900 982' },
      ]);
    }
    return { contactNumber };
  });
}

export interface SelectParcelShopInput {
  cartId: string;
  parcelShopId: string;
  postcode: string;
  expressCollectSelected: boolean;
}

/**
 * PUT selectParcelShopAddress: the shop must be one the carrier's finder returns for that postcode (the shopper's
 * description is not trusted: the finder's own name and address are stored). Chooses HPS, or next-day click and
 * collect when `expressCollectSelected`.
 */
export function selectParcelShop(
  db: Db,
  context: BagContext,
  input: SelectParcelShopInput,
  find: (postcode: string, id: string) => Promise<ParcelShopChoice | null>,
): Promise<BagResult<DeliveryView>> {
  return changeDelivery(db, context, input.cartId, async (_tx, current) => {
    const mode: DeliverySpeed = input.expressCollectSelected ? 'EXPRESS_COLLECT' : 'HPS';
    const option = current.delivery.options.options[mode];
    if (!option.available) throw new BagFailure('DELIVERY_UNAVAILABLE', option.unavailableReason ?? undefined);
    const shop = await find(input.postcode, input.parcelShopId);
    if (!shop) throw new BagFailure('PARCEL_SHOP_NOT_FOUND');
    return { deliveryMode: mode, nominatedDate: null, timeFrame: null, parcelShop: shop };
  });
}

export interface SessionDetailsInput {
  cartId: string;
  firstOrderOnWebPlaced: boolean;
  deviceFingerPrintId: string;
  externalIpAddress: string;
}

/** PUT updateSessionDetails: what fraud screening reads at payment, kept on the bag. */
export function updateSessionDetails(
  db: Db,
  context: BagContext,
  input: SessionDetailsInput,
): Promise<BagResult<DeliveryView>> {
  return changeDelivery(db, context, input.cartId, async () => ({
    firstOrderOnWebPlaced: input.firstOrderOnWebPlaced,
    deviceFingerPrintId: input.deviceFingerPrintId,
    externalIpAddress: input.externalIpAddress,
  }));
}

/** GET delivery/delivery-details: the standard delivery date for the bag's address (today's, before one is chosen). */
export async function standardDeliveryDate(
  db: Db,
  context: BagContext,
  cartId: string,
): Promise<BagResult<{ standardDeliveryDate: string | null }>> {
  const view = await getDeliveryView(db, context, cartId);
  if (!view.ok) return view;
  return { ok: true, value: { standardDeliveryDate: view.value.standardDeliveryDetails.deliveryDate } };
}

export type { BagDeliveryRow };
