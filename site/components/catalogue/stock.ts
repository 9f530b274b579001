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
