import { z } from 'zod';
import { imageProjection, linkProjection, optionalImage, optionalLink, optionalText, requiredText } from '../fields.ts';
import { heroTones } from './schema.ts';

export const heroProjection = `heading, subheading, ${imageProjection('image')}, ${linkProjection('cta')}, tone`;

export const heroData = z.object({
  _key: z.string().min(1),
  _type: z.literal('hero'),
  heading: requiredText,
  subheading: optionalText,
  image: optionalImage,
  cta: optionalLink,
  tone: z
    .enum(heroTones)
    .nullish()
    .catch('brand')
    .transform((tone) => tone ?? 'brand'),
});
export type HeroBlock = z.infer<typeof heroData>;
