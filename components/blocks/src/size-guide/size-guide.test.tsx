import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlock, renderBlocks } from '../test-support.tsx';
import { sizeGuideData } from './query.ts';
import { SizeGuide } from './size-guide.tsx';

const raw = {
  _key: 's1',
  _type: 'sizeGuide',
  title: 'Dresses size guide',
  intro: 'Measure around the fullest part of your bust and hips.',
  unit: 'cm',
  columns: ['UK size', 'Bust', 'Waist', 'Hips'],
  rows: [
    { _key: 'r1', cells: ['14', '102', '84', '110'] },
    { _key: 'r2', cells: ['16', '107', '89', '115'] },
  ],
};

describe('size guide block', () => {
  it('renders a measurements table with column and row headers', async () => {
    await renderBlock(SizeGuide, sizeGuideData.parse(raw));
    expect(screen.getByRole('heading', { level: 2, name: 'Dresses size guide' })).toBeTruthy();
    const table = screen.getByRole('table');
    expect(within(table).getByText('Measurements in centimetres.')).toBeTruthy();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['UK size', 'Bust', 'Waist', 'Hips']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['14', '16']);
    const row16 = within(table).getAllByRole('row')[2];
    if (!row16) throw new Error('row missing');
    expect(
      within(row16)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['107', '89', '115']);
    // The scrolling wrapper is reachable by keyboard and named.
    const scroller = screen.getByRole('region', { name: 'Dresses size guide table' });
    expect(scroller.getAttribute('tabindex')).toBe('0');
  });

  it('is skipped with a warning when a row does not match the columns', async () => {
    const { container, warnings } = await renderBlocks([{ ...raw, rows: [{ _key: 'r1', cells: ['14', '102'] }] }]);
    expect(container.textContent).toBe('');
    expect(warnings[0]).toContain('one value per column');
  });
});
