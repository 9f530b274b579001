// What goes with what: for each item kind, the kinds that complete the set with it, best first (a sofa with cushions,
// throws and rugs, never a bed; a shirt with a tie and trousers). The seed's "complete the set" picks follow it.
import type { KindId } from './kinds.ts';

const BOTTOMS: readonly KindId[] = ['jeans', 'trousers', 'skirt', 'shorts', 'leggings'];
const TOP_LAYERS: readonly KindId[] = ['jacket', 'cardigan', 'coat'];
const CASUAL_SHOES: readonly KindId[] = ['trainer', 'boot', 'flatShoe'];

export const PAIRINGS: Readonly<Record<KindId, readonly KindId[]>> = {
  // clothing
  dress: ['courtShoe', 'handbag', 'cardigan', 'jacket', 'flatShoe', 'scarf', 'tights'],
  top: [...BOTTOMS, ...TOP_LAYERS, ...CASUAL_SHOES],
  blouse: ['trousers', 'skirt', 'jeans', 'blazer', 'courtShoe', 'handbag'],
  knit: ['jeans', 'trousers', 'skirt', 'shirt', 'scarf', 'boot', 'coat'],
  cardigan: ['top', 'tshirt', 'dress', 'jeans', 'trousers', 'skirt'],
  hoodie: ['jeans', 'shorts', 'leggings', 'trainer', 'beanie', 'tshirt'],
  sweatshirt: ['jeans', 'shorts', 'leggings', 'trainer', 'beanie', 'tshirt'],
  tshirt: [...BOTTOMS, 'hoodie', 'jacket', 'trainer'],
  polo: ['shorts', 'trousers', 'jeans', 'trainer', 'knit'],
  shirt: ['tie', 'trousers', 'jeans', 'blazer', 'suit', 'knit', 'brogue'],
  coat: ['scarf', 'knit', 'hat', 'beanie', 'boot', 'jeans', 'trousers'],
  jacket: ['jeans', 'tshirt', 'knit', 'hoodie', 'boot', 'trainer', 'scarf'],
  blazer: ['shirt', 'trousers', 'tie', 'brogue', 'knit', 'blouse'],
  suit: ['shirt', 'tie', 'brogue', 'coat', 'watch', 'knit'],
  trousers: ['shirt', 'blouse', 'knit', 'top', 'tshirt', 'blazer', 'brogue', 'courtShoe'],
  jeans: ['tshirt', 'top', 'shirt', 'knit', 'hoodie', 'jacket', 'trainer', 'boot'],
  leggings: ['top', 'tshirt', 'hoodie', 'sweatshirt', 'trainer'],
  shorts: ['tshirt', 'polo', 'top', 'shirt', 'trainer'],
  skirt: ['top', 'blouse', 'knit', 'cardigan', 'tights', 'boot', 'courtShoe'],
  nightwear: ['robe', 'socks', 'nightwear'],
  robe: ['nightwear', 'lingerieSet', 'towels', 'socks'],
  swimsuit: ['hat', 'flatShoe', 'robe', 'scarf', 'towels'],
  // lingerie
  bra: ['briefs', 'lingerieSet', 'shapewear', 'nightwear', 'robe'],
  lingerieSet: ['robe', 'nightwear', 'bra', 'briefs'],
  briefs: ['bra', 'lingerieSet', 'shapewear'],
  shapewear: ['bra', 'briefs', 'dress'],
  boxers: ['socks', 'nightwear', 'tshirt'],
  socks: ['boxers', 'trainer', 'brogue', 'boot'],
  tights: ['dress', 'skirt', 'courtShoe', 'boot'],
  // footwear
  courtShoe: ['dress', 'handbag', 'skirt', 'tights'],
  flatShoe: ['dress', 'jeans', 'handbag', 'socks'],
  brogue: ['suit', 'trousers', 'socks', 'shirt'],
  boot: ['jeans', 'coat', 'socks', 'tights', 'skirt'],
  trainer: ['jeans', 'hoodie', 'tshirt', 'socks', 'leggings'],
  // accessories
  handbag: ['dress', 'courtShoe', 'scarf', 'coat'],
  scarf: ['coat', 'hat', 'beanie', 'knit', 'jacket'],
  hat: ['coat', 'scarf', 'swimsuit', 'jacket'],
  beanie: ['coat', 'scarf', 'hoodie', 'jacket'],
  tie: ['shirt', 'suit', 'blazer'],
  watch: ['suit', 'shirt', 'tie', 'blazer'],
  babygrow: ['babygrow', 'hat', 'socks', 'throw'],
  // furniture and home
  sofa: ['cushion', 'throw', 'rug', 'armchair', 'floorLamp', 'table'],
  armchair: ['cushion', 'throw', 'floorLamp', 'rug', 'sofa'],
  table: ['chair', 'lamp', 'vase', 'candle', 'rug'],
  chair: ['table', 'cushion', 'rug'],
  bed: ['bedding', 'cushion', 'throw', 'lamp', 'mirror'],
  lamp: ['bed', 'table', 'candle', 'vase'],
  floorLamp: ['sofa', 'armchair', 'rug', 'cushion'],
  rug: ['sofa', 'armchair', 'table', 'cushion', 'floorLamp'],
  cushion: ['throw', 'sofa', 'armchair', 'bed', 'rug'],
  throw: ['cushion', 'sofa', 'armchair', 'bed'],
  bedding: ['bed', 'cushion', 'throw', 'towels'],
  towels: ['bedding', 'robe', 'candle', 'mirror'],
  mirror: ['vase', 'candle', 'lamp', 'table'],
  vase: ['plant', 'candle', 'table', 'mirror'],
  candle: ['vase', 'plant', 'giftBox', 'towels'],
  plant: ['vase', 'candle', 'table'],
  // kitchen and electrical
  cookware: ['kettle', 'toaster', 'mugs'],
  mugs: ['kettle', 'cookware', 'toaster'],
  kettle: ['toaster', 'mugs', 'cookware'],
  toaster: ['kettle', 'mugs', 'cookware'],
  tv: ['speaker', 'headphones'],
  headphones: ['speaker', 'tv'],
  speaker: ['tv', 'headphones'],
  giftBox: ['candle', 'mugs', 'socks', 'scarf'],
};

/** Does `other` complete the set with a product of `kind`? Both as product types (kebab case) or kind ids. */
export function pairsWith(kind: string, other: string): boolean {
  const id = toKindId(kind);
  const otherId = toKindId(other);
  return id !== null && otherId !== null && PAIRINGS[id].includes(otherId);
}

/** A kind id from a product type (court-shoe → courtShoe), or null when it is no kind. */
export function toKindId(productType: string): KindId | null {
  const id = productType.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
  return Object.hasOwn(PAIRINGS, id) ? (id as KindId) : null;
}
