// Run as its own process by payments/crash.test.ts: pays for one bag with a card through the sandbox gateway over HTTP
// and then stops dead at the point named, waiting for the test to kill it (SIGKILL), as a crashed site node would:
//   authorised  — the gateway has authorised the card; the order is not written yet
//   answered    — completion has returned (the order is committed); the answer never reached the shopper
// argv: <database: postgres url or PGlite data dir> <gateway url> <merchant key> <customer id> <cart id> <total pence>
//       <idempotency key> <transient token> <point>
import { bagContext } from '../bag/fixture.ts';
import { createDb } from '../db/client.ts';
import { completeOrder } from '../payments/complete.ts';
import type { CardGateway } from '../payments/gateway.ts';
import { httpCardGateway } from '../payments/http.ts';
import { openTestPgliteDir } from './test-db.ts';

const [database, gatewayUrl, merchantKey, customerId, cartId, total, key, transientToken, point] =
  process.argv.slice(2);
if (!database || !gatewayUrl || !merchantKey || !customerId || !cartId || !total || !key || !transientToken) {
  throw new Error('crash-child: missing arguments');
}
const hang = () => new Promise<never>(() => {});
// PGlite with the tests' shared buffers, as the test reopens it: a quarter of the child's start-up otherwise.
const handle = database.startsWith('postgres') ? createDb({ url: database, poolMax: 2 }) : openTestPgliteDir(database);
const real = httpCardGateway({ baseUrl: gatewayUrl, merchantKey });
const gateway: CardGateway = {
  ...real,
  async authorise(input) {
    const authorisation = await real.authorise(input);
    if (point === 'authorised') {
      process.stdout.write(`AUTHORISED ${authorisation.id}\n`);
      return hang();
    }
    return authorisation;
  },
};
const answer = await completeOrder(handle.db, gateway, bagContext('dal', { customerId }), {
  cartId,
  idempotencyKey: key,
  instrument: { transientToken },
  authentication: null,
  saveCard: false,
  expectedTotal: Number(total),
});
process.stdout.write(`ANSWERED ${JSON.stringify(answer)}\n`);
await hang();
