import { z } from 'zod';
import { requiredText } from '../fields.ts';
import { productSourceData, productSourceProjection } from '../product-source.ts';

export const productGridProjection = `title, ${productSourceProjection}`;

export const productGridData = z
  .object({ _key: z.string().min(1), _type: z.literal('productGrid'), title: requiredText })
  .and(productSourceData);
export type ProductGridBlock = z.infer<typeof productGridData>;
