// Field pieces several blocks share: a call-to-action link and a Sanity image, each as schema field, GROQ
// projection and zod shape, so the three never drift apart.
import { defineArrayMember, defineField, type ValidationContext } from '@sanity/types';
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

/**
 * A call-to-action link: a page of the same brand picked from the Studio (its route is read when the block is, so the
 * link follows the page if its route changes), or a typed site path or https address. A picked page wins.
 */
export function linkField(name: string, title: string) {
  return defineField({
    name,
    title,
    type: 'object',
    fields: [
      defineField({ name: 'label', title: 'Label', type: 'string', validation: (rule) => rule.required().max(40) }),
      defineField({
        name: 'page',
        title: 'Page',
        type: 'reference',
        to: [{ type: 'page' }],
        // Weak: a linked page can still be unpublished or deleted; the link then falls back to the typed address.
        weak: true,
        description: 'A page of this brand. Leave empty to type an address below instead.',
        options: {
          disableNew: true,
          filter: ({ document }) => ({ filter: 'brand == $brand', params: { brand: document?.brand ?? '' } }),
        },
        validation: (rule) => [
          rule.custom(async (value, context) =>
            (await linkedPageBrand(value, context)) === false ? 'Pick a page of this brand' : true,
          ),
          rule
            .custom(async (value, context) =>
              (await linkedPageBrand(value, context)) === null
                ? 'This page no longer exists: the link uses the address below, or is left out'
                : true,
            )
            .warning(),
        ],
      }),
      defineField({
        name: 'href',
        title: 'Or an address',
        type: 'string',
        description: 'A site path such as /shop/c/dresses, or an https:// address',
        // The "one or the other" rule sits on this field, not on the object: outside the Studio (sanity validate)
        // Sanity turns an object's own rules into warnings.
        validation: (rule) =>
          rule.custom((value, context) => {
            if (value === undefined || value === '') {
              const page = (context.parent as { page?: { _ref?: unknown } } | undefined)?.page;
              return typeof page?._ref === 'string' ? true : 'Pick a page above or enter an address';
            }
            return isSafeHref(value);
          }),
      }),
    ],
  });
}

/**
 * Whether a picked page belongs to the document's brand (the picker filters by brand; pasted or copied values may
 * not): true or false, null when the page no longer exists, undefined when nothing is picked.
 */
async function linkedPageBrand(value: unknown, context: ValidationContext): Promise<boolean | null | undefined> {
  const ref = (value as { _ref?: unknown } | undefined)?._ref;
  if (typeof ref !== 'string') return undefined;
  const brand = await pageBrand(ref, context);
  if (brand === null || brand === undefined) return null;
  return brand === context.document?.brand;
}

/** The linked page's brand, asked of the lake once per page per validation of a document (both page rules need it). */
const pageBrands = new WeakMap<object, Map<string, Promise<string | null | undefined>>>();

function pageBrand(ref: string, context: ValidationContext): Promise<string | null | undefined> {
  const ask = () =>
    context
      .getClient({ apiVersion: '2025-02-19' })
      .fetch<string | null>('*[_id in [$id, "drafts." + $id]][0].brand', { id: ref });
  if (!context.document) return ask();
  const asked = pageBrands.get(context.document) ?? new Map<string, Promise<string | null | undefined>>();
  pageBrands.set(context.document, asked);
  const answer = asked.get(ref) ?? ask();
  asked.set(ref, answer);
  return answer;
}

/** The link as blocks read it: the picked page's route, else the typed address; the page's id tags the cache entry. */
export const linkProjection = (name: string) =>
  `"${name}": ${name}{ label, "href": coalesce(page->route, href), "page": page->{ _id } }`;

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
