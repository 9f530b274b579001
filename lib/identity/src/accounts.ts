// Customer accounts of the provider: one per (trading title, email). The account id is the customer's
// customerReferenceAccountId, the `sub` and the claim the site keys its session and customer data on.
import { randomInt } from 'node:crypto';
import type { BrandCode } from './brands.ts';
import { DEMO_PASSWORD, demoAccounts } from './demo-accounts.ts';
import { JsonTable } from './file-store.ts';
import { decoyHash, hashPassword, verifyPassword } from './passwords.ts';

export interface Account {
  id: string;
  brandCode: BrandCode;
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
  createdAt: string;
}

export interface NewAccount {
  brandCode: BrandCode;
  email: string;
  firstName: string;
  lastName: string;
  password: string;
}

export type RegisterResult = { ok: true; account: Account } | { ok: false; reason: 'EMAIL_TAKEN' };

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export class AccountStore {
  readonly #table: JsonTable<Account>;
  readonly #byEmail = new Map<string, string>();

  constructor(dir: string) {
    this.#table = new JsonTable<Account>(dir, 'accounts');
    for (const account of this.#table.values())
      this.#byEmail.set(emailKey(account.brandCode, account.email), account.id);
  }

  find(id: string): Account | undefined {
    return this.#table.get(id);
  }

  findByEmail(brandCode: BrandCode, email: string): Account | undefined {
    const id = this.#byEmail.get(emailKey(brandCode, email));
    return id ? this.#table.get(id) : undefined;
  }

  /** The account when the password matches; otherwise null, taking as long whether or not the email exists. */
  async authenticate(brandCode: BrandCode, email: string, password: string): Promise<Account | null> {
    const account = this.findByEmail(brandCode, email);
    const matches = await verifyPassword(password, account?.passwordHash ?? (await decoyHash()));
    return account && matches ? account : null;
  }

  async register(input: NewAccount): Promise<RegisterResult> {
    if (this.findByEmail(input.brandCode, input.email)) return { ok: false, reason: 'EMAIL_TAKEN' };
    const passwordHash = await hashPassword(input.password);
    // Checked again after the slow hash: two registrations for one email racing each other create one account.
    if (this.findByEmail(input.brandCode, input.email)) return { ok: false, reason: 'EMAIL_TAKEN' };
    let id = newCustomerId();
    while (this.#table.get(id)) id = newCustomerId();
    const account: Account = {
      id,
      brandCode: input.brandCode,
      email: normaliseEmail(input.email),
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      passwordHash,
      createdAt: new Date().toISOString(),
    };
    this.#put(account);
    return { ok: true, account };
  }

  /** Replaces the account's password (after a reset); false for an unknown account. */
  async setPassword(id: string, password: string): Promise<boolean> {
    const account = this.#table.get(id);
    if (!account) return false;
    const passwordHash = await hashPassword(password);
    this.#put({ ...(this.#table.get(id) ?? account), passwordHash });
    return true;
  }

  /** Adds the demo customers that are missing (idempotent; an existing account keeps its password). */
  async seedDemoAccounts(): Promise<number> {
    const missing = demoAccounts().filter((demo) => !this.#table.get(demo.id));
    if (missing.length === 0) return 0;
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    for (const demo of missing) {
      this.#put({
        id: demo.id,
        brandCode: demo.brandCode,
        email: demo.email,
        firstName: demo.firstName,
        lastName: demo.lastName,
        passwordHash,
        createdAt: new Date(0).toISOString(),
      });
    }
    return missing.length;
  }

  #put(account: Account): void {
    this.#table.set(account.id, account);
    this.#byEmail.set(emailKey(account.brandCode, account.email), account.id);
  }
}

function emailKey(brandCode: string, email: string): string {
  return `${brandCode}:${normaliseEmail(email)}`;
}

/** Registered customers get a 9-digit reference starting with 8 (demo customers start with 7). */
function newCustomerId(): string {
  return `8${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}
