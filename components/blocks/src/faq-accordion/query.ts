import { z } from 'zod';
import { requiredText } from '../fields.ts';

export const faqAccordionProjection = 'title, items[]{ _key, question, answer }';

const item = z.object({ _key: z.string().min(1), question: requiredText, answer: requiredText });

export const faqAccordionData = z.object({
  _key: z.string().min(1),
  _type: z.literal('faqAccordion'),
  title: requiredText,
  // Half-written questions are dropped one by one; the block needs at least one complete question.
  items: z
    .array(z.unknown())
    .transform((items) =>
      items.flatMap((raw) => {
        const parsed = item.safeParse(raw);
        return parsed.success ? [parsed.data] : [];
      }),
    )
    .refine((items) => items.length > 0, 'add at least one question with its answer'),
});
export type FaqAccordionBlock = z.infer<typeof faqAccordionData>;
