import { describe, expect, it } from 'vitest';
import { longDate, shortDate } from './dates.ts';

describe('checkout dates', () => {
  it('shows a London day whatever the time zone', () => {
    expect(longDate('2026-11-27')).toBe('Friday 27 November');
    expect(shortDate('2026-03-29')).toEqual({ weekday: 'Sun', day: '29 Mar' });
  });

  it('leaves anything that is not a day as it is', () => {
    expect(longDate('soon')).toBe('soon');
  });
});
