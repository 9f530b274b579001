// Contract tests of the application under way (GET, PUT, DELETE /api/creditapp/applicationprogress) on a real
// database: what is saved comes back for the same customer and brand only; three hostile bodies are 400 and change
// nothing; another customer gets 404 and cannot end it; cancel ends it; a guest is 401.
import { demoCustomerId } from '@shop/commerce/seed/customers';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { actAs, call, openRouteTestDb, type RouteTestDb } from '@/lib/bag/route-test-kit.ts';

vi.setConfig({ testTimeout: 30_000 });

const { GET, PUT, DELETE } = await import('./applicationprogress/route.ts');

const CASH = demoCustomerId('dal', 'cash');
const NEW = demoCustomerId('dal', 'new');
const CREDIT = demoCustomerId('dal', 'credit');
const URL_PATH = '/api/creditapp/applicationprogress';
let t: RouteTestDb;

beforeAll(async () => {
  t = await openRouteTestDb();
}, 180_000);
afterAll(async () => {
  await t?.dispose();
});

const as = (customerId: string | null) => {
  actAs(customerId);
};
const address = {
  flatNumber: '',
  houseNumberAndSuffix: '10',
  houseName: '',
  addressLine1: 'Downing Street',
  addressLine2: '',
  town: 'London',
  county: '',
  postcode: 'SW1A 2AA',
};
const body = (step: string, lastname = 'Okafor') => ({
  step,
  answers: {
    applicant: { title: 'Ms', firstname: 'Ada', lastname, dateofbirth: '1984-03-12', mobilePhone: '07700 900123' },
    addresses: { current: address, timeAtCurrent: { years: 1, months: 4 }, previous: null, timeAtPrevious: null },
  },
});
const read = () => call(GET, 'GET', URL_PATH);
const save = (payload: unknown) => call(PUT, 'PUT', URL_PATH, { body: payload });

describe('/api/creditapp/applicationprogress', () => {
  it('saved progress comes back to the same customer; another customer has none and cannot end it', async () => {
    as(CASH);
    expect((await read()).status).toBe(404);
    const saved = await save(body('address'));
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ step: 'address' });
    const back = await read();
    expect(back.status).toBe(200);
    expect(await back.json()).toEqual({ ...body('address'), creditCheck: null });

    as(NEW);
    expect((await read()).status).toBe(404);
    expect((await call(DELETE, 'DELETE', URL_PATH)).status).toBe(204);
    as(CASH);
    expect((await read()).status).toBe(200);
  });

  it('the documents step without an approved offer is kept as the credit check', async () => {
    as(CASH);
    expect(await (await save(body('documents'))).json()).toEqual({ step: 'check' });
    expect((await (await read()).json()).step).toBe('check');
  });

  it('three hostile bodies are 400 and change nothing', async () => {
    as(CASH);
    const before = await (await read()).json();
    const hostile = [
      body('payment'),
      { ...body('address', 'x'.repeat(5000)) },
      { ...body('address'), customerId: NEW },
    ];
    for (const payload of hostile) {
      const response = await save(payload);
      expect(response.status).toBe(400);
      expect((await response.json()).code).toBe('VALIDATION_ERROR');
    }
    expect((await call(PUT, 'PUT', URL_PATH, { rawBody: '{"step":' })).status).toBe(400);
    expect(await (await read()).json()).toEqual(before);
  });

  it('cancel ends it; a credit customer keeps none; a guest is 401', async () => {
    as(CASH);
    expect((await call(DELETE, 'DELETE', URL_PATH)).status).toBe(204);
    expect((await read()).status).toBe(404);
    as(CREDIT);
    const credit = await save(body('details'));
    expect(credit.status).toBe(409);
    expect((await credit.json()).code).toBe('ALREADY_CREDIT_CUSTOMER');
    as(null);
    expect((await read()).status).toBe(401);
    expect((await save(body('details'))).status).toBe(401);
    expect((await call(DELETE, 'DELETE', URL_PATH)).status).toBe(401);
  });
});
