import { nextDayCutoff } from '@shop/commerce/delivery/cutoff';
import { json, route } from '@/lib/http/route.ts';

const londonTime = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: 'numeric', minute: '2-digit' });

/** GET /api/shop/cutoff: the next-day delivery cut-off (cutOffTime, despatchDate, expressDeliveryDate). */
export const GET = route(async () => {
  const cutoff = nextDayCutoff(new Date());
  return json(
    { ...cutoff, displayCutOff: londonTime.format(new Date(cutoff.cutOffTime)) },
    { headers: { 'cache-control': 'private, max-age=30' } },
  );
});
