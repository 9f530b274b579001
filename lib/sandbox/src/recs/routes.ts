// A recommendations provider (server to server; the shop's key in `X-Recs-Key`). It learns from the events the shop
// forwards — item views, adds to bag, purchases — and answers a placement with the products most often viewed, added
// or bought with the given ones, filled up from the shop's own candidates (the same category) when the data is thin.
//
//   POST /recs/v1/events                       record {type, private, visitorId?, sessionId?, userId?, items, orderNumber?}
//   GET  /recs/v1/placements/:placement        ?productId=a[,b…]&fallback=c,d…&visitorId=&limit=  → {placement, products}
//   GET  /recs/v1/events                       ?visitorId=&orderNumber=&limit=  the recorded events, newest first
//
// Placements: item_page, add_to_cart_page, purchase_complete_page. At most 12 products, none when fewer than 2 (§9).
// A private event (the shopper gave no consent) carries no visitor, session or user id — one that does is refused —
// and is linked to nobody. A purchase is recorded once per order number; a repeat is answered but not counted.
import { z } from 'zod';
import { HttpError, header, readJson, sendJson } from '../http.ts';
import type { RequestContext, Router } from '../router.ts';
import { createClientKeyCheck } from '../token-check.ts';
import { describeIssues, queryOf } from '../validation.ts';
import type { EventItem, RecsStore, Signal } from './store.ts';

export const RECS_KEY_HEADER = 'x-recs-key';
export const PLACEMENTS = ['item_page', 'add_to_cart_page', 'purchase_complete_page'] as const;
export type Placement = (typeof PLACEMENTS)[number];
export const MAX_RECOMMENDATIONS = 12;
export const MIN_RECOMMENDATIONS = 2;
const MAX_BODY_BYTES = 32 * 1024;
const NO_STORE = { 'cache-control': 'no-store' };

/** How much each signal counts for a placement: what was bought together matters most after a purchase. */
const WEIGHTS: Record<Placement, Record<Signal, number>> = {
  item_page: { view: 2, add: 1, purchase: 3 },
  add_to_cart_page: { view: 1, add: 3, purchase: 3 },
  purchase_complete_page: { view: 1, add: 1, purchase: 4 },
};

const productId = z.string().regex(/^[A-Za-z0-9_-]{1,32}$/, 'a product id is 1–32 letters, digits, _ or -');
/** Random ids the shop's browser tracking makes (base64 or base64url of random bytes, or a UUID). */
const opaqueId = z.string().regex(/^[A-Za-z0-9+/_=-]{16,64}$/, 'an id is 16–64 base64 characters');
const userId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'a user id is 1–64 letters, digits, _ or -');
const identity = {
  private: z.boolean(),
  visitorId: opaqueId.nullish(),
  sessionId: opaqueId.nullish(),
  userId: userId.nullish(),
};
const eventSchema = z
  .discriminatedUnion('type', [
    z.strictObject({
      type: z.literal('view'),
      ...identity,
      items: z.array(z.strictObject({ id: productId, name: z.string().trim().min(1).max(200).optional() })).length(1),
    }),
    z.strictObject({
      type: z.literal('add'),
      ...identity,
      items: z
        .array(z.strictObject({ id: productId, quantity: z.number().int().min(1).max(99).optional() }))
        .min(1)
        .max(20),
    }),
    z.strictObject({
      type: z.literal('purchase'),
      ...identity,
      orderNumber: z.string().regex(/^[A-Za-z0-9-]{1,32}$/, 'an order number is 1–32 letters, digits or -'),
      items: z
        .array(
          z.strictObject({
            id: productId,
            unitPrice: z.number().int().min(0).max(100_000_000),
            quantity: z.number().int().min(1).max(999),
          }),
        )
        .min(1)
        .max(100),
    }),
  ])
  .superRefine((event, ctx) => {
    const ids = [event.visitorId, event.sessionId, event.userId].some((value) => value != null);
    if (event.private && ids)
      ctx.addIssue({ code: 'custom', message: 'a private event carries no visitor, session or user id' });
    if (!event.private && event.visitorId == null && event.sessionId == null)
      ctx.addIssue({ code: 'custom', message: 'an event that is not private needs a visitorId or a sessionId' });
  });

const idList = (max: number) =>
  z
    .string()
    .max(max * 33)
    .transform((value) => (value === '' ? [] : value.split(',').map((id) => id.trim())))
    .pipe(z.array(productId).max(max, `at most ${max} ids`));
const placementQuery = z.strictObject({
  productId: idList(50).pipe(z.array(productId).min(1, 'productId is required')),
  fallback: idList(100).optional(),
  visitorId: opaqueId.optional(),
  limit: z.coerce.number().int().min(MIN_RECOMMENDATIONS).max(MAX_RECOMMENDATIONS).optional(),
});
const eventsQuery = z.strictObject({
  visitorId: opaqueId.optional(),
  orderNumber: z.string().max(32).optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
});

export interface Recommendation {
  id: string;
  /** Why it is there: the strongest signal, or the shop's own candidates. */
  reason: 'bought-together' | 'added-together' | 'viewed-together' | 'category';
}

const REASON: Record<Signal, Recommendation['reason']> = {
  purchase: 'bought-together',
  add: 'added-together',
  view: 'viewed-together',
};

/** The placement's answer: scored co-occurrences, then the fallback candidates, at most `limit`, none below 2. */
export function recommend(
  store: RecsStore,
  placement: Placement,
  input: { productIds: readonly string[]; fallback: readonly string[]; visitorId?: string; limit: number },
): Recommendation[] {
  const exclude = new Set(input.productIds);
  if (input.visitorId) for (const id of store.purchasedBy(input.visitorId)) exclude.add(id);
  const scores = new Map<string, { score: number; best: Signal; bestScore: number }>();
  for (const signal of ['view', 'add', 'purchase'] as const) {
    const weight = WEIGHTS[placement][signal];
    for (const seed of input.productIds) {
      for (const [id, count] of store.pairs(signal, seed)) {
        if (exclude.has(id)) continue;
        const entry = scores.get(id) ?? { score: 0, best: signal, bestScore: 0 };
        entry.score += weight * count;
        if (weight * count > entry.bestScore) Object.assign(entry, { best: signal, bestScore: weight * count });
        scores.set(id, entry);
      }
    }
  }
  const ranked: Recommendation[] = [...scores]
    .sort(([a, x], [b, y]) => y.score - x.score || (a < b ? -1 : a > b ? 1 : 0))
    .map(([id, entry]) => ({ id, reason: REASON[entry.best] }));
  for (const id of input.fallback) {
    if (ranked.length >= input.limit) break;
    if (exclude.has(id) || scores.has(id) || ranked.some((r) => r.id === id)) continue;
    ranked.push({ id, reason: 'category' });
  }
  const answer = ranked.slice(0, input.limit);
  return answer.length < MIN_RECOMMENDATIONS ? [] : answer;
}

export interface RecsRoutesOptions {
  keys: readonly string[];
  store: RecsStore;
}

export function registerRecsRoutes(router: Router, options: RecsRoutesOptions): void {
  const { store } = options;
  const isValidKey = createClientKeyCheck(options.keys);
  const authorise = (ctx: RequestContext) => {
    if (!isValidKey(header(ctx.req, RECS_KEY_HEADER)))
      throw new HttpError(401, 'invalid_key', 'Missing or unknown X-Recs-Key.');
  };

  router.post('/recs/v1/events', async (ctx) => {
    authorise(ctx);
    if (!/^application\/json\b/i.test(header(ctx.req, 'content-type') ?? ''))
      throw new HttpError(415, 'unsupported_media_type', 'Send the event as application/json.');
    const parsed = eventSchema.safeParse(await readJson(ctx.req, MAX_BODY_BYTES));
    if (!parsed.success) throw new HttpError(400, 'invalid_event', describeIssues(parsed.error));
    const event = parsed.data;
    const items: EventItem[] = event.items.map((item) => ({ ...item }));
    const { stored, event: saved } = store.record({
      type: event.type,
      private: event.private,
      visitorId: event.private ? null : (event.visitorId ?? null),
      sessionId: event.private ? null : (event.sessionId ?? null),
      userId: event.private ? null : (event.userId ?? null),
      orderNumber: event.type === 'purchase' ? event.orderNumber : null,
      items,
    });
    ctx.log.info('recs event', { type: event.type, private: event.private, stored, items: items.length });
    // A purchase already recorded for its order is answered, not counted again.
    sendJson(ctx.res, stored ? 201 : 200, { recorded: stored, duplicate: !stored, seq: saved?.seq ?? null }, NO_STORE);
  });

  router.get('/recs/v1/placements/:placement', (ctx) => {
    authorise(ctx);
    const placement = ctx.params.placement as Placement;
    if (!PLACEMENTS.includes(placement))
      throw new HttpError(404, 'unknown_placement', `No placement ${JSON.stringify(ctx.params.placement)}.`);
    const parsed = placementQuery.safeParse(queryOf(ctx));
    if (!parsed.success) throw new HttpError(400, 'invalid_query', describeIssues(parsed.error));
    const products = recommend(store, placement, {
      productIds: parsed.data.productId,
      fallback: parsed.data.fallback ?? [],
      visitorId: parsed.data.visitorId,
      limit: parsed.data.limit ?? MAX_RECOMMENDATIONS,
    });
    sendJson(ctx.res, 200, { placement, products }, NO_STORE);
  });

  router.get('/recs/v1/events', (ctx) => {
    authorise(ctx);
    const parsed = eventsQuery.safeParse(queryOf(ctx));
    if (!parsed.success) throw new HttpError(400, 'invalid_query', describeIssues(parsed.error));
    sendJson(ctx.res, 200, store.events({ ...parsed.data, limit: parsed.data.limit ?? 100 }), NO_STORE);
  });
}
