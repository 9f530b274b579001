// @vitest-environment jsdom
import type { ProductOption } from '@shop/commerce/catalogue';
import { colourwaysOf } from '@shop/commerce/catalogue-colourways';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ColourOptions } from './colour-options-client.tsx';

const opt = (n: number, size: string, colour: string, code: string, stockStatus = 'IN_STOCK'): ProductOption => ({
  optionNumber: `DA1000010${n}`,
  size,
  colour,
  variantCode: `DA100001-${code}`,
  sku: `DA100001-${code}-${size}`,
  stockStatus: stockStatus as ProductOption['stockStatus'],
  price: 2500,
  purchasable: stockStatus === 'IN_STOCK' || stockStatus === 'LOW_STOCK',
});

const options = [
  opt(1, '10', 'Navy', 'NVY'),
  opt(2, '12', 'Navy', 'NVY', 'LOW_STOCK'),
  opt(3, '10', 'Black', 'BLK', 'OUT_OF_STOCK'),
  opt(4, '14', 'Black', 'BLK'),
];

function renderPicker(initialVariant = 'DA100001-NVY') {
  return render(
    <ColourOptions
      colourways={colourwaysOf(options)}
      initialVariant={initialVariant}
      options={options}
      siteId="DALBY"
      productNumber="DA100001"
      offerNumber="123456"
      productName="Wrap Dress"
    />,
  );
}

const sizeNames = () =>
  within(screen.getByRole('group', { name: 'Size' }))
    .getAllByRole('radio')
    .map((radio) => radio.closest('label')?.textContent);

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn());
  window.history.replaceState(null, '', '/shop/p/da100001');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('colour picker', () => {
  it('is a labelled radio group of swatches showing only the chosen colour’s sizes and stock', () => {
    renderPicker();
    const group = screen.getByRole('radiogroup', { name: 'Colour: Navy' });
    const colours = within(group).getAllByRole('radio');
    expect(colours.map((radio) => radio.closest('label')?.textContent)).toEqual(['Navy', 'Black']);
    expect((colours[0] as HTMLInputElement).checked).toBe(true);
    expect(sizeNames()).toEqual([expect.stringContaining('10'), expect.stringContaining('12')]);
    expect(screen.getByText('Low stock in size 12')).toBeTruthy();
  });

  // Native radios: the browser turns arrow keys into this same change (the catalogue e2e switches with the keyboard).
  it('switches colour, shows that colourway and puts it in the address without a new entry', () => {
    renderPicker();
    const length = window.history.length;
    const names = screen.getAllByRole('radio', { name: /^(Navy|Black)$/ }).map((radio) => radio.getAttribute('name'));
    expect(new Set(names).size).toBe(1); // one native group: arrow keys move within it
    fireEvent.click(screen.getByRole('radio', { name: 'Black' }));
    const black = screen.getByRole('radio', { name: 'Black' }) as HTMLInputElement;
    expect(black.checked).toBe(true);
    expect(screen.getByRole('radiogroup', { name: 'Colour: Black' })).toBeTruthy();
    expect(sizeNames()).toEqual([expect.stringContaining('10'), expect.stringContaining('14')]);
    // Black's size 10 is out of stock: disabled in the size picker.
    const sizes = within(screen.getByRole('group', { name: 'Size' })).getAllByRole('radio') as HTMLInputElement[];
    expect(sizes.map((radio) => radio.disabled)).toEqual([true, false]);
    expect(document.querySelector('p[aria-live]')?.textContent).toBe('In stock');
    expect(window.location.search).toBe('?colour=da100001-blk');
    expect(window.history.length).toBe(length);
  });

  it('opens on the colourway the address asked for', () => {
    renderPicker('DA100001-BLK');
    expect((screen.getByRole('radio', { name: 'Black' }) as HTMLInputElement).checked).toBe(true);
    expect(sizeNames()).toEqual([expect.stringContaining('10'), expect.stringContaining('14')]);
  });

  it('marks a colour with no size to buy as sold out for screen readers', () => {
    const sold = options.map((o) =>
      o.colour === 'Black' ? { ...o, stockStatus: 'OUT_OF_STOCK' as const, purchasable: false } : o,
    );
    render(
      <ColourOptions
        colourways={colourwaysOf(sold)}
        initialVariant="DA100001-NVY"
        options={sold}
        siteId="DALBY"
        productNumber="DA100001"
        offerNumber="123456"
        productName="Wrap Dress"
      />,
    );
    expect(screen.getByRole('radio', { name: /^Black\s*\(sold out\)$/ })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Navy' })).toBeTruthy();
  });
});
