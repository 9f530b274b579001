// The port for the recommendations provider (spec §1 recommendations, §6 placements, §7 client-side recommendation
// tracking). Commerce and the site depend on this interface only; `http.ts` is what the provider's URL and key plug
// into, and the sandbox in lib/sandbox/src/recs speaks the same contract. Prices are integer pence.

export const PLACEMENTS = ['item_page', 'add_to_cart_page', 'purchase_complete_page'] as const;
export type Placement = (typeof PLACEMENTS)[number];
/** Spec §9: at most 12 recommendations, none when fewer than 2. */
export const MAX_RECOMMENDATIONS = 12;
export const MIN_RECOMMENDATIONS = 2;

export type TrackingEvent =
  /** An item page seen (0.7 of it visible): the item id and name. */
  | { type: 'view'; items: [{ id: string; name?: string }] }
  /** Added to the bag: the item id. */
  | { type: 'add'; items: { id: string; quantity?: number }[] }
  /** Purchase complete: the order number and each item with its unit price (pence) and quantity. */
  | { type: 'purchase'; orderNumber: string; items: { id: string; unitPrice: number; quantity: number }[] };

/**
 * Who the event is about. Without consent the event is private: it carries no visitor, session or user id at all
 * (the provider refuses a private event that does) and is linked to nobody.
 */
export type TrackingIdentity =
  | { private: true }
  | { private: false; visitorId: string | null; sessionId: string | null; userId: string | null };

export interface RecommendationsProvider {
  /** Records one event; `recorded` is false when the provider already had this order's purchase. */
  track(event: TrackingEvent, identity: TrackingIdentity): Promise<{ recorded: boolean }>;
  /**
   * Product ids for a placement, best first: at most `limit` (≤ 12), none when fewer than 2. `fallback` are the shop's
   * own candidates (e.g. the same category) the provider fills up with when its data is thin.
   */
  recommend(
    placement: Placement,
    input: { productIds: readonly string[]; fallback?: readonly string[]; visitorId?: string | null; limit?: number },
  ): Promise<string[]>;
}

export class RecommendationsError extends Error {
  /** unavailable: unreachable, 5xx or an answer that is not the contract; refused: the provider said 4xx. */
  readonly kind: 'unavailable' | 'refused';
  readonly status: number | undefined;

  constructor(message: string, options: { kind: RecommendationsError['kind']; status?: number; cause?: unknown }) {
    super(message, { cause: options.cause });
    this.name = 'RecommendationsError';
    this.kind = options.kind;
    this.status = options.status;
  }
}
