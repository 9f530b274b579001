// The nine brands' seed catalogues: categories, what they sell, size runs, price ranges and own labels.
import type { KindGroup, KindId } from './kinds.ts';
import type { SizeSetId } from './sizes.ts';

export interface CategoryItem {
  kind: KindId;
  sizes: SizeSetId;
  weight?: number;
  /** Multiplies the category price range for this item (e.g. socks cheaper than coats). */
  priceFactor?: number;
  /** Overrides the category price range (whole pounds). */
  price?: readonly [number, number];
}

export interface SeedCategory {
  slug: string;
  name: string;
  description: string;
  count: number;
  /** Price range in whole pounds. */
  price: readonly [number, number];
  items: readonly CategoryItem[];
}

export interface SeedBrand {
  code: string;
  name: string;
  /** Two-letter product number prefix, unique across the shop. */
  prefix: string;
  /** Labels products are sold under, with weights (the brand's own label first). */
  labels: readonly (readonly [string, number])[];
  saleRate: number;
  /** Closing line of every description, written for the brand's audience. */
  audienceLine: (sizes: readonly string[], group: KindGroup) => string;
  categories: readonly SeedCategory[];
}

const sizeSpan = (sizes: readonly string[]) =>
  sizes.length > 1 ? `${sizes[0]} to ${sizes[sizes.length - 1]}` : sizes[0];

export const SEED_BRANDS: readonly SeedBrand[] = [
  {
    code: 'dal',
    name: 'Dalby',
    prefix: 'DA',
    labels: [
      ['Dalby', 6],
      ['Dalby Collection', 2],
      ['Marlow & Reed', 1],
      ['Curve Studio', 1],
    ],
    saleRate: 0.25,
    audienceLine: (sizes, group) =>
      group === 'footwear'
        ? 'Made in EEE wide fittings for extra room and all-day comfort.'
        : `Designed for curves and cut to fit sizes ${sizeSpan(sizes)}.`,
    categories: [
      {
        slug: 'dresses',
        name: 'Dresses',
        description: 'Wrap, midi and maxi dresses cut for curves, from everyday jersey to occasion styles.',
        count: 44,
        price: [25, 65],
        items: [{ kind: 'dress', sizes: 'plus' }],
      },
      {
        slug: 'tops-and-t-shirts',
        name: 'Tops & T-Shirts',
        description: 'Tunics, tees and blouses in sizes 18 to 32.',
        count: 28,
        price: [15, 38],
        items: [
          { kind: 'top', sizes: 'plus', weight: 3 },
          { kind: 'blouse', sizes: 'plus', weight: 2 },
        ],
      },
      {
        slug: 'knitwear',
        name: 'Knitwear',
        description: 'Soft jumpers and cardigans to layer all year.',
        count: 18,
        price: [25, 48],
        items: [
          { kind: 'knit', sizes: 'plus' },
          { kind: 'cardigan', sizes: 'plus' },
        ],
      },
      {
        slug: 'coats-and-jackets',
        name: 'Coats & Jackets',
        description: 'Wrap coats, trenches and lightweight jackets with room to move.',
        count: 16,
        price: [49, 120],
        items: [
          { kind: 'coat', sizes: 'plus', weight: 2 },
          { kind: 'jacket', sizes: 'plus' },
        ],
      },
      {
        slug: 'trousers-and-leggings',
        name: 'Trousers & Leggings',
        description: 'Wide leg, straight and pull-on styles with comfortable waists.',
        count: 18,
        price: [18, 42],
        items: [
          { kind: 'trousers', sizes: 'plus', weight: 3 },
          { kind: 'leggings', sizes: 'plus', weight: 1, priceFactor: 0.6 },
        ],
      },
      {
        slug: 'jeans',
        name: 'Jeans',
        description: 'Stretch denim in straight, bootcut and wide leg fits.',
        count: 12,
        price: [28, 45],
        items: [{ kind: 'jeans', sizes: 'plus' }],
      },
      {
        slug: 'skirts',
        name: 'Skirts',
        description: 'Midi and maxi skirts with easy elasticated waists.',
        count: 10,
        price: [20, 40],
        items: [{ kind: 'skirt', sizes: 'plus' }],
      },
      {
        slug: 'nightwear',
        name: 'Nightwear & Loungewear',
        description: 'Pyjamas, robes and lounge sets for cosy nights in.',
        count: 12,
        price: [18, 40],
        items: [
          { kind: 'nightwear', sizes: 'plus', weight: 2 },
          { kind: 'robe', sizes: 'plus' },
        ],
      },
      {
        slug: 'lingerie',
        name: 'Lingerie',
        description: 'Supportive bras in bands 38 to 48 and comfortable knickers.',
        count: 12,
        price: [12, 32],
        items: [
          { kind: 'bra', sizes: 'plusBra', weight: 2 },
          { kind: 'briefs', sizes: 'plus', priceFactor: 0.6 },
        ],
      },
      {
        slug: 'swimwear',
        name: 'Swimwear',
        description: 'Tummy-control swimsuits and swimdresses.',
        count: 10,
        price: [28, 52],
        items: [{ kind: 'swimsuit', sizes: 'plus' }],
      },
      {
        slug: 'wide-fit-shoes',
        name: 'Wide Fit Shoes & Boots',
        description: 'EEE-fit shoes and wide-calf boots made for comfort.',
        count: 14,
        price: [30, 85],
        items: [
          { kind: 'flatShoe', sizes: 'wideShoe' },
          { kind: 'courtShoe', sizes: 'wideShoe' },
          { kind: 'boot', sizes: 'wideShoe', priceFactor: 1.3 },
        ],
      },
    ],
  },
  {
    code: 'cgn',
    name: 'Cogan',
    prefix: 'CG',
    labels: [
      ['Cogan', 6],
      ['Cogan Big & Tall', 3],
      ['North Ridge', 1],
      ['Harbour Lane', 1],
    ],
    saleRate: 0.25,
    audienceLine: (sizes, group) =>
      group === 'footwear'
        ? `Made for bigger feet in sizes ${sizeSpan(sizes)}, with a roomy fit.`
        : `Cut for big and tall men in sizes ${sizeSpan(sizes)}, with extra room through the body and longer lengths.`,
    categories: [
      {
        slug: 't-shirts-and-polos',
        name: 'T-Shirts & Polo Shirts',
        description: 'Everyday tees and polo shirts in XL to 5XL, regular and tall fits.',
        count: 40,
        price: [14, 35],
        items: [
          { kind: 'tshirt', sizes: 'bigTall', weight: 3 },
          { kind: 'polo', sizes: 'bigTall', weight: 2 },
        ],
      },
      {
        slug: 'shirts',
        name: 'Shirts',
        description: 'Formal and casual shirts with collar sizes up to 22".',
        count: 26,
        price: [25, 55],
        items: [
          { kind: 'shirt', sizes: 'bigTallCollar', weight: 2 },
          { kind: 'shirt', sizes: 'bigTall', weight: 2 },
        ],
      },
      {
        slug: 'jeans',
        name: 'Jeans',
        description: 'Stretch and classic denim in waists 40 to 56.',
        count: 18,
        price: [32, 60],
        items: [{ kind: 'jeans', sizes: 'bigTallWaist' }],
      },
      {
        slug: 'trousers-and-chinos',
        name: 'Trousers & Chinos',
        description: 'Chinos, cargos and smart trousers with longer leg lengths.',
        count: 18,
        price: [28, 55],
        items: [{ kind: 'trousers', sizes: 'bigTallWaist' }],
      },
      {
        slug: 'knitwear-and-hoodies',
        name: 'Knitwear & Hoodies',
        description: 'Jumpers, cardigans and hoodies up to 5XL.',
        count: 22,
        price: [28, 60],
        items: [
          { kind: 'knit', sizes: 'bigTall', weight: 2 },
          { kind: 'hoodie', sizes: 'bigTall', weight: 2 },
        ],
      },
      {
        slug: 'coats-and-jackets',
        name: 'Coats & Jackets',
        description: 'Overcoats, parkas and jackets in chest sizes 46" to 60".',
        count: 16,
        price: [60, 150],
        items: [
          { kind: 'jacket', sizes: 'bigTallChest', weight: 2 },
          { kind: 'coat', sizes: 'bigTallChest' },
        ],
      },
      {
        slug: 'suits-and-blazers',
        name: 'Suits & Blazers',
        description: 'Tailoring in chest sizes 46" to 60".',
        count: 12,
        price: [80, 180],
        items: [
          { kind: 'suit', sizes: 'bigTallChest', weight: 2 },
          { kind: 'blazer', sizes: 'bigTallChest' },
        ],
      },
      {
        slug: 'shorts',
        name: 'Shorts',
        description: 'Cargo, chino and jersey shorts with elasticated waists.',
        count: 10,
        price: [20, 38],
        items: [{ kind: 'shorts', sizes: 'bigTall' }],
      },
      {
        slug: 'footwear',
        name: 'Footwear',
        description: 'Shoes, boots and trainers in sizes 11 to 15, many in wide fits.',
        count: 14,
        price: [40, 95],
        items: [
          { kind: 'trainer', sizes: 'bigTallShoe' },
          { kind: 'brogue', sizes: 'bigTallShoe' },
          { kind: 'boot', sizes: 'bigTallShoe' },
        ],
      },
      {
        slug: 'underwear-and-socks',
        name: 'Underwear & Socks',
        description: 'Boxers, trunks and socks for bigger feet.',
        count: 10,
        price: [10, 24],
        items: [
          { kind: 'boxers', sizes: 'bigTall' },
          { kind: 'socks', sizes: 'bigSocks' },
        ],
      },
    ],
  },
  {
    code: 'jdw',
    name: 'Jadeworth',
    prefix: 'JD',
    labels: [
      ['Jadeworth', 5],
      ['Jadeworth Home', 2],
      ['Hartwell', 1],
      ['Brightside', 1],
      ['Kestrel', 1],
    ],
    saleRate: 0.25,
    audienceLine: () => 'Spread the cost with a Jadeworth Pay account.',
    categories: [
      {
        slug: 'womens-fashion',
        name: "Women's Fashion",
        description: 'Dresses, tops, knitwear and coats for every day.',
        count: 38,
        price: [18, 75],
        items: [
          { kind: 'dress', sizes: 'womens', weight: 3 },
          { kind: 'top', sizes: 'womens', weight: 2, priceFactor: 0.6 },
          { kind: 'knit', sizes: 'womens', weight: 2 },
          { kind: 'coat', sizes: 'womens', weight: 1, priceFactor: 1.5 },
        ],
      },
      {
        slug: 'mens-fashion',
        name: "Men's Fashion",
        description: 'Shirts, tees, jeans and jackets.',
        count: 24,
        price: [18, 70],
        items: [
          { kind: 'shirt', sizes: 'mens' },
          { kind: 'tshirt', sizes: 'mens', priceFactor: 0.6 },
          { kind: 'jeans', sizes: 'mensWaist' },
          { kind: 'jacket', sizes: 'mens', priceFactor: 1.4 },
        ],
      },
      {
        slug: 'footwear',
        name: 'Footwear',
        description: "Women's and men's shoes, boots and trainers.",
        count: 14,
        price: [30, 85],
        items: [
          { kind: 'courtShoe', sizes: 'womensShoe' },
          { kind: 'boot', sizes: 'womensShoe' },
          { kind: 'trainer', sizes: 'mensShoe' },
        ],
      },
      {
        slug: 'furniture',
        name: 'Furniture',
        description: 'Sofas, chairs, tables and beds, delivered to your room of choice.',
        count: 18,
        price: [149, 899],
        items: [
          { kind: 'sofa', sizes: 'sofaSeats', weight: 2, price: [399, 1199] },
          { kind: 'armchair', sizes: 'oneSize', price: [149, 499] },
          { kind: 'table', sizes: 'oneSize', price: [99, 599] },
          { kind: 'bed', sizes: 'bedFrame', price: [199, 799] },
        ],
      },
      {
        slug: 'home-and-garden',
        name: 'Home & Garden',
        description: 'Lighting, rugs, cushions and finishing touches.',
        count: 22,
        price: [12, 120],
        items: [
          { kind: 'lamp', sizes: 'oneSize' },
          { kind: 'rug', sizes: 'rug', priceFactor: 0.8 },
          { kind: 'cushion', sizes: 'cushion', priceFactor: 0.25 },
          { kind: 'mirror', sizes: 'oneSize' },
          { kind: 'vase', sizes: 'oneSize', priceFactor: 0.4 },
          { kind: 'plant', sizes: 'oneSize', priceFactor: 0.5 },
        ],
      },
      {
        slug: 'bedding',
        name: 'Bedding & Towels',
        description: 'Duvet covers, sheets, duvets and towels.',
        count: 14,
        price: [15, 60],
        items: [
          { kind: 'bedding', sizes: 'bedding', weight: 2 },
          { kind: 'towels', sizes: 'towels', priceFactor: 0.5 },
        ],
      },
      {
        slug: 'kitchen-appliances',
        name: 'Kitchen Appliances',
        description: 'Kettles, toasters, air fryers and cookware.',
        count: 16,
        price: [25, 140],
        items: [
          { kind: 'kettle', sizes: 'oneSize' },
          { kind: 'toaster', sizes: 'oneSize' },
          { kind: 'cookware', sizes: 'oneSize' },
        ],
      },
      {
        slug: 'tv-and-audio',
        name: 'TV & Audio',
        description: 'Smart TVs, headphones and speakers.',
        count: 14,
        price: [30, 700],
        items: [
          { kind: 'tv', sizes: 'tvScreen', price: [249, 899] },
          { kind: 'headphones', sizes: 'oneSize', price: [29, 199] },
          { kind: 'speaker', sizes: 'oneSize', price: [25, 149] },
        ],
      },
      {
        slug: 'gifts',
        name: 'Gifts',
        description: 'Gift sets, candles, watches and treats for everyone.',
        count: 18,
        price: [12, 90],
        items: [
          { kind: 'giftBox', sizes: 'oneSize', weight: 2 },
          { kind: 'candle', sizes: 'oneSize', priceFactor: 0.4 },
          { kind: 'watch', sizes: 'oneSize', priceFactor: 1.2 },
          { kind: 'mugs', sizes: 'oneSize', priceFactor: 0.5 },
        ],
      },
    ],
  },
  {
    code: 'awl',
    name: 'Ashwell',
    prefix: 'AW',
    labels: [
      ['Ashwell', 6],
      ['Ashwell Classics', 2],
      ['Fernleigh', 1],
      ['Rowan & Hale', 1],
    ],
    saleRate: 0.22,
    audienceLine: (sizes, group) =>
      group === 'footwear'
        ? 'Designed with a cushioned insole and a comfortable fit.'
        : group === 'accessory'
          ? 'A classic finishing touch for any outfit.'
          : `A classic, comfortable fit with a little extra room, in sizes ${sizeSpan(sizes)}.`,
    categories: [
      {
        slug: 'dresses',
        name: 'Dresses',
        description: 'Timeless dresses with sleeves, pockets and flattering lengths.',
        count: 40,
        price: [35, 85],
        items: [{ kind: 'dress', sizes: 'womensClassic' }],
      },
      {
        slug: 'blouses-and-shirts',
        name: 'Blouses & Shirts',
        description: 'Printed blouses and crisp shirts.',
        count: 22,
        price: [25, 49],
        items: [{ kind: 'blouse', sizes: 'womensClassic' }],
      },
      {
        slug: 'knitwear',
        name: 'Knitwear',
        description: 'Fine-knit jumpers and cardigans in soft yarns.',
        count: 24,
        price: [30, 70],
        items: [
          { kind: 'knit', sizes: 'womensClassic' },
          { kind: 'cardigan', sizes: 'womensClassic' },
        ],
      },
      {
        slug: 'coats-and-jackets',
        name: 'Coats & Jackets',
        description: 'Tailored wool coats, quilted jackets and macs.',
        count: 18,
        price: [69, 160],
        items: [
          { kind: 'coat', sizes: 'womensClassic', weight: 2 },
          { kind: 'jacket', sizes: 'womensClassic' },
        ],
      },
      {
        slug: 'trousers',
        name: 'Trousers',
        description: 'Pull-on and tailored trousers in regular and short lengths.',
        count: 20,
        price: [28, 55],
        items: [{ kind: 'trousers', sizes: 'womensClassic' }],
      },
      {
        slug: 'skirts',
        name: 'Skirts',
        description: 'A-line, pleated and midi skirts.',
        count: 14,
        price: [28, 55],
        items: [{ kind: 'skirt', sizes: 'womensClassic' }],
      },
      {
        slug: 'footwear',
        name: 'Footwear',
        description: 'Comfortable shoes and boots, many in wide fits.',
        count: 16,
        price: [39, 95],
        items: [
          { kind: 'flatShoe', sizes: 'womensShoe' },
          { kind: 'courtShoe', sizes: 'womensShoe' },
          { kind: 'boot', sizes: 'womensShoe', priceFactor: 1.2 },
        ],
      },
      {
        slug: 'accessories',
        name: 'Accessories',
        description: 'Bags, scarves and hats to finish an outfit.',
        count: 14,
        price: [15, 60],
        items: [
          { kind: 'handbag', sizes: 'oneSize' },
          { kind: 'scarf', sizes: 'oneSize', priceFactor: 0.5 },
          { kind: 'hat', sizes: 'oneSize', priceFactor: 0.6 },
        ],
      },
      {
        slug: 'nightwear',
        name: 'Nightwear',
        description: 'Pyjamas and dressing gowns in cotton and satin.',
        count: 12,
        price: [25, 55],
        items: [
          { kind: 'nightwear', sizes: 'womensClassic', weight: 2 },
          { kind: 'robe', sizes: 'womensClassic' },
        ],
      },
    ],
  },
  {
    code: 'fw',
    name: 'Fairway',
    prefix: 'FW',
    labels: [
      ['Fairway', 7],
      ['Fairway Kids', 2],
      ['Fairway Essentials', 2],
    ],
    saleRate: 0.3,
    audienceLine: () => 'Great value for all the family.',
    categories: [
      {
        slug: 'womens',
        name: 'Women',
        description: 'Dresses, tops, jeans and knitwear at low prices.',
        count: 40,
        price: [8, 30],
        items: [
          { kind: 'dress', sizes: 'womens', weight: 2 },
          { kind: 'top', sizes: 'womens', weight: 2, priceFactor: 0.6 },
          { kind: 'jeans', sizes: 'womens' },
          { kind: 'knit', sizes: 'womens' },
        ],
      },
      {
        slug: 'mens',
        name: 'Men',
        description: 'T-shirts, shirts, jeans and hoodies.',
        count: 28,
        price: [8, 30],
        items: [
          { kind: 'tshirt', sizes: 'mens3xl', weight: 2, priceFactor: 0.5 },
          { kind: 'shirt', sizes: 'mens3xl' },
          { kind: 'jeans', sizes: 'mensWaist' },
          { kind: 'hoodie', sizes: 'mens3xl' },
        ],
      },
      {
        slug: 'girls',
        name: 'Girls',
        description: 'Dresses, tops and leggings for ages 3 to 14.',
        count: 18,
        price: [5, 18],
        items: [
          { kind: 'dress', sizes: 'kids' },
          { kind: 'top', sizes: 'kids' },
          { kind: 'leggings', sizes: 'kids' },
        ],
      },
      {
        slug: 'boys',
        name: 'Boys',
        description: 'T-shirts, hoodies, shorts and jeans for ages 3 to 14.',
        count: 18,
        price: [5, 18],
        items: [
          { kind: 'tshirt', sizes: 'kids' },
          { kind: 'hoodie', sizes: 'kids' },
          { kind: 'shorts', sizes: 'kids' },
          { kind: 'jeans', sizes: 'kids' },
        ],
      },
      {
        slug: 'baby',
        name: 'Baby',
        description: 'Sleepsuits, bodysuits and rompers from newborn.',
        count: 12,
        price: [5, 15],
        items: [{ kind: 'babygrow', sizes: 'baby' }],
      },
      {
        slug: 'school-uniform',
        name: 'School Uniform',
        description: 'Hard-wearing polos, sweatshirts, trousers and skirts.',
        count: 24,
        price: [4, 14],
        items: [
          { kind: 'polo', sizes: 'school', weight: 2 },
          { kind: 'sweatshirt', sizes: 'school', weight: 2 },
          { kind: 'trousers', sizes: 'school' },
          { kind: 'skirt', sizes: 'school' },
          { kind: 'shirt', sizes: 'school' },
        ],
      },
      {
        slug: 'shoes',
        name: 'Shoes & Trainers',
        description: 'Trainers, school shoes and boots for all the family.',
        count: 16,
        price: [12, 35],
        items: [
          { kind: 'trainer', sizes: 'kidsShoe' },
          { kind: 'flatShoe', sizes: 'kidsShoe' },
          { kind: 'trainer', sizes: 'mensShoe' },
          { kind: 'boot', sizes: 'womensShoe' },
        ],
      },
      {
        slug: 'nightwear',
        name: 'Nightwear',
        description: 'Pyjamas and dressing gowns for everyone.',
        count: 12,
        price: [7, 20],
        items: [
          { kind: 'nightwear', sizes: 'kids', weight: 2 },
          { kind: 'nightwear', sizes: 'womens' },
          { kind: 'robe', sizes: 'mens' },
        ],
      },
      {
        slug: 'socks-and-underwear',
        name: 'Socks & Underwear',
        description: 'Multipacks of socks, briefs and boxers.',
        count: 10,
        price: [4, 12],
        items: [
          { kind: 'socks', sizes: 'socks' },
          { kind: 'briefs', sizes: 'womens' },
          { kind: 'boxers', sizes: 'mens' },
        ],
      },
    ],
  },
  {
    code: 'ihm',
    name: 'Inhome',
    prefix: 'IH',
    labels: [
      ['Inhome', 6],
      ['Inhome Living', 2],
      ['Hartwell', 1],
      ['Oak & Ember', 1],
    ],
    saleRate: 0.25,
    audienceLine: () => 'Free returns within 28 days.',
    categories: [
      {
        slug: 'sofas',
        name: 'Sofas',
        description: 'Velvet, boucle and fabric sofas, corner sofas and sofa beds.',
        count: 40,
        price: [399, 1499],
        items: [{ kind: 'sofa', sizes: 'sofaSeats' }],
      },
      {
        slug: 'armchairs',
        name: 'Armchairs',
        description: 'Accent chairs, wingbacks and cuddle chairs.',
        count: 16,
        price: [199, 699],
        items: [{ kind: 'armchair', sizes: 'oneSize' }],
      },
      {
        slug: 'dining',
        name: 'Dining',
        description: 'Dining tables, chairs and benches.',
        count: 18,
        price: [99, 899],
        items: [
          { kind: 'table', sizes: 'oneSize', weight: 2 },
          { kind: 'chair', sizes: 'oneSize', priceFactor: 0.4 },
        ],
      },
      {
        slug: 'beds',
        name: 'Beds',
        description: 'Upholstered, ottoman and wooden bed frames.',
        count: 18,
        price: [249, 999],
        items: [{ kind: 'bed', sizes: 'bedFrame' }],
      },
      {
        slug: 'lighting',
        name: 'Lighting',
        description: 'Table lamps, floor lamps and ceiling lights.',
        count: 22,
        price: [25, 180],
        items: [
          { kind: 'lamp', sizes: 'oneSize', weight: 2 },
          { kind: 'floorLamp', sizes: 'oneSize' },
        ],
      },
      {
        slug: 'rugs',
        name: 'Rugs',
        description: 'Washable, wool and jute rugs in sizes for every room.',
        count: 16,
        price: [39, 129],
        items: [{ kind: 'rug', sizes: 'rug' }],
      },
      {
        slug: 'cushions-and-throws',
        name: 'Cushions & Throws',
        description: 'Cushions and throws to change the look of a room.',
        count: 16,
        price: [12, 60],
        items: [
          { kind: 'cushion', sizes: 'cushion', weight: 2 },
          { kind: 'throw', sizes: 'oneSize' },
        ],
      },
      {
        slug: 'bedding',
        name: 'Bedding',
        description: 'Duvet covers, sheets, duvets and pillows.',
        count: 14,
        price: [20, 90],
        items: [{ kind: 'bedding', sizes: 'bedding' }],
      },
      {
        slug: 'mirrors-and-decor',
        name: 'Mirrors & Decor',
        description: 'Mirrors, vases, candles and faux plants.',
        count: 18,
        price: [15, 220],
        items: [
          { kind: 'mirror', sizes: 'oneSize', weight: 2 },
          { kind: 'vase', sizes: 'oneSize', priceFactor: 0.3 },
          { kind: 'candle', sizes: 'oneSize', priceFactor: 0.2 },
          { kind: 'plant', sizes: 'oneSize', priceFactor: 0.4 },
        ],
      },
      {
        slug: 'kitchen-and-dining',
        name: 'Kitchen & Dining',
        description: 'Cookware, tableware and small appliances.',
        count: 12,
        price: [18, 150],
        items: [
          { kind: 'cookware', sizes: 'oneSize' },
          { kind: 'mugs', sizes: 'oneSize', priceFactor: 0.4 },
          { kind: 'kettle', sizes: 'oneSize', priceFactor: 0.6 },
        ],
      },
    ],
  },
  {
    code: 'fsp',
    name: 'Finespun',
    prefix: 'FS',
    labels: [
      ['Finespun', 6],
      ['Finespun Boudoir', 2],
      ['Amelie Rose', 1],
      ['Silk Street', 1],
    ],
    saleRate: 0.25,
    audienceLine: (sizes) => `Designed for all-day comfort and support, in sizes ${sizeSpan(sizes)}.`,
    categories: [
      {
        slug: 'bras',
        name: 'Bras',
        description: 'T-shirt, balcony, plunge and full cup bras in bands 30 to 42.',
        count: 48,
        price: [18, 42],
        items: [{ kind: 'bra', sizes: 'bra' }],
      },
      {
        slug: 'knickers',
        name: 'Knickers',
        description: 'Briefs, thongs and shorts in lace and cotton.',
        count: 28,
        price: [6, 18],
        items: [{ kind: 'briefs', sizes: 'knickers' }],
      },
      {
        slug: 'lingerie-sets',
        name: 'Lingerie Sets',
        description: 'Matching bra and brief sets.',
        count: 16,
        price: [30, 58],
        items: [{ kind: 'lingerieSet', sizes: 'bra' }],
      },
      {
        slug: 'shapewear',
        name: 'Shapewear',
        description: 'Smoothing bodies, slips and shorts.',
        count: 14,
        price: [18, 45],
        items: [{ kind: 'shapewear', sizes: 'lingerieAlpha' }],
      },
      {
        slug: 'nightwear',
        name: 'Nightwear',
        description: 'Satin, cotton and modal pyjamas.',
        count: 22,
        price: [22, 55],
        items: [{ kind: 'nightwear', sizes: 'lingerieAlpha' }],
      },
      {
        slug: 'loungewear',
        name: 'Loungewear',
        description: 'Soft tops, leggings and lounge sets.',
        count: 16,
        price: [18, 45],
        items: [
          { kind: 'top', sizes: 'lingerieAlpha' },
          { kind: 'leggings', sizes: 'lingerieAlpha' },
        ],
      },
      {
        slug: 'robes',
        name: 'Robes & Dressing Gowns',
        description: 'Satin kimonos, waffle robes and fleece gowns.',
        count: 12,
        price: [28, 65],
        items: [{ kind: 'robe', sizes: 'lingerieAlpha' }],
      },
      {
        slug: 'swimwear',
        name: 'Swimwear',
        description: 'Underwired swimsuits and tankinis in bra sizes.',
        count: 16,
        price: [32, 65],
        items: [{ kind: 'swimsuit', sizes: 'bra' }],
      },
      {
        slug: 'hosiery',
        name: 'Hosiery',
        description: 'Tights and socks in every denier.',
        count: 10,
        price: [5, 16],
        items: [{ kind: 'tights', sizes: 'tights' }],
      },
    ],
  },
  {
    code: 'ccl',
    name: 'Clearhouse',
    prefix: 'CL',
    labels: [
      ['Clearhouse', 3],
      ['Hartwell', 1],
      ['Brightside', 1],
      ['Marlow & Reed', 1],
      ['Kestrel', 1],
      ['North Ridge', 1],
    ],
    saleRate: 0.82,
    audienceLine: () => 'Clearance line: limited stock, so once it is gone it is gone.',
    categories: [
      {
        slug: 'womens-clearance',
        name: "Women's Clearance",
        description: "End-of-line women's fashion at clearance prices.",
        count: 40,
        price: [8, 45],
        items: [
          { kind: 'dress', sizes: 'womens', weight: 2 },
          { kind: 'top', sizes: 'womens' },
          { kind: 'knit', sizes: 'womens' },
          { kind: 'coat', sizes: 'womens', priceFactor: 1.6 },
        ],
      },
      {
        slug: 'mens-clearance',
        name: "Men's Clearance",
        description: "Men's shirts, tees, jeans and jackets, reduced.",
        count: 24,
        price: [8, 45],
        items: [
          { kind: 'shirt', sizes: 'mens' },
          { kind: 'tshirt', sizes: 'mens', priceFactor: 0.5 },
          { kind: 'jeans', sizes: 'mensWaist' },
          { kind: 'jacket', sizes: 'mens', priceFactor: 1.4 },
        ],
      },
      {
        slug: 'kids-clearance',
        name: "Kids' Clearance",
        description: 'Children’s clothing for less.',
        count: 16,
        price: [4, 16],
        items: [
          { kind: 'tshirt', sizes: 'kids' },
          { kind: 'dress', sizes: 'kids' },
          { kind: 'hoodie', sizes: 'kids' },
        ],
      },
      {
        slug: 'footwear-clearance',
        name: 'Footwear Clearance',
        description: 'Shoes, boots and trainers with up to 60% off.',
        count: 16,
        price: [15, 60],
        items: [
          { kind: 'courtShoe', sizes: 'womensShoe' },
          { kind: 'boot', sizes: 'womensShoe' },
          { kind: 'trainer', sizes: 'mensShoe' },
        ],
      },
      {
        slug: 'home-clearance',
        name: 'Home Clearance',
        description: 'Cushions, lamps, rugs and bedding, reduced to clear.',
        count: 22,
        price: [8, 80],
        items: [
          { kind: 'cushion', sizes: 'cushion', priceFactor: 0.3 },
          { kind: 'lamp', sizes: 'oneSize' },
          { kind: 'rug', sizes: 'rug' },
          { kind: 'bedding', sizes: 'bedding', priceFactor: 0.6 },
        ],
      },
      {
        slug: 'furniture-clearance',
        name: 'Furniture Clearance',
        description: 'Ex-display and end-of-line furniture.',
        count: 14,
        price: [99, 799],
        items: [
          { kind: 'sofa', sizes: 'sofaSeats', price: [299, 799] },
          { kind: 'armchair', sizes: 'oneSize', price: [99, 349] },
          { kind: 'table', sizes: 'oneSize', price: [79, 399] },
        ],
      },
      {
        slug: 'electricals-clearance',
        name: 'Electricals Clearance',
        description: 'Kitchen appliances, TVs and audio at clearance prices.',
        count: 16,
        price: [15, 500],
        items: [
          { kind: 'kettle', sizes: 'oneSize', price: [15, 45] },
          { kind: 'toaster', sizes: 'oneSize', price: [15, 50] },
          { kind: 'headphones', sizes: 'oneSize', price: [15, 90] },
          { kind: 'tv', sizes: 'tvScreen', price: [199, 549] },
        ],
      },
      {
        slug: 'gifts-clearance',
        name: 'Gifts Clearance',
        description: 'Gift sets, candles and watches for less.',
        count: 14,
        price: [6, 60],
        items: [
          { kind: 'candle', sizes: 'oneSize', priceFactor: 0.4 },
          { kind: 'giftBox', sizes: 'oneSize' },
          { kind: 'watch', sizes: 'oneSize' },
          { kind: 'mugs', sizes: 'oneSize', priceFactor: 0.4 },
        ],
      },
      {
        slug: 'lingerie-clearance',
        name: 'Lingerie Clearance',
        description: 'Bras, knickers and nightwear, reduced.',
        count: 12,
        price: [5, 28],
        items: [
          { kind: 'bra', sizes: 'bra' },
          { kind: 'briefs', sizes: 'knickers', priceFactor: 0.4 },
          { kind: 'nightwear', sizes: 'womens' },
        ],
      },
    ],
  },
  {
    code: 'pma',
    name: 'Palmer',
    prefix: 'PM',
    labels: [
      ['Palmer', 6],
      ['Palmer Tailoring', 2],
      ['Palmer 1894', 2],
      ['Ashby & Cole', 1],
    ],
    saleRate: 0.18,
    audienceLine: () => 'Made to a premium standard, with fine finishing details throughout.',
    categories: [
      {
        slug: 'shirts',
        name: 'Shirts',
        description: 'Formal and casual shirts in collar sizes 14.5" to 18".',
        count: 40,
        price: [49, 110],
        items: [
          { kind: 'shirt', sizes: 'mensCollar', weight: 3 },
          { kind: 'shirt', sizes: 'mens', weight: 1 },
        ],
      },
      {
        slug: 'suits',
        name: 'Suits',
        description: 'Tailored suits in Italian wool, in regular and long fits.',
        count: 20,
        price: [299, 799],
        items: [{ kind: 'suit', sizes: 'mensChest' }],
      },
      {
        slug: 'blazers-and-jackets',
        name: 'Blazers & Jackets',
        description: 'Blazers, field jackets and quilted jackets.',
        count: 18,
        price: [149, 449],
        items: [
          { kind: 'blazer', sizes: 'mensChest' },
          { kind: 'jacket', sizes: 'mens' },
        ],
      },
      {
        slug: 'knitwear',
        name: 'Knitwear',
        description: 'Merino, lambswool and cashmere-blend knits.',
        count: 22,
        price: [69, 189],
        items: [
          { kind: 'knit', sizes: 'mens', weight: 2 },
          { kind: 'cardigan', sizes: 'mens' },
        ],
      },
      {
        slug: 'trousers-and-chinos',
        name: 'Trousers & Chinos',
        description: 'Tailored trousers and chinos in waists 30 to 40.',
        count: 18,
        price: [69, 149],
        items: [{ kind: 'trousers', sizes: 'mensWaist' }],
      },
      {
        slug: 'coats',
        name: 'Coats',
        description: 'Overcoats, Crombies and trench coats.',
        count: 14,
        price: [249, 649],
        items: [{ kind: 'coat', sizes: 'mensChest' }],
      },
      {
        slug: 'shoes',
        name: 'Shoes & Boots',
        description: 'Goodyear-welted brogues, loafers and boots.',
        count: 18,
        price: [129, 299],
        items: [
          { kind: 'brogue', sizes: 'mensShoe', weight: 2 },
          { kind: 'boot', sizes: 'mensShoe' },
        ],
      },
      {
        slug: 'accessories',
        name: 'Accessories',
        description: 'Silk ties, scarves and watches.',
        count: 18,
        price: [39, 199],
        items: [
          { kind: 'tie', sizes: 'oneSize', weight: 2, priceFactor: 0.5 },
          { kind: 'scarf', sizes: 'oneSize', priceFactor: 0.6 },
          { kind: 'watch', sizes: 'oneSize', priceFactor: 1.2 },
        ],
      },
      {
        slug: 'polo-shirts-and-t-shirts',
        name: 'Polo Shirts & T-Shirts',
        description: 'Pique polos and heavyweight tees.',
        count: 16,
        price: [39, 95],
        items: [
          { kind: 'polo', sizes: 'mens', weight: 2 },
          { kind: 'tshirt', sizes: 'mens' },
        ],
      },
    ],
  },
];
