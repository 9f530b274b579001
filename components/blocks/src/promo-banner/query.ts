import { z } from 'zod';
import { linkProjection, optionalLink, requiredText } from '../fields.ts';

export const promoBannerProjection = `message, ${linkProjection('link')}, termsName`;

export const promoBannerData = z.object({
  _key: z.string().min(1),
  _type: z.literal('promoBanner'),
  message: requiredText,
  link: optionalLink,
  // A malformed terms name drops the terms link rather than the whole banner.
  termsName: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    .max(80)
    .nullish()
    .catch(null),
});
export type PromoBannerBlock = z.infer<typeof promoBannerData>;
