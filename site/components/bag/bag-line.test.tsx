// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Cart, CartEntry } from '@/lib/bag/client-api.ts';
import { BagLine } from './bag-line.tsx';

afterEach(() => cleanup());

const entry = (reviews: CartEntry['reviews']): CartEntry => ({
  productNo: 'DA100001',
  productOptionNo: 'DA100001-01',
  quantity: 1,
  unitPrice: 4500,
  linePrice: 4500,
  bosOfferIntegerValue: 0,
  stockStatus: 'IN_STOCK',
  productType: 'STANDARD',
  removable: false,
  productDetails: {
    productName: 'Wrap Dress',
    productId: 'da100001',
    size: '12',
    colour: 'Navy',
    cptName: 'dress',
  } as unknown as CartEntry['productDetails'],
  reviews,
  breadcrumb: { categoryLabel: 'Dresses' },
});

const show = (reviews: CartEntry['reviews']) =>
  render(
    <ul>
      <BagLine cart={{} as Cart} entry={entry(reviews)} onQuantity={vi.fn()} onRemove={vi.fn()} onSave={vi.fn()} />
    </ul>,
  );

describe('BagLine', () => {
  it('shows the product’s approved review figures (spec §3 cart entry reviews total and average)', () => {
    show({ total: 27, average: 4.26 });
    expect(screen.getByRole('img', { name: '4.3 out of 5, 27 reviews' })).toBeTruthy();
  });

  it('shows no stars for a product without approved reviews', () => {
    show({ total: 0, average: null });
    expect(screen.queryByRole('img', { name: /out of 5/ })).toBeNull();
  });
});
