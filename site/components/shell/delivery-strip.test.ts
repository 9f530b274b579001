import { deliveryRulesFor } from '@shop/commerce/delivery/rules';
import { describe, expect, it } from 'vitest';
import { deliveryStripText } from './delivery-strip.ts';

describe('the header’s delivery strip', () => {
  it('states each brand’s own offer from its delivery rules', () => {
    expect(deliveryStripText(deliveryRulesFor('dal'))).toEqual({
      offer: 'Free standard delivery when you spend £50',
      cutOff: 'Order by 8pm for next-day delivery',
    });
    expect(deliveryStripText(deliveryRulesFor('fsp')).offer).toBe('Free standard delivery when you spend £40');
    // Never free, always free.
    expect(deliveryStripText(deliveryRulesFor('jdw')).offer).toBe('Standard delivery £3.99');
    expect(deliveryStripText(deliveryRulesFor('pma')).offer).toBe('Free standard delivery on every order');
    expect(deliveryStripText({ ...deliveryRulesFor('dal'), freeStandardFrom: 4999, cutOffHour: 11 })).toEqual({
      offer: 'Free standard delivery when you spend £49.99',
      cutOff: 'Order by 11am for next-day delivery',
    });
  });
});
