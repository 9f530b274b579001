import type { ProductOption } from '@shop/commerce/catalogue';
import { type OptionLabel, optionLabelFor } from '@shop/commerce/option-labels';

export type StockTone = 'positive' | 'warning' | 'negative' | 'neutral';

/** What a shopper reads for each stock status of an option. */
export function stockLabel(status: string): { label: string; tone: StockTone } {
  switch (status) {
    case 'IN_STOCK':
      return { label: 'In stock', tone: 'positive' };
    case 'LOW_STOCK':
      return { label: 'Low stock', tone: 'warning' };
    case 'OUT_OF_STOCK':
      return { label: 'Out of stock', tone: 'negative' };
    case 'OUT_OF_STOCK_NOT_RETURNING':
      return { label: 'Sold out – not returning', tone: 'neutral' };
    default:
      return { label: 'Unavailable', tone: 'neutral' };
  }
}

/**
 * One line about stock across sizes, so low stock and sold-out sizes are clear before a size is picked. `label` words
 * the options as the product kind sells them ("Low stock in 2 Seater" for a sofa).
 */
export function stockSummary(
  options: readonly Pick<ProductOption, 'purchasable' | 'stockStatus' | 'size'>[],
  label: OptionLabel = optionLabelFor(null),
): {
  text: string;
  tone: 'positive' | 'warning' | 'negative';
} {
  const buyable = options.filter((o) => o.purchasable);
  if (!buyable.length) {
    const returning = options.some((o) => o.stockStatus === 'OUT_OF_STOCK');
    return { text: returning ? 'Out of stock – coming back soon' : 'Sold out – not returning', tone: 'negative' };
  }
  const low = options.filter((o) => o.stockStatus === 'LOW_STOCK').map((o) => o.size);
  if (low.length) return { text: `Low stock in ${label.list(low)}`, tone: 'warning' };
  return { text: 'In stock', tone: 'positive' };
}
