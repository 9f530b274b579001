/**
 * What the page shell (header, footer, cookie banner) shows for a brand, from its brand settings document
 * (`BRAND_SETTINGS_QUERY`). Pure: the site reads the document (cached, tagged) and maps it here.
 *
 * The lake's API accepts documents the Studio's validation would refuse, so links are checked again here: only site
 * paths, `#fragments`, https, mailto: and tel: survive (no `javascript:`), blank labels are dropped. With no settings
 * document (a brand not yet set up, or the lake unreachable) the shell still has its help and legal links and a
 * complete cookie banner: consent must always be askable.
 */
import type { BrandSettings } from './types.ts';

export interface ShellLink {
  key: string;
  label: string;
  href: string;
  /** Off-site (https), so rendered as a plain anchor rather than a client-side link. */
  external: boolean;
}

export interface ShellColumn {
  key: string;
  title: string;
  links: ShellLink[];
}

export type SocialNetwork = 'facebook' | 'instagram' | 'pinterest' | 'tiktok' | 'x' | 'youtube';

export interface ShellSocialLink {
  key: string;
  network: SocialNetwork;
  /** The network's name, for the link's accessible name. */
  label: string;
  url: string;
}

/** Spec §9: consent categories 1 to 5. */
export type ConsentCategory = 1 | 2 | 3 | 4 | 5;
export const CONSENT_CATEGORIES: readonly ConsentCategory[] = [1, 2, 3, 4, 5];

export interface ConsentCategoryCopy {
  category: ConsentCategory;
  title: string;
  description: string;
  /** Category 1 (strictly necessary) cannot be refused. */
  required: boolean;
}

export interface ConsentCopy {
  heading: string;
  body: string;
  policyLink: string | null;
  acceptLabel: string;
  rejectLabel: string;
  manageLabel: string;
  saveLabel: string;
  /** Always all five, in order 1 to 5. */
  categories: ConsentCategoryCopy[];
}

/** The favicon editors chose: an image asset in the lake (SVG, or PNG served at icon size). */
export interface ShellIcon {
  assetId: string;
  type: 'image/svg+xml' | 'image/png';
}

export interface BrandShell {
  /** `cms` when the brand settings document was read, `fallback` when there was none. */
  source: 'cms' | 'fallback';
  /** Null: the site's built-in icon (the brand's initial in its colour). */
  favicon: ShellIcon | null;
  /** The header's category bar; empty means the caller shows the catalogue's categories instead. */
  navigation: ShellLink[];
  footerColumns: ShellColumn[];
  legalLinks: ShellLink[];
  socialLinks: ShellSocialLink[];
  newsletter: { heading: string; text: string } | null;
  consent: ConsentCopy;
}

const NETWORK_LABELS: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  pinterest: 'Pinterest',
  tiktok: 'TikTok',
  x: 'X',
  youtube: 'YouTube',
};

export const DEFAULT_CONSENT_CATEGORIES: Record<ConsentCategory, { title: string; description: string }> = {
  1: { title: 'Strictly necessary', description: 'Your bag, your sign-in and your cookie choices.' },
  2: { title: 'Performance and analytics', description: 'How the shop is used, so we can improve it.' },
  3: { title: 'Functional', description: 'Remembering your preferences, such as recent searches.' },
  4: { title: 'Targeting and recommendations', description: 'Products recommended for you and relevant offers.' },
  5: { title: 'Social media', description: 'Sharing products on social networks.' },
};

const DEFAULT_CONSENT: Omit<ConsentCopy, 'categories'> = {
  heading: 'Cookies on our site',
  body: 'We use cookies to make the shop work. With your permission we’d also like to use cookies to understand how you shop and to recommend products.',
  policyLink: '/help/cookies',
  acceptLabel: 'Accept all cookies',
  rejectLabel: 'Reject optional cookies',
  manageLabel: 'Manage settings',
  saveLabel: 'Save my choices',
};

const FALLBACK_HELP: [string, string][] = [
  ['Delivery', '/help/delivery'],
  ['Returns and refunds', '/help/returns'],
  ['Contact us', '/help/contact'],
];
const FALLBACK_LEGAL: [string, string][] = [
  ['Terms and conditions', '/help/terms'],
  ['Privacy notice', '/help/privacy'],
  ['Cookie policy', '/help/cookies'],
];

/** The link targets the Studio allows (schemas' `checkHref`), checked again for documents written through the API. */
export function safeHref(href: unknown): string | null {
  if (typeof href !== 'string') return null;
  const value = href.trim();
  if (/^\/(?!\/)\S*$/.test(value) || /^#[\w-]+$/.test(value)) return value;
  if (/^(https:\/\/|mailto:|tel:)\S+$/i.test(value)) return value;
  return null;
}

type RawLink = { _key?: string | null; label?: string | null; href?: string | null } | null | undefined;

function links(raw: readonly RawLink[] | null | undefined, scope: string): ShellLink[] {
  const result: ShellLink[] = [];
  for (const [index, link] of (raw ?? []).entries()) {
    const href = safeHref(link?.href);
    const label = link?.label?.trim();
    if (!href || !label) continue;
    result.push({ key: link?._key ?? `${scope}-${index}`, label, href, external: /^https:/i.test(href) });
  }
  return result;
}

function fixedLinks(pairs: [string, string][], scope: string): ShellLink[] {
  return pairs.map(([label, href]) => ({ key: `${scope}-${href}`, label, href, external: false }));
}

function text(value: string | null | undefined, fallback: string): string {
  const trimmed = value?.trim();
  return trimmed ? trimmed : fallback;
}

const ICON_TYPES: readonly ShellIcon['type'][] = ['image/svg+xml', 'image/png'];

/** An uploaded favicon, when it is an image asset of a type browsers take as an icon (else the built-in icon). */
export function shellIcon(raw: BrandSettings['favicon'] | null | undefined): ShellIcon | null {
  const assetId = raw?._id;
  const type = ICON_TYPES.find((candidate) => candidate === raw?.mimeType);
  if (!assetId?.startsWith('image-') || !type) return null;
  return { assetId, type };
}

export function consentCopy(raw: BrandSettings['cookieConsent'] | null | undefined): ConsentCopy {
  const byCategory = new Map<number, { title?: string | null; description?: string | null }>();
  for (const item of raw?.categories ?? []) {
    if (item && !byCategory.has(item.category)) byCategory.set(item.category, item);
  }
  return {
    heading: text(raw?.heading, DEFAULT_CONSENT.heading),
    body: text(raw?.body, DEFAULT_CONSENT.body),
    policyLink: raw ? safeHref(raw.policyLink) : DEFAULT_CONSENT.policyLink,
    acceptLabel: text(raw?.acceptLabel, DEFAULT_CONSENT.acceptLabel),
    rejectLabel: text(raw?.rejectLabel, DEFAULT_CONSENT.rejectLabel),
    manageLabel: text(raw?.manageLabel, DEFAULT_CONSENT.manageLabel),
    saveLabel: text(raw?.saveLabel, DEFAULT_CONSENT.saveLabel),
    categories: CONSENT_CATEGORIES.map((category) => {
      const copy = byCategory.get(category);
      const fallback = DEFAULT_CONSENT_CATEGORIES[category];
      return {
        category,
        title: text(copy?.title, fallback.title),
        description: text(copy?.description, fallback.description),
        required: category === 1,
      };
    }),
  };
}

export function brandShell(settings: BrandSettings | null | undefined): BrandShell {
  if (!settings) {
    return {
      source: 'fallback',
      favicon: null,
      navigation: [],
      footerColumns: [{ key: 'help', title: 'Help', links: fixedLinks(FALLBACK_HELP, 'help') }],
      legalLinks: fixedLinks(FALLBACK_LEGAL, 'legal'),
      socialLinks: [],
      newsletter: null,
      consent: consentCopy(null),
    };
  }
  const footerColumns: ShellColumn[] = [];
  for (const [index, column] of (settings.footerColumns ?? []).entries()) {
    const title = column?.title?.trim();
    const columnLinks = links(column?.links, `column-${index}`);
    if (title && columnLinks.length > 0)
      footerColumns.push({ key: column._key ?? `column-${index}`, title, links: columnLinks });
  }
  const socialLinks: ShellSocialLink[] = [];
  for (const [index, link] of (settings.socialLinks ?? []).entries()) {
    const url = safeHref(link?.url);
    const network = link?.network;
    if (!url || !/^https:/i.test(url) || !network || !(network in NETWORK_LABELS)) continue;
    socialLinks.push({ key: link._key ?? `social-${index}`, network, label: NETWORK_LABELS[network], url });
  }
  const newsletterText = settings.newsletterText?.trim();
  return {
    source: 'cms',
    favicon: shellIcon(settings.favicon),
    navigation: links(settings.navigation, 'nav'),
    footerColumns,
    legalLinks: links(settings.legalLinks, 'legal'),
    socialLinks,
    newsletter: newsletterText
      ? { heading: text(settings.newsletterHeading, 'Sign up to our newsletter'), text: newsletterText }
      : null,
    consent: consentCopy(settings.cookieConsent),
  };
}
