// @vitest-environment jsdom
import type { ProductSummary } from '@shop/commerce/catalogue';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CompleteTheSet, isUsableGuide, ProductEditorial, ProductSizeGuide } from './product-content.tsx';

const block = (key: string, text: string, marks: string[] = []) => ({
  _type: 'block' as const,
  _key: key,
  style: 'normal' as const,
  markDefs: [],
  children: [{ _type: 'span' as const, _key: `${key}s`, text, marks }],
});

const guide = {
  _id: 'sizeGuide.dal.womens',
  title: 'Women’s clothing sizes',
  unit: 'cm' as const,
  columns: ['UK size', 'Bust (cm)', 'Waist (cm)'],
  rows: [
    { _key: 'r1', cells: ['14', '102', '84'] },
    { _key: 'r2', cells: ['16', '108', ''] },
  ],
  howToMeasure: [block('m1', 'Bust:', ['strong']), block('m2', 'Measure around the fullest part.')],
};

function summary(n: number): ProductSummary {
  return {
    productId: `da10000${n}`,
    productNumber: `DA10000${n}`,
    name: `Linen Shirt ${n}`,
    productBrand: 'Dalby',
    price: 2500 + n,
    wasPrice: null,
    onSale: false,
    priceVaries: false,
    colour: 'White',
    imageUrl: `/images/products/da10000${n}.svg`,
    ratingAverage: 4.5,
    ratingCount: 10,
    purchasable: true,
    offerNumber: '123456',
    saveOptionNumber: `DA10000${n}01`,
  };
}

afterEach(cleanup);

describe('size guide', () => {
  it('opens a named dialog with the table (caption, column and row headers) and how-to-measure copy', async () => {
    render(<ProductSizeGuide guide={guide} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Size guide' }));
    // The sheet (and react-aria with it) loads on the first press: a cold import takes a while under test.
    const dialog = await screen.findByRole('dialog', { name: 'Women’s clothing sizes' }, { timeout: 15_000 });
    const table = within(dialog).getByRole('table');
    expect(within(table).getByText('Women’s clothing sizes: measurements in centimetres')).toBeTruthy();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['UK size', 'Bust (cm)', 'Waist (cm)']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['14', '16']);
    const [, , second] = within(table).getAllByRole('row');
    if (!second) throw new Error('second size row missing');
    expect(
      within(second)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['108', '–']);
    expect(within(dialog).getByRole('heading', { name: 'How to measure' })).toBeTruthy();
    expect(within(dialog).getByText('Bust:').tagName).toBe('STRONG');
    expect(within(dialog).getByRole('region', { name: 'Women’s clothing sizes table' }).tabIndex).toBe(0);
  });

  it('closes with Escape and gives focus back to the button', async () => {
    render(<ProductSizeGuide guide={{ ...guide, unit: 'inches' }} />);
    const button = screen.getByRole('button', { name: 'Size guide' });
    button.focus();
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/measurements in inches/)).toBeTruthy();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(document.activeElement ?? dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('shows nothing without a guide or with a guide whose rows do not fit its columns', () => {
    const { container } = render(
      <>
        <ProductSizeGuide guide={null} />
        <ProductSizeGuide guide={undefined} />
        <ProductSizeGuide guide={{ ...guide, rows: [{ _key: 'r1', cells: ['14', '102'] }] }} />
      </>,
    );
    expect(container.innerHTML).toBe('');
    expect(isUsableGuide({ ...guide, columns: ['Size'], rows: [{ _key: 'a', cells: ['S'] }] })).toBe(false);
    expect(isUsableGuide({ ...guide, rows: [] })).toBe(false);
    expect(isUsableGuide(guide)).toBe(true);
  });
});

describe('complete the set', () => {
  it('lists the picked products with name, price, picture and a link to each', () => {
    render(<CompleteTheSet products={[summary(1), summary(2)]} />);
    const rail = screen.getByRole('region', { name: 'Complete the set' });
    const links = within(rail).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/shop/p/da100001', '/shop/p/da100002']);
    expect(within(rail).getByText('Linen Shirt 1')).toBeTruthy();
    expect(within(rail).getAllByText(/£25\.0[12]/)).toHaveLength(2);
    expect(rail.querySelector('img')?.getAttribute('src')).toBe('/images/products/da100001.svg');
  });

  it('is hidden when there is nothing to show', () => {
    const { container } = render(<CompleteTheSet products={[]} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('editorial copy', () => {
  it('renders paragraphs and drops unsafe links to plain text', () => {
    const unsafe = {
      ...block('e2', 'Click here'),
      markDefs: [{ _type: 'link' as const, _key: 'l1', href: 'javascript:alert(1)' }],
      children: [{ _type: 'span' as const, _key: 'e2s', text: 'Click here', marks: ['l1'] }],
    };
    const { container } = render(<ProductEditorial value={[block('e1', 'Chosen by our buyers.'), unsafe]} />);
    expect(screen.getByText('Chosen by our buyers.').tagName).toBe('P');
    expect(container.querySelector('a')).toBeNull();
    cleanup();
    const { container: empty } = render(<ProductEditorial value={null} />);
    expect(empty.innerHTML).toBe('');
  });
});
