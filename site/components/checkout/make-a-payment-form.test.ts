import { describe, expect, it } from 'vitest';
import { parsePounds } from './make-a-payment-form.tsx';

describe('the fixed amount as typed', () => {
  it('reads pounds with or without the sign, commas and pence, rounded to 2 decimals (spec §5)', () => {
    expect(parsePounds('12')).toBe(1_200);
    expect(parsePounds('12.5')).toBe(1_250);
    expect(parsePounds('£1,200.00')).toBe(120_000);
    expect(parsePounds(' 0.50 ')).toBe(50);
    expect(parsePounds('.99')).toBe(99);
    expect(parsePounds('12.345')).toBe(1_235);
  });

  it('is not an amount when empty, negative or not a number', () => {
    for (const text of ['', '   ', '-5', 'ten', '1e3', '12.3.4', '£']) expect(parsePounds(text)).toBeNull();
  });
});
