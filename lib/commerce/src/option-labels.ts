// What a product's options are called, by product kind: clothing and shoes come in sizes, sofas in seats, beds and
// bedding in bed sizes, rugs and cushions in dimensions, televisions in screen sizes. The product page's picker, its
// stock line and the bag's lines use these words, so a sofa is never sold by "Size".

export interface OptionLabel {
  /** The picker's legend ("Size", "Seats"). */
  legend: string;
  /** What the picker asks for when nothing is chosen. */
  required: string;
  /** One option as a line shows it ("Size 18", "3 Seater", "Double", "160 x 230 cm"). */
  describe(value: string): string;
  /** Several options in a sentence ("sizes 18, 20", "2 Seater, 4 Seater"). */
  list(values: readonly string[]): string;
}

const SIZE: OptionLabel = {
  legend: 'Size',
  required: 'Please select a size.',
  describe: (value) => `Size ${value}`,
  list: (values) => `${values.length === 1 ? 'size' : 'sizes'} ${values.join(', ')}`,
};

/** Labels whose option values already say what they are ("3 Seater", "King", "55""). */
function named(legend: string, required: string): OptionLabel {
  return { legend, required, describe: (value) => value, list: (values) => values.join(', ') };
}

const BY_TYPE: Readonly<Record<string, OptionLabel>> = {
  sofa: named('Seats', 'Please select the number of seats.'),
  bed: named('Bed size', 'Please select a bed size.'),
  bedding: named('Bed size', 'Please select a bed size.'),
  rug: named('Dimensions', 'Please select the dimensions.'),
  cushion: named('Dimensions', 'Please select the dimensions.'),
  towels: named('Towel size', 'Please select a towel size.'),
  tv: { ...named('Screen size', 'Please select a screen size.'), describe: (value) => `${value} screen` },
};

/** The words for a product type's options (kebab case, as stored); sizes for anything not listed. */
export function optionLabelFor(productType: string | null | undefined): OptionLabel {
  return (productType && Object.hasOwn(BY_TYPE, productType) ? BY_TYPE[productType] : undefined) ?? SIZE;
}
