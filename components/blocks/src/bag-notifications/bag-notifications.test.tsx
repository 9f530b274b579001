import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlock, renderBlocks } from '../test-support.tsx';
import { BagNotifications } from './bag-notifications.tsx';
import { bagNotificationsData } from './query.ts';

describe('bag notifications block', () => {
  it('lists each notice, saying in words what kind it is, and drops half-written ones', async () => {
    const block = bagNotificationsData.parse({
      _key: 'n1',
      _type: 'bagNotifications',
      notifications: [
        { _key: 'a', message: 'Orders may take a day longer this week.', tone: 'warning' },
        { _key: 'b', message: '', tone: 'info' },
        { _key: 'c', message: 'Your 10% welcome discount is applied at checkout.', tone: 'success' },
        { _key: 'd', message: 'Klarna is now available.', tone: null },
      ],
    });
    await renderBlock(BagNotifications, block);
    const list = screen.getByRole('list', { name: 'Bag notices' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Important: Orders may take a day longer this week.',
      'Good news: Your 10% welcome discount is applied at checkout.',
      'Information: Klarna is now available.',
    ]);
  });

  it('is skipped with a warning by the renderer when no notice has a message', async () => {
    const { container, warnings } = await renderBlocks([
      { _key: 'n2', _type: 'bagNotifications', notifications: [{ _key: 'a', message: ' ' }] },
    ]);
    expect(container.textContent).toBe('');
    expect(warnings[0]).toContain('notifications');
  });
});
