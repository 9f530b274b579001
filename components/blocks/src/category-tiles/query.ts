import { z } from 'zod';
import { imageProjection, optionalImage, optionalText, requiredText } from '../fields.ts';

export const categoryTilesProjection = `title, tiles[]{ _key, categorySlug, label, ${imageProjection('image')} }`;

export const categoryTilesData = z.object({
  _key: z.string().min(1),
  _type: z.literal('categoryTiles'),
  title: requiredText,
  tiles: z
    .array(
      z.object({
        _key: z.string().min(1),
        categorySlug: requiredText,
        label: optionalText,
        image: optionalImage,
      }),
    )
    .min(1),
});
export type CategoryTilesBlock = z.infer<typeof categoryTilesData>;
