// The port for finding a carrier's parcel shops and lockers near a postcode (spec §7: the parcel-shop search and
// selectParcelShopAddress; issue 12 item 5). Commerce code depends on this interface only; `http.ts` is the adapter a
// real carrier's URL and key plug into.

export type ParcelShopType = 'SHOP' | 'LOCKER';
export type ParcelShopService = 'COLLECTION' | 'DROP_OFF' | 'RETURNS' | 'PRINT_IN_STORE';
export const WEEKDAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface OpeningHours {
  day: Weekday;
  /** `HH:MM`, London time; both null on a day it is closed. */
  open: string | null;
  close: string | null;
}

export interface ParcelShop {
  /** The carrier's id, e.g. `EVRI-LS6-03`: what `selectParcelShopAddress` stores as parcelShopId. */
  id: string;
  name: string;
  type: ParcelShopType;
  address: { line1: string; line2: string; town: string; postcode: string };
  /** Monday to Sunday, in that order. */
  openingHours: OpeningHours[];
  services: ParcelShopService[];
}

export interface NearbyParcelShop extends ParcelShop {
  /** From the searched postcode, in miles (one decimal place). */
  distanceMiles: number;
}

export interface ParcelShopSearchOptions {
  /** 1–20; the carrier's default (10) when left out. */
  limit?: number;
  type?: ParcelShopType;
  /** Only points offering it: checkout wants `COLLECTION`. */
  service?: ParcelShopService;
}

export interface ParcelShopSearch {
  /** The postcode as the carrier normalised it (`LS6 2AB`). */
  postcode: string;
  /** Nearest first. */
  parcelShops: NearbyParcelShop[];
}

export interface ParcelShopFinder {
  search(postcode: string, options?: ParcelShopSearchOptions): Promise<ParcelShopSearch>;
  /** One point by id; undefined when the carrier has no such point. */
  get(id: string): Promise<ParcelShop | undefined>;
}

/**
 * The finder refused or could not be reached. `status` 400 is a bad request (a postcode in a bad format, a bad
 * option), 404 a postcode the carrier does not know or does not serve (BFPO), 401 a wrong key; `userMessage` is the
 * carrier's message, written for people (spec §8: on a 400 the shop shows an empty message, otherwise this message or
 * a default). `retryable` for outages, timeouts and rate limits.
 */
export class ParcelShopError extends Error {
  readonly status: number | undefined;
  readonly code: string | undefined;
  readonly userMessage: string | undefined;
  readonly retryable: boolean;

  constructor(
    message: string,
    options: { status?: number; code?: string; userMessage?: string; retryable: boolean; cause?: unknown },
  ) {
    super(message, { cause: options.cause });
    this.name = 'ParcelShopError';
    this.status = options.status;
    this.code = options.code;
    this.userMessage = options.userMessage;
    this.retryable = options.retryable;
  }
}
