import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlock, renderBlocks } from '../test-support.tsx';
import { BagInformation } from './bag-information.tsx';
import { bagInformationData } from './query.ts';

describe('bag information block', () => {
  it('shows its heading, text and link as a labelled panel', async () => {
    const block = bagInformationData.parse({
      _key: 'b1',
      _type: 'bagInformation',
      heading: 'Free returns',
      text: 'Changed your mind? Return anything within 28 days.',
      link: { label: 'How returns work', href: '/help/returns' },
    });
    await renderBlock(BagInformation, block);
    const panel = screen.getByRole('complementary', { name: 'Free returns' });
    expect(within(panel).getByRole('heading', { level: 2, name: 'Free returns' })).toBeTruthy();
    expect(within(panel).getByText('Changed your mind? Return anything within 28 days.')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'How returns work' }).getAttribute('href')).toBe('/help/returns');
  });

  it('works without a heading or link', async () => {
    await renderBlock(
      BagInformation,
      bagInformationData.parse({ _key: 'b2', _type: 'bagInformation', text: 'Pay in 3 with Dalby Pay.' }),
    );
    expect(screen.getByRole('complementary', { name: 'Bag information' }).textContent).toBe('Pay in 3 with Dalby Pay.');
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('is skipped with a warning by the renderer without its text', async () => {
    const { container, warnings } = await renderBlocks([{ _key: 'b3', _type: 'bagInformation', heading: 'Hi' }]);
    expect(container.textContent).toBe('');
    expect(warnings[0]).toContain('text');
  });
});
