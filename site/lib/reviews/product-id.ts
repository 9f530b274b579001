import { z } from 'zod';

/** A product number as the review platform knows it (upper case), from either case. */
export const reviewProductId = z
  .string()
  .regex(/^[A-Za-z0-9]{1,24}$/, 'a product id is 1–24 letters or digits')
  .transform((id) => id.toUpperCase());
