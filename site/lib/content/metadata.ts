import type { Brand } from '@shop/brands/brands';
import type { CmsPage } from '@shop/content/types';
import type { Metadata } from 'next';

/** The canonical address of a route on the brand's production host. */
export function canonicalUrl(brand: Brand, route: string): string {
  return `https://${brand.canonicalHostname}${route === '/' ? '/' : route}`;
}

/** Page metadata from the page's SEO fields; the layout's title template adds the brand name. */
export function pageMetadata(brand: Brand, page: CmsPage): Metadata {
  const title = page.seo?.title ?? page.title ?? brand.name;
  const description = page.seo?.description ?? brand.description;
  const url = canonicalUrl(brand, page.route);
  return {
    // The home page's SEO title already names the brand: use it as is.
    title: page.kind === 'home' ? { absolute: title } : title,
    description,
    alternates: { canonical: url },
    openGraph: { title, description, url, siteName: brand.name, locale: 'en_GB', type: 'website' },
    ...(page.seo?.noindex ? { robots: { index: false, follow: true } } : {}),
  };
}
