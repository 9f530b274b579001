import { describe, expect, it } from 'vitest';
import { isDespatchDay, nextDayCutoff } from './cutoff.ts';

describe('next-day cut-off (Europe/London)', () => {
  it('gives today 20:00 BST just before the cut-off on a summer weekday', () => {
    // Tuesday 16 June 2026, 19:59:59 BST
    expect(nextDayCutoff(new Date('2026-06-16T18:59:59Z'))).toEqual({
      cutOffTime: '2026-06-16T19:00:00.000Z',
      despatchDate: '2026-06-16',
      expressDeliveryDate: '2026-06-17',
    });
  });

  it('moves to the next working day at 20:00 exactly and just after', () => {
    const expected = {
      cutOffTime: '2026-06-17T19:00:00.000Z',
      despatchDate: '2026-06-17',
      expressDeliveryDate: '2026-06-18',
    };
    expect(nextDayCutoff(new Date('2026-06-16T19:00:00Z'))).toEqual(expected);
    expect(nextDayCutoff(new Date('2026-06-16T19:00:01Z'))).toEqual(expected);
  });

  it('uses GMT in winter', () => {
    // Wednesday 18 November 2026, 10:00 GMT
    expect(nextDayCutoff(new Date('2026-11-18T10:00:00Z')).cutOffTime).toBe('2026-11-18T20:00:00.000Z');
  });

  it('has no despatch on Sunday: Sunday orders wait for Monday', () => {
    // Sunday 21 June 2026, midday
    expect(nextDayCutoff(new Date('2026-06-21T11:00:00Z'))).toEqual({
      cutOffTime: '2026-06-22T19:00:00.000Z',
      despatchDate: '2026-06-22',
      expressDeliveryDate: '2026-06-23',
    });
    expect(isDespatchDay('2026-06-21')).toBe(false);
  });

  it('despatches on Saturday but delivers on Monday', () => {
    // Saturday 20 June 2026, 09:00 BST
    expect(nextDayCutoff(new Date('2026-06-20T08:00:00Z'))).toEqual({
      cutOffTime: '2026-06-20T19:00:00.000Z',
      despatchDate: '2026-06-20',
      expressDeliveryDate: '2026-06-22',
    });
  });

  it('skips bank holidays for despatch and delivery (Easter 2026)', () => {
    // Thursday 2 April 2026 after the cut-off: Good Friday, Easter Monday are holidays; Saturday despatches.
    expect(nextDayCutoff(new Date('2026-04-02T19:30:00Z'))).toEqual({
      cutOffTime: '2026-04-04T19:00:00.000Z',
      despatchDate: '2026-04-04',
      expressDeliveryDate: '2026-04-07',
    });
    // Before the cut-off on Thursday: delivered on Saturday, the day after Good Friday is skipped.
    expect(nextDayCutoff(new Date('2026-04-02T10:00:00Z')).expressDeliveryDate).toBe('2026-04-04');
  });

  it('skips the Christmas substitute days of 2027', () => {
    // Friday 24 December 2027 after 20:00 GMT: Sat 25 despatches? no, Christmas Day falls on Saturday but the
    // holiday is substituted to Monday 27 and Tuesday 28, so Saturday 25 is an ordinary despatch day here.
    expect(nextDayCutoff(new Date('2027-12-24T20:30:00Z'))).toEqual({
      cutOffTime: '2027-12-25T20:00:00.000Z',
      despatchDate: '2027-12-25',
      expressDeliveryDate: '2027-12-29',
    });
  });

  it('is DST-correct on the days the clocks change', () => {
    // Sunday 29 March 2026 clocks go forward; Monday 30 March's cut-off is 20:00 BST = 19:00 UTC.
    expect(nextDayCutoff(new Date('2026-03-29T00:30:00Z')).cutOffTime).toBe('2026-03-30T19:00:00.000Z');
    // Saturday 28 March 2026 (still GMT) at 19:30 is before the cut-off.
    expect(nextDayCutoff(new Date('2026-03-28T19:30:00Z')).cutOffTime).toBe('2026-03-28T20:00:00.000Z');
    // Saturday 24 October 2026 (BST) at 19:30 UTC is 20:30 local: past it; Sunday 25 October clocks go back,
    // so Monday's cut-off is 20:00 GMT.
    expect(nextDayCutoff(new Date('2026-10-24T19:30:00Z'))).toEqual({
      cutOffTime: '2026-10-26T20:00:00.000Z',
      despatchDate: '2026-10-26',
      expressDeliveryDate: '2026-10-27',
    });
  });

  it('counts the London date, not the UTC date, near midnight in summer', () => {
    // 23:30 UTC on Friday 19 June 2026 is 00:30 BST on Saturday 20 June: Saturday's cut-off applies.
    expect(nextDayCutoff(new Date('2026-06-19T23:30:00Z')).despatchDate).toBe('2026-06-20');
  });
});
