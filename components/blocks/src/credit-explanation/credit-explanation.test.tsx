import { creditTermsFor, representativeExample } from '@shop/commerce/credit/terms';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlock, renderBlocks } from '../test-support.tsx';
import { CreditExplanation } from './credit-explanation.tsx';
import { creditExplanationData } from './query.ts';

const block = creditExplanationData.parse({
  _key: 'ce1',
  _type: 'creditExplanation',
  heading: 'Spread the cost',
  text: 'Shop now and pay monthly with a flexible credit account.',
  link: { label: 'Find out more', href: '/credit' },
});

describe('credit explanation block', () => {
  it('shows the representative example from the brand’s own credit terms', async () => {
    await renderBlock(CreditExplanation, block, { context: { brand: 'pma' } });
    const terms = creditTermsFor('PMA');
    if (!terms) throw new Error('no PMA terms');
    const example = representativeExample(terms);
    const region = screen.getByRole('region', { name: 'Spread the cost' });
    expect(within(region).getByText('Palmer Pay')).toBeTruthy();
    expect(within(region).getByText(example.headline)).toBeTruthy();
    expect(within(region).getByText('24.9% APR representative (variable)')).toBeTruthy();
    expect(within(region).getByRole('heading', { level: 3, name: 'Representative example' })).toBeTruthy();
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([example.creditLimit, example.purchaseRate, example.apr]);
    expect(within(region).getByRole('link', { name: 'Find out more' }).getAttribute('href')).toBe('/credit');
  });

  it('differs by brand: each brand shows its own rate', async () => {
    await renderBlock(CreditExplanation, block, { context: { brand: 'ccl' } });
    expect(screen.getByText('Clearhouse Pay')).toBeTruthy();
    expect(screen.getByText('49.9% APR representative (variable)')).toBeTruthy();
  });

  it('is skipped with a warning by the renderer without a heading', async () => {
    const { container, warnings } = await renderBlocks([{ _key: 'ce2', _type: 'creditExplanation', text: 'x' }]);
    expect(container.textContent).toBe('');
    expect(warnings[0]).toContain('heading');
  });
});
