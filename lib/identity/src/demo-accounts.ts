// Seeded demo customers: one per case the spec names, for every brand. Their ids are the commerce customers' ids
// (`lib/commerce/src/seed/customers.ts` derives the same ids the same way), so a demo sign-in finds its details.
import { type BrandCode, brandCodeList } from './brands.ts';

export const DEMO_PASSWORD = 'Shop-demo-2026';

/** cash: previous orders, loyalty opted in · credit: credit account, loyalty not opted in · arrears: credit account
 * in arrears · new: no previous order. */
export const demoPersonas = ['cash', 'credit', 'arrears', 'new'] as const;
export type DemoPersona = (typeof demoPersonas)[number];

const personaNames: Record<DemoPersona, [string, string]> = {
  cash: ['Amelia', 'Hughes'],
  credit: ['Olivia', 'Patel'],
  arrears: ['George', 'Evans'],
  new: ['Isla', 'Murphy'],
};

export interface DemoAccount {
  id: string;
  brandCode: BrandCode;
  persona: DemoPersona;
  email: string;
  firstName: string;
  lastName: string;
}

/** `7` + brand position (1–9) + `000000` + persona position (1–4): e.g. 710000001 is Dalby's cash customer. */
export function demoCustomerId(brandCode: BrandCode, persona: DemoPersona): string {
  return `7${brandCodeList.indexOf(brandCode) + 1}000000${demoPersonas.indexOf(persona) + 1}`;
}

export function demoAccounts(): DemoAccount[] {
  return brandCodeList.flatMap((brandCode) =>
    demoPersonas.map((persona) => {
      const [firstName, lastName] = personaNames[persona];
      return {
        id: demoCustomerId(brandCode, persona),
        brandCode,
        persona,
        email: `${persona}.${brandCode}@example.com`,
        firstName,
        lastName,
      };
    }),
  );
}
