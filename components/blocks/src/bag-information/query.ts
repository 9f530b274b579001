import { z } from 'zod';
import { linkProjection, optionalLink, optionalText, requiredText } from '../fields.ts';

export const bagInformationProjection = `heading, text, ${linkProjection('link')}`;

export const bagInformationData = z.object({
  _key: z.string().min(1),
  _type: z.literal('bagInformation'),
  heading: optionalText,
  text: requiredText,
  link: optionalLink,
});
export type BagInformationBlock = z.infer<typeof bagInformationData>;
