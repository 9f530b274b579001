import { z } from 'zod';
import { optionalText, requiredText } from '../fields.ts';

export const newsletterSignupProjection = 'heading, text, buttonLabel, privacyNote';

export const newsletterSignupData = z.object({
  _key: z.string().min(1),
  _type: z.literal('newsletterSignup'),
  heading: requiredText,
  text: optionalText,
  buttonLabel: optionalText,
  privacyNote: optionalText,
});
export type NewsletterSignupBlock = z.infer<typeof newsletterSignupData>;
