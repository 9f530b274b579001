import { z } from 'zod';
import { optionalText } from '../fields.ts';

export const richTextProjection = 'title, body';

/** Portable Text: an array of typed objects; @portabletext/react renders what it knows and skips the rest. */
const portableText = z.array(z.looseObject({ _type: z.string().min(1), _key: z.string().optional() })).min(1);

export const richTextData = z.object({
  _key: z.string().min(1),
  _type: z.literal('richText'),
  title: optionalText,
  body: portableText,
});
export type RichTextBlock = z.infer<typeof richTextData>;
