import { creditBureauFromEnv } from '@shop/commerce/bureau/config';
import { runCreditCheck } from '@shop/commerce/credit/application';
import { getReadyDb } from '@shop/commerce/db/client';
import type { ApplicationAddress } from '@shop/commerce/db/schema-credit-applications';
import { applicant, failureError, todayInLondon } from '@/lib/credit/routes.ts';
import { standardCreditCheckBody } from '@/lib/credit/schemas.ts';
import { json, readJson, route } from '@/lib/http/route.ts';

type Address = NonNullable<(typeof standardCreditCheckBody)['_output']['previousAddress']>;

const addressOf = (a: Address, time: { years: number; months: number }): ApplicationAddress => ({
  flatNumber: a.flatNumber,
  houseNumber: a.houseNumberAndSuffix,
  houseName: a.houseName,
  addressLine1: a.addressLine1,
  addressLine2: [a.addressLine2, a.addressLine3].filter(Boolean).join(', '),
  town: a.town,
  county: a.county,
  postcode: a.postcode,
  ...time,
});

/**
 * POST /api/creditapp/standardcreditcheck: the applicant's details and three years of addresses go to the credit bureau;
 * the answer is the spec's creditCheck with the decision (APPROVED, DECLINED, REFERRED or UNDECIDED).
 */
export const POST = route(async (request) => {
  const body = await readJson(request, standardCreditCheckBody);
  const { customerId, brand } = await applicant(request);
  // Spec §5: the cart's figures count only when all of them are there.
  const cart = body.cart;
  const cartAmountPence =
    cart && cart.numberOfItems != null && cart.totalCartAmount != null ? Math.round(cart.totalCartAmount * 100) : 0;
  const answer = await runCreditCheck(await getReadyDb(), creditBureauFromEnv(), {
    customerId,
    brand,
    applicant: {
      title: body.applicant.title,
      firstName: body.applicant.firstname,
      lastName: body.applicant.lastname,
      dateOfBirth: body.applicant.dateofbirth,
      mobilePhone: body.applicant.mobilePhone.replace(/\s/g, ''),
    },
    currentAddress: addressOf(body.currentAddress, body.timeAtCurrentAddress),
    previousAddress:
      body.previousAddress && body.timeAtPrevAddress ? addressOf(body.previousAddress, body.timeAtPrevAddress) : null,
    cartAmountPence,
    today: todayInLondon(),
  });
  if (!answer.ok) throw failureError(answer);
  const { ok: _ok, ...creditCheck } = answer;
  return json({ creditCheck });
});
