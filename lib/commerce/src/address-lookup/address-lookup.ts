// The port for looking up UK addresses as the shopper types (spec §7: billingAddress?containerId&text = find,
// autoSuggestBillingAddress?suggestionId = retrieve; one provider serves the delivery and the billing forms).
// Commerce code depends on this interface only; `loqate.ts` is the HTTP adapter a real provider's URL and key plug into.

/** The lookup's default country (spec §9). */
export const DEFAULT_ADDRESS_LOOKUP_COUNTRY = 'GB';
/** What the shopper sees when a lookup answer carries an error entry (spec §5 and §8). */
export const ADDRESS_LOOKUP_ERROR_MESSAGE = 'Something went wrong on our end. Please, try again.';

export interface FindAddressQuery {
  /** What the shopper typed (the form sends it from 3 characters on). */
  text: string;
  /** The id of a suggestion that is a container (`isContainer`), to list what is inside it. */
  containerId?: string;
  /** ISO 3166 codes; default `['GB']` (which includes the Channel Islands and the Isle of Man). */
  countries?: readonly string[];
  /** Most suggestions wanted (1–100; the provider's default when left out). */
  limit?: number;
}

/** A character range `[start, end)` to emphasise. */
export type HighlightRange = readonly [start: number, end: number];

export interface AddressSuggestion {
  id: string;
  /** `Address`, or the kind of container: `Postcode`, `Street`… */
  type: string;
  /** True for containers: find again with `containerId: id` to list the addresses inside (drill down). */
  isContainer: boolean;
  /** `Flat 2, Willow Point, Queen Park` or `IV2 8ZW`. */
  text: string;
  /** `Edinburgh, EH3 8HD` or `Laburnum Gardens, Inverness - 11 Addresses`. */
  description: string;
  /** Parts of `text` and `description` that match what was typed. */
  highlight: { text: HighlightRange[]; description: HighlightRange[] };
}

export interface LookedUpAddress {
  id: string;
  company: string;
  /** `Flat 2`, `First Floor Flat`. */
  subBuilding: string;
  /** `Willow Point`, `Rose Cottage`, `14A`. */
  buildingName: string;
  buildingNumber: string;
  street: string;
  /** Dependent locality: a village or parish inside the post town. */
  locality: string;
  /** The address lines as the provider formats them (premise, thoroughfare, locality), '' when unused. */
  lines: [string, string, string, string, string];
  /** Post town. */
  town: string;
  /** County ('' where there is none, as in the Channel Islands and the Isle of Man). */
  county: string;
  postcode: string;
  /** `GB`, or `GG` / `JE` / `IM` for Guernsey, Jersey and the Isle of Man. */
  countryIso2: string;
  countryName: string;
  /** The whole address, one line each, as printed on a label. */
  label: string;
  /** `Residential` or `Commercial`. */
  type: string;
}

export interface AddressLookup {
  /** Suggestions for the text (or the contents of a container). */
  find(query: FindAddressQuery): Promise<AddressSuggestion[]>;
  /** The full address of a suggestion whose `type` is `Address`. */
  retrieve(id: string): Promise<LookedUpAddress>;
}

/**
 * The lookup failed. `kind`: `unavailable` — the provider could not be reached or answered badly (already retried
 * once); `not_found` — the id or container is not one the provider knows; `refused` — the provider answered with an
 * error entry (wrong key, bad parameters…). The provider's words are kept for logs; shoppers get
 * `ADDRESS_LOOKUP_ERROR_MESSAGE`.
 */
export class AddressLookupError extends Error {
  readonly kind: 'unavailable' | 'not_found' | 'refused';
  readonly status: number | undefined;
  readonly providerCode: string | undefined;
  readonly providerDescription: string | undefined;

  constructor(
    message: string,
    options: {
      kind: AddressLookupError['kind'];
      status?: number;
      providerCode?: string;
      providerDescription?: string;
      cause?: unknown;
    },
  ) {
    super(message, { cause: options.cause });
    this.name = 'AddressLookupError';
    this.kind = options.kind;
    this.status = options.status;
    this.providerCode = options.providerCode;
    this.providerDescription = options.providerDescription;
  }
}

/**
 * A looked-up address in the spec's shipping-address fields (§3): flat, house name and number apart, the street and
 * locality as address lines, the county (GB and IE rule, §5) and the country code.
 */
export function toShippingAddressFields(address: LookedUpAddress): {
  flatNumber: string;
  houseName: string;
  houseNumber: string;
  addressLine1: string;
  addressLine2: string;
  addressLine3: string;
  town: string;
  county: string;
  postcode: string;
  country: string;
} {
  return {
    flatNumber: address.subBuilding,
    houseName: address.buildingName,
    houseNumber: address.buildingNumber,
    addressLine1: address.street,
    addressLine2: address.locality,
    addressLine3: address.company,
    town: address.town,
    county: address.county,
    postcode: address.postcode,
    country: address.countryIso2,
  };
}
