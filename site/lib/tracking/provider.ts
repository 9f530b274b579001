// The recommendations provider, configured from the environment on each use (tests point it at a sandbox started on
// a free port): a real provider plugs in by RECS_URL and RECS_KEY.
import { recommendationsFromEnv } from '@shop/commerce/recommendations/config';

export const recommendationsProvider = (timeoutMs?: number) =>
  recommendationsFromEnv(process.env, timeoutMs === undefined ? {} : { timeoutMs });
