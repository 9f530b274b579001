import type { ShellIcon } from '@shop/content/brand-shell';
import { imageUrlBuilder } from '@shop/content/image';

/** The site's own icon for a brand (app/[brand]/favicon.svg): its initial in its colour. */
export const BUILT_IN_ICON = { url: '/favicon.svg', type: 'image/svg+xml' } as const;

/**
 * The `<link rel="icon">` for a brand: the favicon from its brand settings, from the lake (an SVG as it is, a PNG cut
 * square at 64 px), or the built-in icon when there is none or the lake is down.
 */
export function faviconLink(
  icon: ShellIcon | null,
  build: ReturnType<typeof imageUrlBuilder> = imageUrlBuilder(),
): { url: string; type: string } {
  if (!icon) return BUILT_IN_ICON;
  const image = build(icon.assetId);
  const url = icon.type === 'image/png' ? image.width(64).height(64).fit('crop').format('png').url() : image.url();
  return { url, type: icon.type };
}
