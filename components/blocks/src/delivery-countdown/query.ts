import { z } from 'zod';
import { linkProjection, optionalLink, requiredText } from '../fields.ts';

export const deliveryCountdownProjection = `heading, ${linkProjection('link')}`;

export const deliveryCountdownData = z.object({
  _key: z.string().min(1),
  _type: z.literal('deliveryCountdown'),
  heading: requiredText,
  link: optionalLink,
});
export type DeliveryCountdownBlock = z.infer<typeof deliveryCountdownData>;
