// Checkout delivery benchmark: the delivery-options function's latency (pure: p50/p95/max over many calls across
// postcodes, times of day and bag values) and the delivery step's operations on a seeded database (the delivery view
// read and a speed change under the bag's lock), sequentially, on PGlite and on PostgreSQL.
//
// Usage: node bench/checkout.ts [--calls 20000] [--requests 300] [--pg postgres://postgres@127.0.0.1:5432/test] [--no-pg]
// Prints figures only; it never passes or fails on timing.
import { parseArgs } from 'node:util';
import { bagContext, type FixtureOption, pickOptions, seedBagFixture } from '../lib/commerce/src/bag/fixture.ts';
import { addToBag } from '../lib/commerce/src/bag/operations.ts';
import { getDeliveryView, updateDeliverySpeed } from '../lib/commerce/src/checkout/delivery.ts';
import { destinationOf } from '../lib/commerce/src/delivery/destination.ts';
import { deliveryOptions } from '../lib/commerce/src/delivery/options.ts';
import { deliveryRulesFor } from '../lib/commerce/src/delivery/rules.ts';
import { demoCustomerId } from '../lib/commerce/src/seed/customers.ts';
import { createTestDb } from '../lib/commerce/src/testing/test-db.ts';

const { values } = parseArgs({
  options: {
    calls: { type: 'string', default: '20000' },
    requests: { type: 'string', default: '300' },
    pg: { type: 'string', default: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test' },
    'no-pg': { type: 'boolean', default: false },
  },
});

function summary(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
  return `p50 ${at(50).toFixed(3)} ms  p95 ${at(95).toFixed(3)} ms  max ${at(100).toFixed(3)} ms  (n=${sorted.length})`;
}

function optionsFunction(): void {
  const postcodes = ['LS6 2AB', 'EH2 2PB', 'BT1 1AA', 'HS1 2AA', 'JE2 3AB', 'IM1 1AA', 'TR21 0AA', 'SW1A 1AA'];
  const destinations = postcodes.map((postcode) => destinationOf(postcode));
  const rules = deliveryRulesFor('dal');
  const start = Date.UTC(2026, 11, 20, 8);
  const times: number[] = [];
  const calls = Number(values.calls);
  for (let i = 0; i < calls; i++) {
    const began = performance.now();
    deliveryOptions({
      now: new Date(start + i * 37 * 60_000),
      rules,
      destination: destinations[i % destinations.length] ?? null,
      orderValue: (i * 997) % 12_000,
      physicalItems: 1 + (i % 3),
      plan: i % 11 === 0 ? 'STANDARD' : 'NONE',
      deliveryPromotion: i % 5 === 0 ? { code: 'FREESHIP', discountValue: 399 } : null,
    });
    times.push(performance.now() - began);
  }
  console.log(`deliveryOptions (pure)              ${summary(times)}`);
}

async function operations(label: string, url?: string): Promise<void> {
  const t = await createTestDb({ seed: { key: 'bench-checkout', run: seedBagFixture }, url: url ?? null });
  try {
    const context = bagContext('dal', { customerId: demoCustomerId('dal', 'cash') });
    const [option] = (await pickOptions(t.db, 'dal', 1)) as [FixtureOption];
    const added = await addToBag(t.db, context, { cartId: null, ...option, quantity: 1 });
    if (!added.ok) throw new Error(added.message);
    const cartId = added.value.cartId;
    const reads: number[] = [];
    const writes: number[] = [];
    const requests = Number(values.requests);
    for (let i = 0; i < requests + 20; i++) {
      let began = performance.now();
      const view = await getDeliveryView(t.db, context, cartId);
      if (!view.ok) throw new Error(view.message);
      if (i >= 20) reads.push(performance.now() - began);
      began = performance.now();
      const changed = await updateDeliverySpeed(t.db, context, {
        cartId,
        deliveryModeCode: i % 2 ? 'EXPRESS' : 'STANDARD',
      });
      if (!changed.ok) throw new Error(changed.message);
      if (i >= 20) writes.push(performance.now() - began);
    }
    console.log(`${label} GET delivery (view)       ${summary(reads)}`);
    console.log(`${label} updateDeliverySpeed       ${summary(writes)}`);
  } finally {
    await t.dispose();
  }
}

optionsFunction();
await operations('PGlite    ');
if (!values['no-pg']) {
  try {
    await operations('PostgreSQL', values.pg);
  } catch (error) {
    console.log(`PostgreSQL: skipped (${error instanceof Error ? error.message : String(error)})`);
  }
}
