import { container } from '@shop/ui/styles/layout.css';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import * as messageStyles from '@/components/app/message-page.css.ts';
import { CmsPageView } from '@/components/cms/cms-page.tsx';
import { brandFromParams } from '@/lib/brand.ts';
import { orWhenUnavailable } from '@/lib/content/fetch.ts';
import { pageMetadata } from '@/lib/content/metadata.ts';
import { getPageByRoute } from '@/lib/content/reads.ts';

type Props = { params: Promise<{ brand: string; rest: string[] }> };

// A cached page (site/README.md, "Cached pages").
export const revalidate = 60;
export function generateStaticParams() {
  return [];
}

const UNAVAILABLE = 'unavailable' as const;

/** Page kinds found by their route here: content pages and the delivery promotion page (/delivery-offer). */
const SERVED_HERE: ReadonlySet<string | null> = new Set(['content', 'deliveryPromotion']);

/** The route a content page is stored under: lowercase segments joined by slashes. Anything else is no page. */
function routeOf(rest: readonly string[]): string | null {
  // Stored routes are plain lowercase slugs, so anything percent-encoded (or malformed) cannot be one.
  return rest.every((segment) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(segment)) ? `/${rest.join('/')}` : null;
}

async function lookUp({ params }: Props) {
  const brand = await brandFromParams(params);
  const route = routeOf((await params).rest);
  if (!route) notFound();
  const page = await orWhenUnavailable(getPageByRoute(brand.code, route), UNAVAILABLE, `${brand.code} ${route}`);
  // Category landings live above their listing page; their route is served by the category page itself. The credit
  // explanation page has its own route (/credit-explained, for brands that offer credit).
  if (page === null || (page !== UNAVAILABLE && !SERVED_HERE.has(page.kind))) notFound();
  return { brand, page };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { brand, page } = await lookUp(props);
  return page === UNAVAILABLE ? { title: 'Page unavailable', robots: { index: false } } : pageMetadata(brand, page);
}

/** Any path no route claims: the CMS content page stored for it, or a branded 404 (inside the brand's layout). */
export default async function ContentPage(props: Props) {
  const { brand, page } = await lookUp(props);
  if (page === UNAVAILABLE) {
    return (
      <div className={`${container} ${messageStyles.page}`}>
        <h1 className={messageStyles.title}>Sorry, we can’t show this page right now</h1>
        <p>Please try again in a few minutes. You can still browse and shop as usual.</p>
      </div>
    );
  }
  return <CmsPageView brand={brand} page={page} />;
}
