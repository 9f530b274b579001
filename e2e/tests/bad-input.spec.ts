import { expect, test } from '@playwright/test';
import { brandUrl } from './support.ts';

// Requests go through Chromium: it resolves *.localhost itself, Node's resolver does not.
test('an unknown brand host is a 404, not a default shop', async ({ page }) => {
  const response = await page.goto(brandUrl('nope'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: "We can't find that shop" })).toBeVisible();
});

test('unknown category, product and page paths are branded 404s', async ({ page }) => {
  for (const path of [
    '/shop/c/no-such-category',
    '/shop/p/zz999999',
    '/shop/c/a/b/c',
    '/no/such/page',
    '/shop/p/%3Cscript%3E',
  ]) {
    const response = await page.goto(brandUrl('dal', path));
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { name: "Sorry, we can't find that page" })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-brand', 'dal');
  }
});

test('a malformed or out-of-range page number is corrected, never an error', async ({ page }) => {
  await page.goto(brandUrl('dal'));
  const category = await page
    .getByRole('navigation', { name: 'Categories' })
    .getByRole('link')
    .first()
    .getAttribute('href');
  for (const bad of ['abc', '-1', '0', '2.5', '99999', '1e9']) {
    const response = await page.goto(brandUrl('dal', `${category}?page=${bad}`));
    expect(response?.status(), bad).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(new URL(page.url()).searchParams.get('page') ?? '1', bad).toMatch(/^\d+$/);
  }
});

test('listings page through 36 products at a time', async ({ page }) => {
  await page.goto(brandUrl('jdw'));
  // Find a category with more than one page.
  const links = await page
    .getByRole('navigation', { name: 'Categories' })
    .getByRole('link')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  let paged = false;
  for (const href of links) {
    await page.goto(brandUrl('jdw', href));
    const next = page.getByRole('navigation', { name: /pages/ }).getByRole('link', { name: /next/i });
    if ((await next.count()) === 0) continue;
    expect(await page.locator('main a[href^="/shop/p/"]').count()).toBe(36);
    await next.click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.locator('main a[href^="/shop/p/"]').first()).toBeVisible();
    paged = true;
    break;
  }
  expect(paged, 'at least one category has a second page').toBe(true);
});

test('health answers with the database in use', async ({ page }) => {
  const response = await page.goto(brandUrl('dal', '/api/health'));
  expect(response?.status()).toBe(200);
  expect(await response?.json()).toMatchObject({ ok: true, database: expect.stringMatching(/^(pglite|postgres)$/) });
});

test('liveness and readiness answer no-store on any host, ready with the database and the content lake', async ({
  page,
}) => {
  for (const host of ['dal', 'not-a-brand']) {
    const live = await page.goto(brandUrl(host, '/api/health/live'));
    expect(live?.status()).toBe(200);
    expect(live?.headers()['cache-control']).toBe('no-store');
    const ready = await page.goto(brandUrl(host, '/api/health/ready'));
    expect(ready?.status()).toBe(200);
    expect(ready?.headers()['cache-control']).toBe('no-store');
    expect(await ready?.json()).toMatchObject({
      ok: true,
      checks: { database: { ok: true }, contentLake: { ok: true } },
    });
  }
});
