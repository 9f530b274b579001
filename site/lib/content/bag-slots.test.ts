import type { BagContent } from '@shop/content/types';
import { describe, expect, it } from 'vitest';
import { bagBlockOrder, bagFieldPath, bagSlots } from './bag-slots.ts';

const content: BagContent = {
  _id: 'bagContent.dal',
  brand: 'dal',
  information: 'Free returns within 28 days.',
  notifications: [
    { _key: 'n1', tone: 'info', message: 'Double points on dresses.' },
    { _key: 'n2', tone: 'warning', message: '' },
  ],
  deliveryCountdown: 'Order in {time}',
  emptyMessage: {
    heading: 'Nothing here yet',
    body: 'Find a favourite.',
    ctaLabel: 'Shop dresses',
    ctaHref: '/shop/c/dresses',
  },
  deliveryPromotion: null,
} as unknown as BagContent;

describe('bag content as bag blocks', () => {
  it('shows the notifications, information and empty-bag message as the library’s bag blocks', () => {
    const slots = bagSlots(content);
    expect(slots.notices?.block).toEqual({
      _key: 'notifications',
      _type: 'bagNotifications',
      // A notice with no message is left out.
      notifications: [{ _key: 'n1', tone: 'info', message: 'Double points on dresses.' }],
    });
    expect(slots.information?.block).toEqual({
      _key: 'information',
      _type: 'bagInformation',
      text: 'Free returns within 28 days.',
    });
    expect(slots.empty?.block).toEqual({
      _key: 'empty',
      _type: 'emptyBagMessage',
      heading: 'Nothing here yet',
      text: 'Find a favourite.',
      cta: { label: 'Shop dresses', href: '/shop/c/dresses' },
    });
  });

  it('has no slot where the content has nothing, and none at all without content', () => {
    expect(bagSlots(null)).toEqual({ notices: null, information: null, empty: null });
    const bare = { ...content, notifications: [], information: null, emptyMessage: null } as unknown as BagContent;
    expect(bagSlots(bare)).toEqual({ notices: null, information: null, empty: null });
  });

  it('points click-to-edit at the bag content’s own fields', () => {
    const slots = bagSlots(content);
    if (!slots.notices || !slots.information || !slots.empty) throw new Error('slots missing');
    expect(bagFieldPath(slots.empty)).toBe('emptyMessage');
    expect(bagFieldPath(slots.empty, 'heading')).toBe('emptyMessage.heading');
    expect(bagFieldPath(slots.empty, 'text')).toBe('emptyMessage.body');
    expect(bagFieldPath(slots.information, 'text')).toBe('information');
    expect(bagFieldPath(slots.notices, 'notifications[_key=="n1"]')).toBe('notifications[_key=="n1"]');
  });

  it('orders the blocks as editors did, each once, with any they left out after the others', () => {
    expect(bagBlockOrder({ blockOrder: ['emptyMessage', 'information', 'notifications'] })).toEqual([
      'empty',
      'information',
      'notices',
    ]);
    expect(bagBlockOrder({ blockOrder: ['information', 'information'] })).toEqual(['information', 'notices', 'empty']);
    // No order chosen (a document from before the field, or no content at all): as the fields come.
    expect(bagBlockOrder({ blockOrder: null })).toEqual(['notices', 'information', 'empty']);
    expect(bagBlockOrder(null)).toEqual(['notices', 'information', 'empty']);
  });
});
