import {
  DELIVERY_SUBSCRIPTION_CODE,
  DELIVERY_SUBSCRIPTION_NAME,
  DELIVERY_SUBSCRIPTION_PRICE,
} from '@shop/commerce/bag/delivery-subscription';
import { Breadcrumbs } from '@shop/ui/breadcrumbs';
import { formatPence } from '@shop/ui/format';
import { Price } from '@shop/ui/price';
import { container } from '@shop/ui/styles/layout.css';
import type { Metadata } from 'next';
import { DeliverySubscriptionAdd } from '@/components/bag/delivery-subscription-add.tsx';
import * as styles from '@/components/catalogue/product.css.ts';
import { brandFromParams } from '@/lib/brand.ts';

// The delivery subscription's product page (/shop/p/dsub365). The subscription is the bag's own product (one code for
// every brand, not a catalogue item), so it has this static page beside the catalogue's /shop/p/[productId].

type Props = { params: Promise<{ brand: string }> };

const PATH = `/shop/p/${DELIVERY_SUBSCRIPTION_CODE.toLowerCase()}`;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const brand = await brandFromParams(params);
  return {
    title: DELIVERY_SUBSCRIPTION_NAME,
    description: `Free standard delivery on every ${brand.name} order for a year, for ${formatPence(DELIVERY_SUBSCRIPTION_PRICE)}.`,
    alternates: { canonical: PATH },
  };
}

function DeliveryIllustration() {
  return (
    <svg className={styles.image} viewBox="0 0 300 400" aria-hidden="true" focusable="false">
      <rect width="300" height="400" fill="currentColor" opacity="0.06" />
      <g fill="none" stroke="currentColor" strokeWidth="8" strokeLinejoin="round" strokeLinecap="round">
        <path d="M40 170h130v100H40z" />
        <path d="M170 200h50l40 35v35h-90z" />
        <circle cx="85" cy="280" r="18" />
        <circle cx="215" cy="280" r="18" />
        <path d="M60 140h70M80 115h50" />
      </g>
    </svg>
  );
}

export default async function DeliverySubscriptionPage({ params }: Props) {
  const brand = await brandFromParams(params);
  const crumbs = [
    { label: 'Home', href: '/' },
    { label: DELIVERY_SUBSCRIPTION_NAME, href: PATH },
  ];
  return (
    <div className={container}>
      <Breadcrumbs items={crumbs} />
      <div className={styles.layout}>
        <div className={styles.gallery}>
          <DeliveryIllustration />
        </div>
        <div className={styles.details}>
          <p className={styles.label}>{brand.name}</p>
          <h1 className={styles.name}>{DELIVERY_SUBSCRIPTION_NAME}</h1>
          <div className={styles.price}>
            <Price price={DELIVERY_SUBSCRIPTION_PRICE} size="large" />
          </div>
          <p className={styles.meta}>
            Free standard delivery on every {brand.name} order for 12 months, however often you shop.
          </p>
          {/* Bag slot: the subscription's add to bag (600 ms wait, removeDS check). */}
          <DeliverySubscriptionAdd siteId={brand.siteId} price={DELIVERY_SUBSCRIPTION_PRICE} />
          <section aria-labelledby="subscription-details" className={styles.description}>
            <h2 id="subscription-details" className={styles.subTitle}>
              How it works
            </h2>
            <ul>
              <li>Standard delivery is free on every order for 12 months from the day you buy.</li>
              <li>One subscription per bag: it is added once, whatever the quantity.</li>
              <li>If you already have unlimited delivery for the year ahead, we take it out of your bag for you.</li>
            </ul>
            <dl className={styles.facts}>
              <dt>Product number</dt>
              <dd>{DELIVERY_SUBSCRIPTION_CODE}</dd>
            </dl>
          </section>
        </div>
      </div>
    </div>
  );
}
