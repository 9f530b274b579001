// Delivery options: one pure function of (London time from the caller's clock, the brand's rules, the destination
// postcode, the bag's value and contents, the customer's delivery plan, a delivery promotion) → the five speeds with
// availability, charge, cut-off and dates. No database and no clock of its own, so every rule is tested directly,
// across both DST changes and each division's bank holidays.
import {
  addDays,
  addDaysWhere,
  bankHoliday,
  dayOfWeek,
  firstDayFrom,
  formatLondonTime,
  type HolidayDivision,
  inLondon,
  londonInstant,
} from './calendar.ts';
import type { Destination, Territory } from './destination.ts';
import type { BrandDeliveryRules } from './rules.ts';

export const deliverySpeeds = ['STANDARD', 'EXPRESS', 'NOM', 'HPS', 'EXPRESS_COLLECT'] as const;
export type DeliverySpeed = (typeof deliverySpeeds)[number];

export const speedTitles: Record<DeliverySpeed, string> = {
  STANDARD: 'Standard delivery',
  EXPRESS: 'Next Day delivery',
  NOM: 'Nominated delivery',
  HPS: 'Click and collect from a parcel shop',
  EXPRESS_COLLECT: 'Next day click and collect',
};

/** Spec delivery type: delivered to the door, or collected. */
export const speedType: Record<DeliverySpeed, 'deliver' | 'collect'> = {
  STANDARD: 'deliver',
  EXPRESS: 'deliver',
  NOM: 'deliver',
  HPS: 'collect',
  EXPRESS_COLLECT: 'collect',
};

/** What a delivery subscription covers: NONE, free standard and parcel shop, or those plus next day and collection. */
export type DeliveryPlan = 'NONE' | 'STANDARD' | 'NEXT_DAY';

export const timeFrames = ['ALL_DAY', 'MORNING', 'EVENING'] as const;
export type TimeFrame = (typeof timeFrames)[number];
export const timeFrameLabels: Record<TimeFrame, string> = {
  ALL_DAY: '7am to 9pm',
  MORNING: '7am to 12pm',
  EVENING: '5pm to 9pm',
};

/** Nominated days are offered up to this many days after the order day. */
export const NOMINATED_DAYS_AHEAD = 10;

export interface DeliveryOptionsInput {
  now: Date;
  rules: BrandDeliveryRules;
  /** Null before an address is chosen: dates are worked out as for mainland England and every speed is offered. */
  destination: Destination | null;
  /** Goods value after goods promotions (pence): the free-delivery thresholds apply to it. */
  orderValue: number;
  /** Units that travel (a delivery subscription in the bag does not). */
  physicalItems: number;
  plan: DeliveryPlan;
  /** An applied delivery promotion (already checked for audience and threshold): up to this much off a charge. */
  deliveryPromotion: { code: string; discountValue: number } | null;
}

export interface NominatedSlot {
  timeFrame: TimeFrame;
  label: string;
  charge: number;
}

export interface NominatedDay {
  /** YYYY-MM-DD (London). */
  date: string;
  slots: NominatedSlot[];
}

export interface DeliveryOption {
  speed: DeliverySpeed;
  title: string;
  type: 'deliver' | 'collect';
  available: boolean;
  /** Why not, in the shopper's words; null when available. */
  unavailableReason: string | null;
  /** The speed's charge before any promotion (pence); for nominated day, the lowest slot's. */
  charge: number;
  /** What the applied delivery promotion takes off it. */
  discount: number;
  /** charge − discount. */
  payable: number;
  /** London day the order leaves the warehouse. */
  despatchDate: string;
  /** London day it arrives (or is ready to collect); for standard delivery the latest day. Null for nominated day. */
  deliveryDate: string | null;
  /** The order-by instant for next-day speeds (ISO), and the London time shown ("20:00"). */
  cutOffTime: string | null;
  displayCutOff: string | null;
}

export interface DeliveryOptions {
  options: Record<DeliverySpeed, DeliveryOption>;
  nominatedDays: NominatedDay[];
  /** Pence still to spend for free standard delivery; 0 when it is free (or never is). */
  freeStandardRemaining: number;
  cutOff: { cutOffTime: string; despatchDate: string; expressDeliveryDate: string };
}

/** Despatch runs Monday to Saturday except England and Wales bank holidays (the warehouse's). */
function isDespatchDay(date: string): boolean {
  return dayOfWeek(date) !== 0 && !bankHoliday('england-and-wales', date);
}

/** Carriers deliver and shops hand over Monday to Saturday, except the destination's bank holidays. */
function isCarrierDay(division: HolidayDivision) {
  return (date: string) => dayOfWeek(date) !== 0 && !bankHoliday(division, date);
}

/** Standard and parcel-shop transit counts working days: Monday to Friday, except the destination's holidays. */
function isWorkingDay(division: HolidayDivision) {
  return (date: string) => dayOfWeek(date) % 6 !== 0 && !bankHoliday(division, date);
}

/** Extra working days in transit beyond the mainland's. */
const extraTransitDays: Record<Territory, number> = {
  mainland: 0,
  'northern-ireland': 1,
  'highlands-and-islands': 2,
  'channel-islands': 3,
  'isle-of-man': 3,
  bfpo: 10,
};

const territoryNames: Record<Territory, string> = {
  mainland: 'this address',
  'northern-ireland': 'Northern Ireland',
  'highlands-and-islands': 'the Highlands and Islands',
  'channel-islands': 'the Channel Islands',
  'isle-of-man': 'the Isle of Man',
  bfpo: 'British Forces (BFPO) addresses',
};

const STANDARD_TRANSIT_DAYS = 5;
const PARCEL_SHOP_TRANSIT_DAYS = 3;

export function deliveryOptions(input: DeliveryOptionsInput): DeliveryOptions {
  const { rules, plan, orderValue } = input;
  const territory: Territory = input.destination?.territory ?? 'mainland';
  const division: HolidayDivision = input.destination?.division ?? 'england-and-wales';
  const local = inLondon(input.now);
  const beforeCutOff = local.hour < rules.cutOffHour;
  const despatchDate = firstDayFrom(beforeCutOff ? local.date : addDays(local.date, 1), isDespatchDay);
  const nextDay = firstDayFrom(addDays(despatchDate, 1), isCarrierDay(division));
  const cutOff = londonInstant(despatchDate, rules.cutOffHour);
  const nothingToSend = input.physicalItems === 0;

  const standardFree =
    nothingToSend || plan !== 'NONE' || (rules.freeStandardFrom !== null && orderValue >= rules.freeStandardFrom);
  const nominatedDays = nominatedDaysFor(input, nextDay, local.date, division);
  const unavailable = (speed: DeliverySpeed, territories: Territory[]): string | null => {
    if (nothingToSend && speed !== 'STANDARD') return 'There’s nothing in your bag to deliver.';
    if (!territories.includes(territory))
      return `${speedTitles[speed]} isn’t available to ${territoryNames[territory]}.`;
    return null;
  };

  const option = (
    speed: DeliverySpeed,
    charge: number,
    deliveryDate: string | null,
    reason: string | null,
    nextDaySpeed = false,
  ): DeliveryOption => {
    const discount = input.deliveryPromotion ? Math.min(input.deliveryPromotion.discountValue, charge) : 0;
    return {
      speed,
      title: speedTitles[speed],
      type: speedType[speed],
      available: reason === null,
      unavailableReason: reason,
      charge,
      discount,
      payable: charge - discount,
      despatchDate,
      deliveryDate,
      cutOffTime: nextDaySpeed ? cutOff.toISOString() : null,
      displayCutOff: nextDaySpeed ? formatLondonTime(cutOff) : null,
    };
  };

  const transit = (days: number) =>
    addDaysWhere(despatchDate, days + extraTransitDays[territory], isWorkingDay(division));
  const nominatedReason =
    unavailable('NOM', ['mainland', 'northern-ireland']) ??
    (input.destination?.nominatedExcluded
      ? `Nominated delivery isn’t available to ${input.destination.postcode}.`
      : null);
  const options: Record<DeliverySpeed, DeliveryOption> = {
    STANDARD: option('STANDARD', standardFree ? 0 : rules.standardCharge, transit(STANDARD_TRANSIT_DAYS), null),
    EXPRESS: option(
      'EXPRESS',
      plan === 'NEXT_DAY' ? 0 : rules.expressCharge,
      nextDay,
      unavailable('EXPRESS', ['mainland']),
      true,
    ),
    NOM: option(
      'NOM',
      rules.nominatedCharge,
      null,
      nominatedDays.length === 0 && !nominatedReason
        ? 'There are no nominated days left this fortnight.'
        : nominatedReason,
    ),
    HPS: option(
      'HPS',
      plan !== 'NONE' || orderValue >= rules.parcelShopFreeFrom ? 0 : rules.parcelShopCharge,
      transit(PARCEL_SHOP_TRANSIT_DAYS),
      unavailable('HPS', ['mainland', 'highlands-and-islands', 'northern-ireland']),
    ),
    EXPRESS_COLLECT: option(
      'EXPRESS_COLLECT',
      plan === 'NEXT_DAY' ? 0 : rules.expressCollectCharge,
      nextDay,
      unavailable('EXPRESS_COLLECT', ['mainland']),
      true,
    ),
  };
  return {
    options,
    nominatedDays: options.NOM.available ? nominatedDays : [],
    freeStandardRemaining:
      standardFree || rules.freeStandardFrom === null ? 0 : Math.max(0, rules.freeStandardFrom - orderValue),
    cutOff: { cutOffTime: cutOff.toISOString(), despatchDate, expressDeliveryDate: nextDay },
  };
}

/**
 * Nominated days: from the first day an order can arrive up to ten days after the order day, any day of the week
 * except the destination's bank holidays (Northern Ireland: not Sundays), each with an all-day and two timed windows.
 */
function nominatedDaysFor(
  input: DeliveryOptionsInput,
  firstDay: string,
  orderDay: string,
  division: HolidayDivision,
): NominatedDay[] {
  const days: NominatedDay[] = [];
  const last = addDays(orderDay, NOMINATED_DAYS_AHEAD);
  for (let day = firstDay; day <= last; day = addDays(day, 1)) {
    if (bankHoliday(division, day)) continue;
    if (division === 'northern-ireland' && dayOfWeek(day) === 0) continue;
    days.push({
      date: day,
      slots: timeFrames.map((timeFrame) => ({
        timeFrame,
        label: timeFrameLabels[timeFrame],
        charge: input.rules.nominatedCharge + (timeFrame === 'ALL_DAY' ? 0 : input.rules.nominatedTimedPremium),
      })),
    });
  }
  return days;
}

/** The charge of a nominated slot, or null when that day and window are not on offer. */
export function nominatedSlotCharge(options: DeliveryOptions, date: string, timeFrame: string): number | null {
  const day = options.nominatedDays.find((candidate) => candidate.date === date);
  return day?.slots.find((slot) => slot.timeFrame === timeFrame)?.charge ?? null;
}
