// Issue 18 item 1: every colourway has its own picture, and every view of a line (product page, bag, saved items)
// shows the colour the line holds.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bagContext } from './bag/fixture.ts';
import { addToBag, getBag } from './bag/operations.ts';
import { getProduct, getProductImage } from './catalogue.ts';
import { productOptions, products } from './db/schema.ts';
import { addSavedItems } from './saved-items/operations.ts';
import { COLOURS } from './seed/colours.ts';
import { catalogueSeed, createTestDb, type TestDb } from './testing/test-db.ts';

describe('colourway pictures', () => {
  let t: TestDb;

  beforeAll(async () => {
    t = await createTestDb({ seed: catalogueSeed(['dal']) });
  });
  afterAll(async () => {
    await t?.dispose();
  });

  async function mustardOption() {
    const [row] = await t.db
      .select({
        productNumber: products.productNumber,
        offerNumber: products.offerNumber,
        optionNumber: productOptions.optionNumber,
      })
      .from(productOptions)
      .innerJoin(products, eq(products.id, productOptions.productId))
      .where(and(eq(products.productNumber, 'DA160843'), eq(productOptions.variantCode, 'DA160843-MST')))
      .limit(1);
    if (!row) throw new Error('DA160843 in Mustard is not in the seed');
    return row;
  }

  it('gives each colourway of a product its own picture and alt text', async () => {
    const product = await getProduct(t.db, 'dal', 'da160843');
    expect(product?.name).toBe('Button Front Shirt Dress');
    expect(product?.pictures).toEqual([
      {
        variantCode: 'DA160843-BRY',
        colour: 'Berry',
        imageUrl: '/images/products/da160843.svg',
        alt: 'Button Front Shirt Dress in Berry',
      },
      {
        variantCode: 'DA160843-MST',
        colour: 'Mustard',
        imageUrl: '/images/products/da160843-mst.svg',
        alt: 'Button Front Shirt Dress in Mustard',
      },
    ]);
  });

  it('serves each colourway’s picture in its own colour', async () => {
    const berry = await getProductImage(t.db, 'da160843');
    const berryAgain = await getProductImage(t.db, 'da160843-bry');
    const mustard = await getProductImage(t.db, 'da160843-mst');
    expect(berry).toContain(COLOURS.Berry.hex);
    expect(berryAgain).toBe(berry);
    expect(mustard).toContain(COLOURS.Mustard.hex);
    expect(mustard).not.toContain(COLOURS.Berry.hex);
    // Another product's colour, or hostile ids, find nothing.
    for (const id of ['da160843-blk', 'da160843-', '../da160843', 'da160843-mst-x', '']) {
      expect(await getProductImage(t.db, id), id).toBeNull();
    }
  });

  it('shows the Mustard picture on a Mustard line in the bag and in saved items', async () => {
    const option = await mustardOption();
    const bag = await addToBag(t.db, bagContext('dal'), { ...option, quantity: 1 });
    if (!bag.ok) throw new Error(bag.message);
    const again = await getBag(t.db, bagContext('dal'), bag.value.cartId);
    if (!again.ok) throw new Error(again.message);
    const line = again.value.cartEntries[0]?.productDetails as { imageUrl?: string; colour?: string };
    expect(line).toMatchObject({ colour: 'Mustard', imageUrl: '/images/products/da160843-mst.svg' });

    const saved = await addSavedItems(t.db, { brandCode: 'dal', customerId: null }, '', [
      {
        productNo: option.productNumber,
        productOptionNo: option.optionNumber,
        offerNumber: option.offerNumber,
        quantity: 1,
      },
    ]);
    if (!saved.ok) throw new Error(saved.message);
    expect(saved.value.wishlistEntries[0]?.productDetails).toMatchObject({
      colour: 'Mustard',
      imageUrl: '/images/products/da160843-mst.svg',
    });
  });
});
