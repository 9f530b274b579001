import { z } from 'zod';
import { linkProjection, optionalLink, optionalText, requiredText } from '../fields.ts';

export const emptyBagMessageProjection = `heading, text, ${linkProjection('cta')}`;

export const emptyBagMessageData = z.object({
  _key: z.string().min(1),
  _type: z.literal('emptyBagMessage'),
  heading: requiredText,
  text: optionalText,
  cta: optionalLink,
});
export type EmptyBagMessageBlock = z.infer<typeof emptyBagMessageData>;
