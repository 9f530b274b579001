import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlock, renderBlocks } from '../test-support.tsx';
import { EmptyBagMessage } from './empty-bag-message.tsx';
import { emptyBagMessageData } from './query.ts';

describe('empty bag message block', () => {
  it('shows the heading, copy and the editor’s call to action', async () => {
    const block = emptyBagMessageData.parse({
      _key: 'e1',
      _type: 'emptyBagMessage',
      heading: 'Your bag is empty',
      text: 'Find something you love in our new-season edit.',
      cta: { label: 'Shop new in', href: '/shop/c/new-in' },
    });
    await renderBlock(EmptyBagMessage, block, { headingLevel: 1 });
    const region = screen.getByRole('region', { name: 'Your bag is empty' });
    expect(within(region).getByRole('heading', { level: 1 })).toBeTruthy();
    expect(within(region).getByText('Find something you love in our new-season edit.')).toBeTruthy();
    expect(within(region).getByRole('link', { name: 'Shop new in' }).getAttribute('href')).toBe('/shop/c/new-in');
  });

  it('offers "Continue shopping" to the home page when no call to action is set', async () => {
    await renderBlock(
      EmptyBagMessage,
      emptyBagMessageData.parse({ _key: 'e2', _type: 'emptyBagMessage', heading: 'Nothing here yet' }),
    );
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/');
  });

  it('is skipped with a warning by the renderer without a heading', async () => {
    const { container, warnings } = await renderBlocks([{ _key: 'e3', _type: 'emptyBagMessage', text: 'Hi' }]);
    expect(container.textContent).toBe('');
    expect(warnings[0]).toContain('heading');
  });
});
