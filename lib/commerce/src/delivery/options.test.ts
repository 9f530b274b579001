import { describe, expect, it } from 'vitest';
import { londonInstant } from './calendar.ts';
import { destinationOf } from './destination.ts';
import { type DeliveryOptionsInput, deliveryOptions, NOMINATED_DAYS_AHEAD } from './options.ts';
import { deliveryRulesFor } from './rules.ts';

const dal = deliveryRulesFor('dal');

function at(date: string, hour: number, minute = 0): Date {
  return londonInstant(date, hour, minute);
}

function quote(overrides: Partial<DeliveryOptionsInput> = {}) {
  return deliveryOptions({
    now: at('2026-11-25', 10),
    rules: dal,
    destination: destinationOf('LS6 2AB'),
    orderValue: 3000,
    physicalItems: 2,
    plan: 'NONE',
    deliveryPromotion: null,
    ...overrides,
  });
}

describe('next day delivery and its cut-off', () => {
  it('arrives tomorrow when ordered before 8pm on a weekday', () => {
    const { options, cutOff } = quote({ now: at('2026-11-25', 19, 59) });
    expect(options.EXPRESS).toMatchObject({ available: true, despatchDate: '2026-11-25', deliveryDate: '2026-11-26' });
    expect(cutOff.cutOffTime).toBe('2026-11-25T20:00:00.000Z');
    expect(options.EXPRESS.displayCutOff).toBe('20:00');
  });

  it('waits a day once the cut-off has passed', () => {
    const { options } = quote({ now: at('2026-11-25', 20, 0) });
    expect(options.EXPRESS).toMatchObject({ despatchDate: '2026-11-26', deliveryDate: '2026-11-27' });
  });

  it('ordered on Friday evening: despatched Saturday, delivered Monday (no Sunday deliveries)', () => {
    const { options } = quote({ now: at('2026-11-27', 21) });
    expect(options.EXPRESS).toMatchObject({ despatchDate: '2026-11-28', deliveryDate: '2026-11-30' });
  });

  it('ordered on Saturday before the cut-off: despatched that day, delivered Monday', () => {
    const { options } = quote({ now: at('2026-11-28', 11) });
    expect(options.EXPRESS).toMatchObject({ despatchDate: '2026-11-28', deliveryDate: '2026-11-30' });
  });

  it('ordered on Sunday: despatched Monday, delivered Tuesday', () => {
    const { options } = quote({ now: at('2026-11-29', 9) });
    expect(options.EXPRESS).toMatchObject({ despatchDate: '2026-11-30', deliveryDate: '2026-12-01' });
  });

  it('keeps 8pm London time across both DST changes', () => {
    // Last Sunday of March: clocks go forward (UTC+1 from 01:00 UTC); the Monday cut-off is 19:00 UTC.
    expect(quote({ now: at('2026-03-30', 12) }).cutOff.cutOffTime).toBe('2026-03-30T19:00:00.000Z');
    expect(quote({ now: at('2026-03-28', 12) }).cutOff.cutOffTime).toBe('2026-03-28T20:00:00.000Z');
    // Ordered in the hour that does not exist (01:30 on 29 March) is simply a Sunday order.
    expect(quote({ now: new Date('2026-03-29T01:30:00Z') }).options.EXPRESS.despatchDate).toBe('2026-03-30');
    // Last Sunday of October: clocks go back; Friday's cut-off is 19:00 UTC, Monday's 20:00 UTC.
    expect(quote({ now: at('2026-10-23', 12) }).cutOff.cutOffTime).toBe('2026-10-23T19:00:00.000Z');
    expect(quote({ now: at('2026-10-26', 12) }).cutOff.cutOffTime).toBe('2026-10-26T20:00:00.000Z');
    // 19:30 BST is before the cut-off even though it is 18:30 UTC; 20:30 GMT after it.
    expect(quote({ now: new Date('2026-06-10T18:30:00Z') }).options.EXPRESS.despatchDate).toBe('2026-06-10');
    expect(quote({ now: new Date('2026-12-10T20:30:00Z') }).options.EXPRESS.despatchDate).toBe('2026-12-11');
  });
});

describe('bank holidays by division', () => {
  it('the English summer bank holiday stops English deliveries but not Scottish ones', () => {
    // Friday 28 August 2026 after the cut-off: despatched Saturday 29th; Monday 31st is a holiday in England only.
    const now = at('2026-08-28', 21);
    expect(quote({ now }).options.EXPRESS.deliveryDate).toBe('2026-09-01');
    expect(quote({ now, destination: destinationOf('EH1 1YZ') }).options.EXPRESS.deliveryDate).toBe('2026-08-31');
  });

  it('the Scottish summer bank holiday stops Scottish deliveries but not English ones', () => {
    // Friday 31 July 2026 after the cut-off: Monday 3 August is a holiday in Scotland only.
    const now = at('2026-07-31', 21);
    expect(quote({ now }).options.EXPRESS.deliveryDate).toBe('2026-08-03');
    expect(quote({ now, destination: destinationOf('G1 1AA') }).options.NOM.available).toBe(true);
    const scottish = quote({ now, destination: destinationOf('G1 1AA') });
    expect(scottish.options.EXPRESS.deliveryDate).toBe('2026-08-04');
    expect(scottish.nominatedDays.map((day) => day.date)).not.toContain('2026-08-03');
  });

  it('Northern Ireland keeps its own holidays and has no Sunday nominated days', () => {
    const now = at('2026-07-10', 10);
    const ni = quote({ now, destination: destinationOf('BT1 1AA') });
    expect(ni.options.EXPRESS.available).toBe(false);
    const dates = ni.nominatedDays.map((day) => day.date);
    expect(dates).not.toContain('2026-07-13');
    expect(dates).not.toContain('2026-07-12');
    expect(quote({ now }).nominatedDays.map((day) => day.date)).toContain('2026-07-13');
  });

  it('no despatch on an English bank holiday, wherever the parcel goes', () => {
    // Christmas 2026: Friday 25th and Monday 28th (Boxing Day substitute) are holidays for the warehouse.
    const { options } = quote({ now: at('2026-12-24', 21), destination: destinationOf('EH1 1YZ') });
    expect(options.EXPRESS.despatchDate).toBe('2026-12-26');
    expect(options.EXPRESS.deliveryDate).toBe('2026-12-29');
  });
});

describe('nominated day', () => {
  it('offers days up to ten days ahead with an all-day and two timed windows, the lowest price first', () => {
    const { options, nominatedDays } = quote({ now: at('2026-11-25', 10) });
    expect(options.NOM.available).toBe(true);
    expect(nominatedDays[0]?.date).toBe('2026-11-26');
    expect(nominatedDays.at(-1)?.date).toBe('2026-12-05');
    expect(nominatedDays).toHaveLength(NOMINATED_DAYS_AHEAD);
    expect(nominatedDays.map((day) => day.date)).toContain('2026-11-29');
    expect(nominatedDays[0]?.slots).toEqual([
      { timeFrame: 'ALL_DAY', label: '7am to 9pm', charge: 699 },
      { timeFrame: 'MORNING', label: '7am to 12pm', charge: 899 },
      { timeFrame: 'EVENING', label: '5pm to 9pm', charge: 899 },
    ]);
    expect(options.NOM.charge).toBe(699);
  });

  it('is not offered to the excluded postcode areas', () => {
    for (const postcode of [
      'AB31 4AA',
      'PH15 2AB',
      'KA27 8AA',
      'PA20 0AA',
      'TR21 0AA',
      'HS1 2AA',
      'ZE1 0AA',
      'IV1 1AA',
    ]) {
      const { options, nominatedDays } = quote({ destination: destinationOf(postcode) });
      expect(options.NOM.available, postcode).toBe(false);
      expect(options.NOM.unavailableReason, postcode).toMatch(/^Nominated delivery isn’t available to /);
      expect(nominatedDays, postcode).toEqual([]);
    }
    expect(quote({ destination: destinationOf('AB10 1AA') }).options.NOM.available).toBe(true);
    expect(quote({ destination: destinationOf('PH1 1AA') }).options.NOM.available).toBe(true);
  });
});

describe('charges', () => {
  it('standard delivery is free from the brand threshold, and the rest to spend is shown', () => {
    const below = quote({ orderValue: 4000 });
    expect(below.options.STANDARD).toMatchObject({ charge: 499, payable: 499 });
    expect(below.freeStandardRemaining).toBe(1000);
    const above = quote({ orderValue: 5000 });
    expect(above.options.STANDARD).toMatchObject({ charge: 0, payable: 0 });
    expect(above.freeStandardRemaining).toBe(0);
    // Jadeworth never waives standard delivery; Palmer always does.
    expect(quote({ rules: deliveryRulesFor('jdw'), orderValue: 100_000 }).options.STANDARD.charge).toBe(399);
    expect(quote({ rules: deliveryRulesFor('pma'), orderValue: 100 }).options.STANDARD.charge).toBe(0);
  });

  it('a delivery subscriber pays nothing for standard, next day and collection, but still for a nominated day', () => {
    const { options } = quote({ plan: 'NEXT_DAY', orderValue: 1000 });
    expect(options.STANDARD.charge).toBe(0);
    expect(options.EXPRESS.charge).toBe(0);
    expect(options.HPS.charge).toBe(0);
    expect(options.EXPRESS_COLLECT.charge).toBe(0);
    expect(options.NOM.charge).toBe(699);
    const standardOnly = quote({ plan: 'STANDARD', orderValue: 1000 });
    expect(standardOnly.options.STANDARD.charge).toBe(0);
    expect(standardOnly.options.EXPRESS.charge).toBe(699);
  });

  it('a delivery promotion takes off only a charge that exists (FREESHIP on free delivery saves nothing)', () => {
    const freeship = { code: 'FREESHIP', discountValue: 399 };
    const free = quote({ orderValue: 6000, deliveryPromotion: freeship });
    expect(free.options.STANDARD).toMatchObject({ charge: 0, discount: 0, payable: 0 });
    const charged = quote({ orderValue: 3000, deliveryPromotion: freeship });
    expect(charged.options.STANDARD).toMatchObject({ charge: 499, discount: 399, payable: 100 });
    expect(charged.options.EXPRESS).toMatchObject({ charge: 699, discount: 399, payable: 300 });
  });

  it('parcel shops are free from £20', () => {
    expect(quote({ orderValue: 1999 }).options.HPS.charge).toBe(299);
    expect(quote({ orderValue: 2000 }).options.HPS.charge).toBe(0);
  });
});

describe('where a speed is offered', () => {
  it('offshore and forces addresses get standard delivery only, later', () => {
    for (const postcode of ['JE2 3AB', 'GY1 1AA', 'IM1 1AA', 'BFPO 1234']) {
      const { options } = quote({ destination: destinationOf(postcode) });
      expect(options.STANDARD.available, postcode).toBe(true);
      for (const speed of ['EXPRESS', 'NOM', 'HPS', 'EXPRESS_COLLECT'] as const) {
        expect(options[speed].available, `${postcode} ${speed}`).toBe(false);
      }
    }
    const mainland = quote().options.STANDARD.deliveryDate ?? '';
    expect((quote({ destination: destinationOf('JE2 3AB') }).options.STANDARD.deliveryDate ?? '') > mainland).toBe(
      true,
    );
  });

  it('the Highlands and Islands have standard and parcel shops but no next day', () => {
    const { options } = quote({ destination: destinationOf('HS1 2AA') });
    expect(options.EXPRESS.available).toBe(false);
    expect(options.EXPRESS.unavailableReason).toBe('Next Day delivery isn’t available to the Highlands and Islands.');
    expect(options.HPS.available).toBe(true);
  });

  it('standard delivery arrives within five working days, parcel shops within three', () => {
    const { options } = quote({ now: at('2026-11-25', 10) });
    expect(options.STANDARD.deliveryDate).toBe('2026-12-02');
    expect(options.HPS.deliveryDate).toBe('2026-11-30');
  });

  it('a bag with nothing to send (only the delivery subscription) costs nothing to deliver', () => {
    const { options } = quote({ physicalItems: 0, orderValue: 995 });
    expect(options.STANDARD).toMatchObject({ available: true, charge: 0 });
    expect(options.EXPRESS.available).toBe(false);
  });
});

describe('destinations', () => {
  it('normalises and classifies UK postcodes', () => {
    expect(destinationOf(' ls62ab ')).toMatchObject({
      postcode: 'LS6 2AB',
      division: 'england-and-wales',
      territory: 'mainland',
    });
    expect(destinationOf('eh11yz')).toMatchObject({ division: 'scotland', territory: 'mainland' });
    expect(destinationOf('TD15 1AA')).toMatchObject({ division: 'england-and-wales' });
    expect(destinationOf('TD1 1AA')).toMatchObject({ division: 'scotland' });
    expect(destinationOf('bfpo 57')).toMatchObject({ postcode: 'BFPO 57', territory: 'bfpo' });
    expect(destinationOf('ZZ1 1ZZ')).toBeNull();
    expect(destinationOf('not a postcode')).toBeNull();
  });
});
