// Field pieces several blocks share: a call-to-action link and a Sanity image, each as schema field, GROQ
// projection and zod shape, so the three never drift apart.
import { defineArrayMember, defineField } from '@sanity/types';
import { z } from 'zod';

/** Internal paths ("/shop/c/dresses") or https addresses; never `javascript:` or protocol-relative URLs. */
export const safeHref = z
  .string()
  .trim()
  .regex(/^(\/(?!\/)|https:\/\/)/, 'must be a site path or an https address');

function isSafeHref(value: unknown): true | string {
  if (value === undefined) return true;
  return safeHref.safeParse(value).success ? true : 'Use a site path such as /shop/c/dresses or an https:// address';
}

export function linkField(name: string, title: string) {
  return defineField({
    name,
    title,
    type: 'object',
    fields: [
      defineField({ name: 'label', title: 'Label', type: 'string', validation: (rule) => rule.required().max(40) }),
      defineField({
        name: 'href',
        title: 'Link',
        type: 'string',
        description: 'A site path such as /shop/c/dresses, or an https:// address',
        validation: (rule) => rule.required().custom(isSafeHref),
      }),
    ],
  });
}

export const linkProjection = (name: string) => `"${name}": ${name}{ label, href }`;

export const linkData = z.object({ label: z.string().trim().min(1), href: safeHref });
export type LinkData = z.infer<typeof linkData>;

/** A link that is optional as a whole: missing or half-filled links are dropped, not fatal to the block. */
export const optionalLink = linkData.nullish().catch(null);

export function imageField(name: string, title: string) {
  return defineField({
    name,
    title,
    type: 'image',
    options: { hotspot: true },
    fields: [
      defineField({
        name: 'alt',
        title: 'Alternative text',
        type: 'string',
        description: 'Describe the picture for people who cannot see it; leave empty if it is decorative.',
      }),
    ],
  });
}

export const imageProjection = (name: string) =>
  `"${name}": ${name}{ alt, hotspot, crop, "asset": asset->{ _id, url, "width": metadata.dimensions.width, "height": metadata.dimensions.height, "lqip": metadata.lqip } }`;

export const imageData = z.object({
  alt: z.string().nullish(),
  hotspot: z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() }).nullish(),
  crop: z.object({ top: z.number(), bottom: z.number(), left: z.number(), right: z.number() }).nullish(),
  // Dereferenced by `imageProjection` (`_id`), or the raw reference (`_ref`) when a query returns the field as is.
  asset: z
    .object({
      _id: z.string().min(1).optional(),
      _ref: z.string().min(1).optional(),
      url: z.string().nullish(),
      width: z.number().nullish(),
      height: z.number().nullish(),
      lqip: z.string().nullish(),
    })
    .refine((asset) => Boolean(asset._id || asset._ref), 'image without an uploaded asset'),
});
export type ImageData = z.infer<typeof imageData>;

/** An image that is optional: an image without an uploaded asset reads as no image. */
export const optionalImage = imageData.nullish().catch(null);

/** Optional text: GROQ gives null for an unset field. Blank strings read as absent. */
export const optionalText = z
  .string()
  .nullish()
  .transform((value) => (value && value.trim().length > 0 ? value.trim() : null));

export const requiredText = z.string().trim().min(1);

/** Where a link inside copy may go: a site path or #anchor, https, mailto or tel; never javascript:, data: or //host. */
export const SAFE_COPY_HREF = /^(\/(?!\/)|#[\w-]+$|https:\/\/\S|mailto:\S|tel:\S)/;

/** The Studio's check of a link inside copy (and of navigation links): the message names what is allowed. */
export function checkHref(value: unknown): true | string {
  if (typeof value !== 'string' || value === '') return 'Enter a link';
  if (/^\/(?!\/)/.test(value) || /^#[\w-]+$/.test(value)) return true;
  if (/^(https:\/\/|mailto:|tel:)\S+$/.test(value)) return true;
  return 'Use a site path such as /help/delivery, or an https://, mailto: or tel: address';
}

/**
 * The one Portable Text field of the content model (the rich-text block, product copy, size guides, banner terms,
 * the credit explanation): paragraphs, a heading and a subheading whose levels the page's outline decides when it is
 * rendered, quotes, lists, bold and italic, and links checked by `checkHref`.
 */
export function portableTextField(name: string, title: string, options: { required?: boolean } = {}) {
  return defineField({
    name,
    title,
    type: 'array',
    of: [
      defineArrayMember({
        type: 'block',
        styles: [
          { title: 'Paragraph', value: 'normal' },
          { title: 'Heading', value: 'h2' },
          { title: 'Subheading', value: 'h3' },
          { title: 'Quote', value: 'blockquote' },
        ],
        lists: [
          { title: 'Bullets', value: 'bullet' },
          { title: 'Numbered', value: 'number' },
        ],
        marks: {
          decorators: [
            { title: 'Bold', value: 'strong' },
            { title: 'Italic', value: 'em' },
          ],
          annotations: [
            defineArrayMember({
              name: 'link',
              title: 'Link',
              type: 'object',
              fields: [
                defineField({
                  name: 'href',
                  title: 'Link to',
                  type: 'string',
                  description: 'A site path such as /help/delivery, or an https://, mailto: or tel: address',
                  validation: (rule) => rule.required().custom(checkHref),
                }),
              ],
            }),
          ],
        },
      }),
    ],
    validation: options.required ? (rule) => rule.required().min(1) : undefined,
  });
}
