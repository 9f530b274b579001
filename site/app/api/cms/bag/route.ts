import { getBagContent } from '@/lib/content/bag.ts';
import { orWhenUnavailable } from '@/lib/content/fetch.ts';
import { GENERIC_ERROR_MESSAGE, json, RouteError, requestBrand, route } from '@/lib/http/route.ts';

const UNAVAILABLE = Symbol('unavailable');

/** GET /api/cms/bag (spec §7): the brand's bag content from the content system. */
export const GET = route(async (request) => {
  const brand = requestBrand(request);
  const content = await orWhenUnavailable(getBagContent(brand.code), UNAVAILABLE, `${brand.code} bag content`);
  if (content === UNAVAILABLE) throw new RouteError(503, 'CONTENT_UNAVAILABLE', GENERIC_ERROR_MESSAGE);
  if (!content) throw new RouteError(404, 'CONTENT_NOT_FOUND', 'There is no bag content for this shop.');
  return json({
    information: content.information,
    notifications: (content.notifications ?? []).flatMap((note) =>
      note.message ? [{ tone: note.tone ?? 'info', message: note.message }] : [],
    ),
    deliveryCountdown: content.deliveryCountdown,
    emptyMessage: content.emptyMessage,
    deliveryPromotion: content.deliveryPromotion,
  });
});
