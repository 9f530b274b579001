import { z } from 'zod';
import { orWhenUnavailable } from '@/lib/content/fetch.ts';
import { getBannerTerms } from '@/lib/content/reads.ts';
import { GENERIC_ERROR_MESSAGE, json, RouteError, readQuery, requestBrand, route } from '@/lib/http/route.ts';

const UNAVAILABLE = Symbol('unavailable');

const query = z.object({
  name: z
    .string({ error: 'name is required' })
    .trim()
    .min(1, 'name is required')
    .max(80)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'name must be a lowercase terms name such as summer-sale'),
});

/** GET /api/cms/banner-terms?name= (spec §7): the terms a promo banner links to. */
export const GET = route(async (request) => {
  const brand = requestBrand(request);
  const { name } = readQuery(request, query);
  const terms = await orWhenUnavailable(getBannerTerms(brand.code, name), UNAVAILABLE, `${brand.code} terms ${name}`);
  if (terms === UNAVAILABLE) throw new RouteError(503, 'CONTENT_UNAVAILABLE', GENERIC_ERROR_MESSAGE);
  if (!terms) throw new RouteError(404, 'TERMS_NOT_FOUND', 'We can’t find those terms.');
  return json({ name: terms.name, title: terms.title, body: terms.body ?? [] });
});
