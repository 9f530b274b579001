import path from 'node:path';
import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { addSomethingToBag, deliverByStandardToPayment, register } from './checkout-support.ts';
import {
  brandGet,
  brandUrl,
  createPreviewSecret,
  enablePath,
  expectNoSeriousAxeViolations,
  keepScreenshot,
  lakeMutate,
  lakeQuery,
} from './support.ts';

// The checkout's content slots come from each brand's checkout template (studio/seed: checkoutTemplate.<brand>): the
// delivery step shows its deliveryBlocks, the payment step its paymentBlocks. The delivery promotion page
// (/delivery-offer) and the credit explanation page (/credit-explained) are page kinds linked from the bag, the checkout
// and the home page's delivery banner. Edits go through the lake's API, as a publish would, and are put back.
// awl (free delivery from £75, so one item never qualifies) and fsp: no other spec edits their checkout templates.

/** Screenshots to look at, kept outside the results folder the next run clears. */
async function shot(page: Page, testInfo: TestInfo, name: string) {
  await keepScreenshot(page, testInfo, name);
  await page.screenshot({
    path: path.join(import.meta.dirname, '..', 'artifacts', 'cms-pages', `${name}.png`),
    fullPage: true,
  });
}

type Block = { _key: string; _type: string } & Record<string, unknown>;

const DELIVERY = '/checkout/delivery-method';

/** The block types the delivery step's slot rendered, in order. */
async function renderedSlot(page: Page, slot: 'delivery' | 'payment'): Promise<string> {
  const types = await page
    .locator(`[data-checkout-slot="${slot}"] [data-block-type]`)
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-block-type') ?? ''));
  return types.join(' ');
}

async function shopperAtDelivery(page: Page, code: string, tag: string) {
  await register(page, code, `slots.${code}.${tag}.${Date.now()}@example.com`);
  await addSomethingToBag(page, code);
  await page.goto(brandUrl(code, DELIVERY));
  await expect(page.getByRole('heading', { level: 1, name: 'Delivery' })).toBeVisible();
}

test.describe('checkout content slots', () => {
  test('reordering awl’s checkout template through the lake changes awl’s delivery step within 5 seconds and not fsp’s', async ({
    browser,
  }, testInfo) => {
    test.setTimeout(240_000);
    // One context per shopper (axe needs pages from a context of their own).
    const awlContext = await browser.newContext();
    const fspContext = await browser.newContext();
    const awl = await awlContext.newPage();
    const fsp = await fspContext.newPage();
    const original = await lakeQuery<Block[]>('*[_id == "checkoutTemplate.awl"][0].deliveryBlocks');
    const seeded = original.map((block) => block._type).join(' ');
    expect(seeded).toBe('checkoutDeliveryPromotion checkoutReassurance');
    await shopperAtDelivery(awl, 'awl', String(testInfo.workerIndex));
    await shopperAtDelivery(fsp, 'fsp', String(testInfo.workerIndex));
    // Publish the seeded order (a change, so whatever an earlier run of the shop left cached is invalidated) and warm
    // both: the seeded order, the promotion's figures from the shop (awl: free from £75).
    await lakeMutate([{ patch: { id: 'checkoutTemplate.awl', set: { title: `Ashwell checkout ${Date.now()}` } } }]);
    await expect
      .poll(
        async () => {
          await awl.reload();
          return renderedSlot(awl, 'delivery');
        },
        { timeout: 5_000, intervals: [250] },
      )
      .toBe(seeded);
    const fspBefore = await renderedSlot(fsp, 'delivery');
    expect(fspBefore).toBe('checkoutDeliveryPromotion checkoutReassurance');
    const offer = awl.getByRole('region', { name: 'Free standard delivery' });
    await expect(offer).toContainText(/Spend £\d+\.\d\d more for free standard delivery on orders of £75 or more\./);
    await expect(offer.getByRole('link', { name: 'About the offer' })).toHaveAttribute('href', '/delivery-offer');

    await lakeMutate([{ patch: { id: 'checkoutTemplate.awl', set: { deliveryBlocks: [...original].reverse() } } }]);
    try {
      const started = Date.now();
      await expect
        .poll(
          async () => {
            await awl.reload();
            return renderedSlot(awl, 'delivery');
          },
          { timeout: 5_000, intervals: [250] },
        )
        .toBe('checkoutReassurance checkoutDeliveryPromotion');
      testInfo.annotations.push({
        type: 'awl checkout reorder shown after',
        description: `${Date.now() - started} ms`,
      });
      await fsp.reload();
      expect(await renderedSlot(fsp, 'delivery')).toBe(fspBefore);
    } finally {
      await lakeMutate([
        { patch: { id: 'checkoutTemplate.awl', set: { deliveryBlocks: original, title: 'Ashwell checkout' } } },
      ]);
    }
    // Put back for shoppers too (and for the next run's cache).
    await expect
      .poll(
        async () => {
          await awl.reload();
          return renderedSlot(awl, 'delivery');
        },
        { timeout: 5_000, intervals: [250] },
      )
      .toBe(seeded);

    // The slot as shoppers see it, at desktop and phone widths; axe clean.
    for (const width of [1280, 390]) {
      await fsp.setViewportSize({ width, height: 900 });
      await fsp.reload();
      await expect(fsp.getByRole('region', { name: 'Shop with confidence' })).toBeVisible();
      await expectNoSeriousAxeViolations(fsp);
      await shot(fsp, testInfo, `fsp-checkout-delivery-slots-${width}`);
    }
    // The delivery promotion link from the checkout goes to the brand's delivery promotion page (opened in the
    // pages test below).
    await expect(
      fsp.getByRole('region', { name: 'Free standard delivery' }).getByRole('link', { name: 'About the offer' }),
    ).toHaveAttribute('href', '/delivery-offer');

    // Draft mode: a draft of the template shows in the preview, each block click-to-edit at its place in the template.
    const secret = await createPreviewSecret();
    const published = await lakeQuery<Record<string, unknown>>('*[_id == "checkoutTemplate.fsp"][0]');
    const { _rev, _createdAt, _updatedAt, ...fields } = published;
    const fspBlocks = published.deliveryBlocks as Block[];
    await lakeMutate([
      { createOrReplace: { ...fields, _id: 'drafts.checkoutTemplate.fsp', deliveryBlocks: [...fspBlocks].reverse() } },
    ]);
    try {
      expect((await fsp.goto(brandUrl('fsp', enablePath(secret.secret, DELIVERY))))?.status()).toBe(200);
      await expect.poll(() => renderedSlot(fsp, 'delivery')).toBe('checkoutReassurance checkoutDeliveryPromotion');
      const reassurance = fspBlocks.find((block) => block._type === 'checkoutReassurance');
      const heading = fsp.getByRole('heading', { name: 'Shop with confidence' });
      const attribute = (await heading.getAttribute('data-sanity')) ?? '';
      expect(attribute).toContain('id=checkoutTemplate.fsp');
      expect(attribute).toContain('type=checkoutTemplate');
      expect(attribute).toContain(`path=deliveryBlocks:${reassurance?._key}.heading`);
    } finally {
      await lakeMutate([{ delete: { id: 'drafts.checkoutTemplate.fsp' } }, { delete: { id: secret.id } }]);
    }
    await awlContext.close();
    await fspContext.close();
  });
});

test.describe('delivery promotion and credit explanation pages', () => {
  test('every brand has its delivery promotion page; the credit explanation page for brands with credit', async ({
    request,
  }) => {
    for (const code of ['dal', 'cgn', 'jdw', 'awl', 'fw', 'ihm', 'fsp', 'ccl', 'pma']) {
      const offer = await brandGet(request, code, '/delivery-offer');
      expect(offer.status(), `${code} /delivery-offer`).toBe(200);
      const heading = await lakeQuery<string>(
        '*[_type == "page" && brand == $brand && kind == "deliveryPromotion"][0].seo.title',
        { brand: code },
      );
      const html = await offer.text();
      expect(html, code).toMatch(new RegExp(`<h1[^>]*>${heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`));
      const credit = await brandGet(request, code, '/credit-explained');
      expect(credit.status(), `${code} /credit-explained`).toBe(200);
    }
  });

  test('fsp: the pages render, are linked from the home banner, the bag and the payment step, axe clean', async ({
    page,
  }, testInfo) => {
    test.setTimeout(240_000);
    // The header's delivery strip states fsp's own offer (free from £40, its delivery rules).
    await page.goto(brandUrl('fsp', '/'));
    await expect(
      page.getByText('Free standard delivery when you spend £40 · Order by 8pm for next-day delivery'),
    ).toBeVisible();
    // From the home page's delivery banner (a link target).
    await page
      .getByRole('complementary', { name: 'Delivery offer' })
      .getByRole('link', { name: 'About the offer' })
      .click();
    await expect(page).toHaveURL(brandUrl('fsp', '/delivery-offer'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Free delivery over £40');
    await expect(page.getByRole('main')).toContainText('Spend £40 or more for free standard delivery');
    await expect(page.getByRole('heading', { name: 'Terms and conditions' })).toBeVisible();
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.reload();
      await expectNoSeriousAxeViolations(page);
      await shot(page, testInfo, `fsp-delivery-offer-${width}`);
    }
    await page.goto(brandUrl('fsp', '/credit-explained'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('How Finespun Pay works');
    await expect(page.getByRole('heading', { name: 'Representative example' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('39.9% APR representative (variable)');
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.reload();
      await expectNoSeriousAxeViolations(page);
      await shot(page, testInfo, `fsp-credit-explained-${width}`);
    }

    // From the bag: both pages.
    await page.setViewportSize({ width: 1280, height: 900 });
    await register(page, 'fsp', `pages.fsp.${testInfo.workerIndex}.${Date.now()}@example.com`);
    await addSomethingToBag(page, 'fsp');
    await page.goto(brandUrl('fsp', '/shop/bag'));
    await expect(page.getByTestId('bag-line')).toHaveCount(1, { timeout: 30_000 });
    await expect(page.getByRole('link', { name: 'About our delivery offer' }).first()).toHaveAttribute(
      'href',
      '/delivery-offer',
    );
    await page.getByRole('link', { name: 'How Finespun Pay works' }).first().click();
    await expect(page).toHaveURL(brandUrl('fsp', '/credit-explained'));

    // From the payment step's credit slot (the delivery step filled in first).
    await deliverByStandardToPayment(page, 'fsp');
    await expect(page.locator('[data-checkout-slot="payment"]')).toBeVisible();
    expect(await renderedSlot(page, 'payment')).toBe('checkoutCreditExplanation checkoutReassurance');
    const credit = page.getByRole('region', { name: 'Spread the cost with Finespun Pay' });
    await expect(credit).toContainText('39.9% APR representative (variable)');
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.reload();
      await expectNoSeriousAxeViolations(page);
      await shot(page, testInfo, `fsp-checkout-payment-slots-${width}`);
    }
    await expect(credit.getByRole('link', { name: 'How Finespun Pay works' })).toHaveAttribute(
      'href',
      '/credit-explained',
    );
  });
});
