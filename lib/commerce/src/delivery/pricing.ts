// The bag's delivery, priced: the delivery options for its destination and contents, and the speed the shopper chose
// (or standard delivery when none is chosen, or the chosen one is no longer on offer). One pure function used by the
// bag, the checkout's delivery step and (later) the order, so each shows the same charge. Money is integer pence.
import type { Destination } from './destination.ts';
import { destinationOf } from './destination.ts';
import {
  type DeliveryOption,
  type DeliveryOptions,
  type DeliveryPlan,
  type DeliverySpeed,
  deliveryOptions,
  deliverySpeeds,
  nominatedSlotCharge,
  type TimeFrame,
  timeFrames,
} from './options.ts';
import { deliveryRulesFor } from './rules.ts';

/** What the shopper chose at the delivery step (the bag_delivery row's choice columns). */
export interface DeliveryChoice {
  postcode: string | null;
  deliveryMode: string;
  nominatedDate: string | null;
  timeFrame: string | null;
}

export interface PricedDelivery {
  options: DeliveryOptions;
  destination: Destination | null;
  /** The speed the totals use. */
  speed: DeliverySpeed;
  /** Nominated day and window, when the speed is NOM. */
  nominatedDate: string | null;
  timeFrame: TimeFrame | null;
  /** The speed's (or the nominated slot's) charge before a delivery promotion. */
  charge: number;
  discount: number;
  /** What the shopper pays for delivery. */
  payable: number;
  /** The chosen speed (or nominated slot) is no longer on offer: the totals fell back to standard delivery. */
  choiceWithdrawn: boolean;
}

export interface DeliveryPricingInput {
  brandCode: string;
  now: Date;
  choice: DeliveryChoice | null;
  orderValue: number;
  physicalItems: number;
  plan: DeliveryPlan;
  deliveryPromotion: { code: string; discountValue: number } | null;
}

export function isDeliverySpeed(value: string): value is DeliverySpeed {
  return (deliverySpeeds as readonly string[]).includes(value);
}

export function isTimeFrame(value: string): value is TimeFrame {
  return (timeFrames as readonly string[]).includes(value);
}

export function priceDelivery(input: DeliveryPricingInput): PricedDelivery {
  const destination = input.choice?.postcode ? destinationOf(input.choice.postcode) : null;
  const options = deliveryOptions({
    now: input.now,
    rules: deliveryRulesFor(input.brandCode),
    destination,
    orderValue: input.orderValue,
    physicalItems: input.physicalItems,
    plan: input.plan,
    deliveryPromotion: input.deliveryPromotion,
  });
  const standard = options.options.STANDARD;
  const fallback = (withdrawn: boolean): PricedDelivery => ({
    options,
    destination,
    speed: 'STANDARD',
    nominatedDate: null,
    timeFrame: null,
    charge: standard.charge,
    discount: standard.discount,
    payable: standard.payable,
    choiceWithdrawn: withdrawn,
  });
  const mode = input.choice?.deliveryMode ?? 'STANDARD';
  if (mode === 'STANDARD' || !isDeliverySpeed(mode)) return fallback(false);
  const chosen: DeliveryOption = options.options[mode];
  if (!chosen.available) return fallback(true);
  if (mode !== 'NOM') {
    return {
      ...fallback(false),
      speed: mode,
      charge: chosen.charge,
      discount: chosen.discount,
      payable: chosen.payable,
    };
  }
  const date = input.choice?.nominatedDate ?? null;
  const frame = input.choice?.timeFrame ?? null;
  const slotCharge = date && frame ? nominatedSlotCharge(options, date, frame) : null;
  if (slotCharge === null || !date || !frame || !isTimeFrame(frame)) return fallback(true);
  const discount = input.deliveryPromotion ? Math.min(input.deliveryPromotion.discountValue, slotCharge) : 0;
  return {
    options,
    destination,
    speed: 'NOM',
    nominatedDate: date,
    timeFrame: frame,
    charge: slotCharge,
    discount,
    payable: slotCharge - discount,
    choiceWithdrawn: false,
  };
}
