import { Breadcrumbs } from '@shop/ui/breadcrumbs';
import { Price } from '@shop/ui/price';
import { Rating } from '@shop/ui/rating';
import { StockBadge } from '@shop/ui/stock-badge';
import { container } from '@shop/ui/styles/layout.css';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import * as styles from '@/components/catalogue/product.css.ts';
import { stockLabel } from '@/components/catalogue/stock.ts';
import { brandFromParams } from '@/lib/brand.ts';
import { getProductDetail } from '@/lib/catalogue.ts';

type Props = { params: Promise<{ brand: string; productId: string }> };

async function findProduct(params: Props['params']) {
  const brand = await brandFromParams(params);
  const { productId } = await params;
  if (!/^[a-z0-9-]{1,40}$/.test(productId)) notFound();
  const product = await getProductDetail(brand.code, productId);
  if (!product) notFound();
  return { brand, product };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { product } = await findProduct(params);
  return {
    title: product.name,
    description: product.description.slice(0, 160),
    alternates: { canonical: `/shop/p/${product.productId}` },
    openGraph: { images: [{ url: product.imageUrl }] },
  };
}

export default async function ProductPage({ params }: Props) {
  const { product } = await findProduct(params);
  const sizes = product.options;
  return (
    <div className={container}>
      <Breadcrumbs
        items={[
          { label: 'Home', href: '/' },
          { label: product.category.name, href: `/shop/c/${product.category.slug}` },
          { label: product.name },
        ]}
      />
      <div className={styles.layout}>
        <div className={styles.gallery}>
          <img
            src={product.imageUrl}
            alt={`${product.name} in ${product.colour}`}
            width={600}
            height={800}
            className={styles.image}
            fetchPriority="high"
          />
        </div>
        <div className={styles.details}>
          <p className={styles.label}>{product.productBrand}</p>
          <h1 className={styles.name}>{product.name}</h1>
          <Rating average={product.ratingAverage} count={product.ratingCount} />
          <div className={styles.price}>
            <Price price={product.price} wasPrice={product.wasPrice} size="large" />
          </div>
          <p className={styles.meta}>
            Colour: <strong>{product.colour}</strong>
          </p>
          <fieldset className={styles.options}>
            <legend className={styles.legend}>Size</legend>
            <ul className={styles.sizeList}>
              {sizes.map((option) => {
                const stock = stockLabel(option.stockStatus);
                return (
                  <li key={option.optionNumber} className={styles.sizeItem} data-stock={option.stockStatus}>
                    <span className={styles.sizeName}>{option.size}</span>
                    <StockBadge label={stock.label} tone={stock.tone} />
                  </li>
                );
              })}
            </ul>
          </fieldset>
          <section aria-labelledby="description-title" className={styles.description}>
            <h2 id="description-title" className={styles.subTitle}>
              Product details
            </h2>
            <p>{product.description}</p>
            <dl className={styles.facts}>
              <dt>Product number</dt>
              <dd>{product.productNumber}</dd>
            </dl>
          </section>
          <section aria-labelledby="delivery-title" className={styles.description}>
            <h2 id="delivery-title" className={styles.subTitle}>
              Delivery and returns
            </h2>
            <p>
              Standard delivery in 3–5 working days, or next day when you order by 8pm. Free returns within 28 days.
            </p>
          </section>
        </div>
      </div>
    </div>
  );
}
