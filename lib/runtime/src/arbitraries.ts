// For property tests: strings of any code point, as fast-check's `fc.string({ unit: 'binary' })` draws them. fast-check
// builds that unit as a table of all 1.1 million code points the first time a process asks for it, 2 s of CPU here (4 s
// in a loaded test worker); this draws the same code points from one integer.
import fc from 'fast-check';

const SURROGATES = 0xe000 - 0xd800;

/** One code point from U+0000 to U+10FFFF but the surrogate halves, as fast-check's 'binary' unit. */
export const anyCodePoint: fc.Arbitrary<string> = fc
  .integer({ min: 0, max: 0x10ffff - SURROGATES })
  .map((n) => String.fromCodePoint(n < 0xd800 ? n : n + SURROGATES));

/** `fc.string({ unit: 'binary', ...constraints })`, without the table. */
export function binaryString(constraints: Omit<fc.StringConstraints, 'unit'> = {}): fc.Arbitrary<string> {
  return fc.string({ ...constraints, unit: anyCodePoint });
}
