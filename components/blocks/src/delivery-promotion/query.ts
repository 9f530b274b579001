import { z } from 'zod';
import { linkProjection, optionalLink, requiredText } from '../fields.ts';

export const deliveryPromotionProjection = `message, threshold, ${linkProjection('link')}`;

export const deliveryPromotionData = z
  .object({
    _key: z.string().min(1),
    _type: z.literal('deliveryPromotion'),
    message: requiredText,
    /** Pounds, as editors type them; converted to pence for display. */
    threshold: z.number().nonnegative().nullish(),
    link: optionalLink,
  })
  .refine((v) => !v.message.includes('{threshold}') || typeof v.threshold === 'number', {
    message: 'the message mentions {threshold} but no threshold is set',
    path: ['threshold'],
  });
export type DeliveryPromotionBlock = z.infer<typeof deliveryPromotionData>;
