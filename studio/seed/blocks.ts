// Builders for page-builder blocks in the seed, one per block type of the block library (components/blocks). Field
// names follow each block's schema; the dataset test validates every generated page against the real schema.
import { keyFor } from './keys.ts';
import { pt } from './portable-text.ts';

export type SeedBlock = { _type: string; _key: string } & Record<string, unknown>;

/** A link by typed address, or to a page of the brand picked by its id (a weak reference, as the Studio makes it). */
type Link =
  | { label: string; href: string }
  | { label: string; page: { _type: 'reference'; _ref: string; _weak: true } };

/** A link to one of the brand's pages, as picking it in the Studio stores it. */
export function pageLink(label: string, pageId: string): Link {
  return { label, page: { _type: 'reference', _ref: pageId, _weak: true } };
}

function block(scope: string, type: string, fields: Record<string, unknown>): SeedBlock {
  const defined = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  return { _type: type, _key: keyFor(scope, type), ...defined };
}

export function hero(
  scope: string,
  fields: {
    heading: string;
    subheading?: string;
    cta?: Link;
    image?: Record<string, unknown>;
    tone?: 'brand' | 'accent' | 'light' | 'dark';
  },
): SeedBlock {
  return block(scope, 'hero', { ...fields, tone: fields.tone ?? 'brand' });
}

/** Rich text; `## ` lines become subheadings under the block's optional title. */
export function richText(scope: string, paragraphs: readonly string[], title?: string): SeedBlock {
  return block(scope, 'richText', { title, body: pt(`${scope}:richText`, ...paragraphs) });
}

export function categoryTiles(scope: string, title: string, categorySlugs: readonly string[]): SeedBlock {
  return block(scope, 'categoryTiles', {
    title,
    tiles: categorySlugs.map((categorySlug) => ({
      _key: keyFor(scope, 'tile', categorySlug),
      _type: 'categoryTile',
      categorySlug,
    })),
  });
}

type ProductSource =
  | { source: 'category'; categorySlug: string }
  | { source: 'search'; searchTerm: string }
  | { source: 'products'; productNumbers: readonly string[] };

export function productGrid(scope: string, title: string, from: ProductSource, limit: number): SeedBlock {
  return block(scope, 'productGrid', { title, ...from, limit });
}

export function productCarousel(scope: string, title: string, from: ProductSource, limit: number): SeedBlock {
  return block(scope, 'productCarousel', { title, ...from, limit });
}

export function promoBanner(scope: string, fields: { message: string; link?: Link; termsName?: string }): SeedBlock {
  return block(scope, 'promoBanner', fields);
}

/** `message` may say `{threshold}`, filled from `thresholdPounds`. */
export function deliveryPromotion(scope: string, message: string, thresholdPounds?: number, link?: Link): SeedBlock {
  return block(scope, 'deliveryPromotion', { message, threshold: thresholdPounds, link });
}

export function deliveryCountdown(scope: string, heading: string, link?: Link): SeedBlock {
  return block(scope, 'deliveryCountdown', { heading, link });
}

export function creditExplanation(scope: string, heading: string, text: string, link?: Link): SeedBlock {
  return block(scope, 'creditExplanation', { heading, text, link });
}

export function newsletterSignup(scope: string, heading: string, text: string, buttonLabel = 'Sign up'): SeedBlock {
  return block(scope, 'newsletterSignup', {
    heading,
    text,
    buttonLabel,
    privacyNote: 'You can unsubscribe at any time. We’ll never share your email address.',
  });
}

export function faq(scope: string, title: string, items: readonly (readonly [string, string])[]): SeedBlock {
  return block(scope, 'faqAccordion', {
    title,
    items: items.map(([question, answer]) => ({
      _key: keyFor(scope, 'faq', question),
      _type: 'faqItem',
      question,
      answer,
    })),
  });
}

export function sizeGuide(
  scope: string,
  guide: {
    title: string;
    intro?: string;
    unit: 'cm' | 'in';
    columns: readonly string[];
    rows: readonly (readonly string[])[];
  },
): SeedBlock {
  return block(scope, 'sizeGuide', {
    title: guide.title,
    intro: guide.intro,
    unit: guide.unit,
    columns: guide.columns,
    rows: guide.rows.map((cells, index) => ({ _key: keyFor(scope, 'row', index), _type: 'sizeGuideRow', cells })),
  });
}
