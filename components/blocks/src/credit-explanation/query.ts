import { z } from 'zod';
import { linkProjection, optionalLink, optionalText, requiredText } from '../fields.ts';

export const creditExplanationProjection = `heading, text, ${linkProjection('link')}`;

export const creditExplanationData = z.object({
  _key: z.string().min(1),
  _type: z.literal('creditExplanation'),
  heading: requiredText,
  text: optionalText,
  link: optionalLink,
});
export type CreditExplanationBlock = z.infer<typeof creditExplanationData>;
