import { describe, expect, it } from 'vitest';
import { optionLabelFor } from './option-labels.ts';
import { generateCatalogue } from './seed/generate.ts';

describe('option labels', () => {
  it('calls a sofa’s options seats, a bed’s bed sizes and clothing’s sizes', () => {
    expect(optionLabelFor('sofa').legend).toBe('Seats');
    expect(optionLabelFor('sofa').describe('3 Seater')).toBe('3 Seater');
    expect(optionLabelFor('sofa').list(['2 Seater', '4 Seater'])).toBe('2 Seater, 4 Seater');
    expect(optionLabelFor('bed').legend).toBe('Bed size');
    expect(optionLabelFor('rug').describe('160 x 230 cm')).toBe('160 x 230 cm');
    expect(optionLabelFor('dress').legend).toBe('Size');
    expect(optionLabelFor('dress').describe('18')).toBe('Size 18');
    expect(optionLabelFor('dress').list(['24'])).toBe('size 24');
    for (const odd of [undefined, null, '', 'constructor', '__proto__'])
      expect(optionLabelFor(odd).legend).toBe('Size');
  });

  it('never labels a seeded furniture or home product’s options "Size" when they are not sizes', () => {
    const notSizes = /Seater|Single|Double|King| cm$/;
    for (const brand of generateCatalogue()) {
      for (const product of brand.products) {
        if (product.options.some((option) => notSizes.test(option.size))) {
          expect(optionLabelFor(product.productType).legend, `${product.name} (${product.productType})`).not.toBe(
            'Size',
          );
        }
      }
    }
  });
});
