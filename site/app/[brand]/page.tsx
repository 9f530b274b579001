import type { Metadata } from 'next';
import { CatalogueHome } from '@/components/cms/catalogue-home.tsx';
import { CmsPageView } from '@/components/cms/cms-page.tsx';
import { brandFromParams } from '@/lib/brand.ts';
import { orWhenUnavailable } from '@/lib/content/fetch.ts';
import { canonicalUrl, pageMetadata } from '@/lib/content/metadata.ts';
import { getHomePage } from '@/lib/content/reads.ts';

type Props = { params: Promise<{ brand: string }> };

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
