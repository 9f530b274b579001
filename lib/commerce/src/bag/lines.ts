// Reading a bag's lines with their live catalogue data (price, stock, names), and deciding which lines must go.
import { asc, eq } from 'drizzle-orm';
import { isPurchasable, toProductId, variantImageUrl } from '../catalogue.ts';
import type { Db } from '../db/client.ts';
import { categories, productOptions, products, type StockStatus } from '../db/schema.ts';
import { bagEntries } from '../db/schema-bag.ts';
import { type Placeholders, statement } from '../db/statement.ts';
import {
  DELIVERY_SUBSCRIPTION_NAME,
  DELIVERY_SUBSCRIPTION_PRICE,
  DELIVERY_SUBSCRIPTION_TYPE,
} from './delivery-subscription.ts';

export interface ProductDetails {
  productNumber: string;
  offerNumber: string;
  productVariantCode: string;
  productId: string;
  productName: string;
  cptName: string;
  brands: string;
  size: string;
  colour: string;
  onSale: boolean;
  optionId: string;
  deliveryCharge: number;
  outOfStockNotReturning: boolean;
  price: number;
  wasPrice: number | null;
  imageUrl: string;
}

export interface BagLine {
  optionNumber: string;
  productNumber: string;
  offerNumber: string;
  productType: string;
  quantity: number;
  position: number;
  /** Live catalogue data; null when the product or option no longer exists (an "empty product details" line). */
  details: ProductDetails | null;
  stockStatus: StockStatus | null;
  reviews: { total: number; average: number | null };
  categoryLabel: string | null;
}

/** The bag's lines in the order they were added, joined to the brand's catalogue. */
export async function readLines(db: Db, bagId: string, brandCode: string): Promise<BagLine[]> {
  return toBagLines(await linesQuery(db, bagId), brandCode);
}

const linesStatement = statement((db, p: Placeholders<{ bagId: string }>) =>
  db
    .select({
      entry: bagEntries,
      option: {
        size: productOptions.size,
        colour: productOptions.colour,
        variantCode: productOptions.variantCode,
        stockStatus: productOptions.stockStatus,
        pricePence: productOptions.pricePence,
      },
      product: {
        productNumber: products.productNumber,
        brandCode: products.brandCode,
        name: products.name,
        productBrand: products.productBrand,
        productType: products.productType,
        pricePence: products.pricePence,
        wasPricePence: products.wasPricePence,
        onSale: products.onSale,
        ratingAverage: products.ratingAverage,
        ratingCount: products.ratingCount,
      },
      categoryName: categories.name,
    })
    .from(bagEntries)
    .leftJoin(productOptions, eq(productOptions.optionNumber, bagEntries.optionNumber))
    .leftJoin(products, eq(products.id, productOptions.productId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(bagEntries.bagId, p.bagId))
    .orderBy(asc(bagEntries.position)),
);

/** The query `readLines` sends, for a caller that sends it beside other statements (see `finishChange`). */
export function linesQuery(db: Db, bagId: string) {
  return linesStatement(db, { bagId });
}

/** The rows of `linesQuery` as the brand's bag lines (another brand's product, or none, has no details). */
export function toBagLines(rows: Awaited<ReturnType<typeof linesQuery>>, brandCode: string): BagLine[] {
  return rows.map(({ entry, option, product, categoryName }) => {
    const base = {
      optionNumber: entry.optionNumber,
      productNumber: entry.productNumber,
      offerNumber: entry.offerNumber,
      productType: entry.productType,
      quantity: entry.quantity,
      position: entry.position,
    };
    if (entry.productType === DELIVERY_SUBSCRIPTION_TYPE) {
      return {
        ...base,
        details: subscriptionDetails(entry.productNumber, entry.offerNumber),
        stockStatus: 'IN_STOCK' as const,
        reviews: { total: 0, average: null },
        categoryLabel: null,
      };
    }
    const sameProduct =
      product && option && product.brandCode === brandCode && product.productNumber === entry.productNumber;
    if (!sameProduct || !product || !option) {
      return { ...base, details: null, stockStatus: null, reviews: { total: 0, average: null }, categoryLabel: null };
    }
    const price = option.pricePence ?? product.pricePence;
    return {
      ...base,
      details: {
        productNumber: product.productNumber,
        offerNumber: entry.offerNumber,
        productVariantCode: option.variantCode,
        productId: toProductId(product.productNumber),
        productName: product.name,
        cptName: product.productType,
        brands: product.productBrand,
        size: option.size,
        colour: option.colour,
        onSale: product.onSale,
        optionId: entry.optionNumber,
        deliveryCharge: 0,
        outOfStockNotReturning: option.stockStatus === 'OUT_OF_STOCK_NOT_RETURNING',
        price,
        wasPrice: product.wasPricePence,
        imageUrl: variantImageUrl(product.productNumber, option.variantCode),
      },
      stockStatus: option.stockStatus,
      reviews: {
        total: product.ratingCount,
        average: product.ratingAverage === null ? null : Number(product.ratingAverage),
      },
      categoryLabel: categoryName,
    };
  });
}

function subscriptionDetails(productNumber: string, offerNumber: string): ProductDetails {
  return {
    productNumber,
    offerNumber,
    productVariantCode: productNumber,
    // Its own product page, /shop/p/dsub365.
    productId: toProductId(productNumber),
    productName: DELIVERY_SUBSCRIPTION_NAME,
    cptName: 'Delivery subscription',
    brands: '',
    size: '',
    colour: '',
    onSale: false,
    optionId: productNumber,
    deliveryCharge: 0,
    outOfStockNotReturning: false,
    price: DELIVERY_SUBSCRIPTION_PRICE,
    wasPrice: null,
    imageUrl: '',
  };
}

/** Product codes of phone models restricted to customers with a previous web order (toggle-controlled, §5). */
export const PHONE_MODEL_PRODUCT_CODES: readonly string[] = [
  'JD900101',
  'JD900102',
  'JD900103',
  'JD900104',
  'IH900201',
];

export interface RemovalRules {
  /** Toggle `restrict-phone-models-first-order` is on. */
  restrictPhoneModels: boolean;
  /** The customer has placed a web order before (false for guests: we cannot know). */
  previousWebOrder: boolean;
  phoneModelCodes?: readonly string[];
}

/** Out of stock, or no product details: removed from the bag on read and reported (removedOutOfStockItems). */
export function isUnavailable(line: BagLine): boolean {
  return line.details === null || line.stockStatus === null || !isPurchasable(line.stockStatus);
}

/** A phone model the shopper may not buy on a first order while the toggle is on (spec §5). */
export function isRestrictedPhone(line: BagLine, rules: RemovalRules): boolean {
  const codes = rules.phoneModelCodes ?? PHONE_MODEL_PRODUCT_CODES;
  return rules.restrictPhoneModels && !rules.previousWebOrder && codes.includes(line.productNumber);
}
