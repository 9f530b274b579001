import { describe, expect, it } from 'vitest';
import { formatPence, formatWholePounds } from './format.ts';

describe('formatPence', () => {
  it('formats integer pence as pounds sterling', () => {
    expect(formatPence(1999)).toBe('£19.99');
    expect(formatPence(0)).toBe('£0.00');
    expect(formatPence(5)).toBe('£0.05');
    expect(formatPence(123456789)).toBe('£1,234,567.89');
    expect(formatPence(-500)).toBe('-£5.00');
  });

  it('refuses fractional or non-finite pence, which would mean a bug upstream', () => {
    for (const bad of [19.99, Number.NaN, Number.POSITIVE_INFINITY]) expect(() => formatPence(bad)).toThrow(RangeError);
  });
});

describe('formatWholePounds', () => {
  it('leaves out the pence of whole pounds, and formats the rest as formatPence', () => {
    expect(formatWholePounds(5000)).toBe('£50');
    expect(formatWholePounds(100000)).toBe('£1,000');
    expect(formatWholePounds(4999)).toBe('£49.99');
    expect(formatWholePounds(5)).toBe('£0.05');
  });
});
