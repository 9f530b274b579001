import { Breadcrumbs } from '@shop/ui/breadcrumbs';
import { container } from '@shop/ui/styles/layout.css';
import type { Metadata } from 'next';
import * as styles from '@/components/bag/bag.css.ts';
import { SavedItemsView } from '@/components/bag/saved-items-view.tsx';
import { brandFromParams } from '@/lib/brand.ts';

type Props = { params: Promise<{ brand: string }> };

export const metadata: Metadata = { title: 'Saved items', robots: { index: false } };

export default async function SavedItemsPage({ params }: Props) {
  const brand = await brandFromParams(params);
  return (
    <div className={`${container} ${styles.page}`}>
      <Breadcrumbs items={[{ label: 'Bag', href: '/shop/bag' }, { label: 'Saved items' }]} />
      <SavedItemsView siteId={brand.siteId} />
    </div>
  );
}
