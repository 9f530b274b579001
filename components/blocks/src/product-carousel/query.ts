import { z } from 'zod';
import { requiredText } from '../fields.ts';
import { productSourceData, productSourceProjection } from '../product-source.ts';

export const productCarouselProjection = `title, ${productSourceProjection}`;

export const productCarouselData = z
  .object({ _key: z.string().min(1), _type: z.literal('productCarousel'), title: requiredText })
  .and(productSourceData);
export type ProductCarouselBlock = z.infer<typeof productCarouselData>;
