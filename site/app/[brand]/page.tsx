import type { Metadata } from 'next';
import { CatalogueHome } from '@/components/cms/catalogue-home.tsx';
import { CmsPageView } from '@/components/cms/cms-page.tsx';
import { brandFromParams } from '@/lib/brand.ts';
import { orWhenUnavailable } from '@/lib/content/fetch.ts';
import { canonicalUrl, pageMetadata } from '@/lib/content/metadata.ts';
import { getHomePage } from '@/lib/content/reads.ts';

type Props = { params: Promise<{ brand: string }> };

// A cached page (site/README.md, "Cached pages"): rendered on a brand's first request, then served from the cache until a tag
// of what it read is invalidated (a publish, a catalogue change) or, at the latest, a minute on (the feature toggles
// it was rendered with refresh as often as the browser's do). Nothing is rendered at build time: the lake and the
// database need not be up to build.
export const revalidate = 60;
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const brand = await brandFromParams(params);
  const page = await orWhenUnavailable(getHomePage(brand.code), null, `${brand.code} home metadata`);
  return page ? pageMetadata(brand, page) : { alternates: { canonical: canonicalUrl(brand, '/') } };
}

/** The brand's home page as editors composed it; the catalogue-driven page when there is none or the CMS is down. */
export default async function HomePage({ params }: Props) {
  const brand = await brandFromParams(params);
  const page = await orWhenUnavailable(getHomePage(brand.code), null, `${brand.code} home page`);
  return page ? <CmsPageView brand={brand} page={page} /> : <CatalogueHome brand={brand} />;
}
