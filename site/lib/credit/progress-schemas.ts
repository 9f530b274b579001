// The body of PUT /api/creditapp/applicationprogress: the step the applicant reached and what they entered, in the
// application form's own fields. Answers are kept as entered (each step checked them before moving on; the credit
// check checks them again), so only their shape and lengths are checked here: unknown fields, over-long text, steps
// that do not exist and times outside the form's choices are refused.
import { creditApplicationStepValues } from '@shop/commerce/db/schema-credit-applications';
import { z } from 'zod';

const text = (max: number) => z.string().max(max);
const address = z
  .object({
    flatNumber: text(10),
    houseNumberAndSuffix: text(6),
    houseName: text(60),
    addressLine1: text(60),
    addressLine2: text(60),
    town: text(60),
    county: text(60),
    postcode: text(12),
  })
  .strict();
const time = z.object({ years: z.number().int().min(0).max(99), months: z.number().int().min(0).max(11) }).strict();

export const applicationProgressBody = z
  .object({
    step: z.enum(creditApplicationStepValues),
    answers: z
      .object({
        applicant: z
          .object({
            title: z.enum(['', 'Mr', 'Mrs', 'Miss', 'Ms', 'Mx', 'Dr']),
            firstname: text(40),
            lastname: text(40),
            dateofbirth: z.string().regex(/^(?:\d{4}-\d{2}-\d{2})?$/, 'a date like 1984-03-12'),
            mobilePhone: text(20),
          })
          .strict(),
        addresses: z
          .object({
            current: address,
            timeAtCurrent: time,
            previous: address.nullable(),
            timeAtPrevious: time.nullable(),
          })
          .strict(),
      })
      .strict(),
  })
  .strict();
