// The gateway's state on disk: an append-only journal (one JSON line per change) under the sandbox data dir, replayed
// at start and compacted then (temp file + rename), so authorisations, saved instruments and live tokens survive a
// restart of the sandbox — the shop's crash sweeper asks for an authorisation after the fact. Writes are synchronous:
// a check-then-write in one handler tick cannot interleave with another request (authorise once per reference).
// Card numbers are encrypted at rest (AES-256-GCM, key in `storage-key` beside the journal), as a gateway must: a scan
// of the data folder for 13–19-digit numbers finds none.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from '../log.ts';
import type { Network, Scenario } from './cards.ts';

export interface StoredCard {
  pan: string;
  network: Network;
  expiryMonth: number;
  expiryYear: number;
}

/** A transient token's card, kept server-side by the token's jti (never in the token). */
export interface TokenRecord extends StoredCard {
  jti: string;
  /** Seconds since the epoch. */
  exp: number;
  /** The reference of the authorisation it paid for, once one was AUTHORIZED. */
  authorisedReference: string | null;
  /** The instrument it was saved as without a payment (the account's add-a-card), if it was. */
  instrumentId?: string | null;
}

export interface InstrumentRecord extends StoredCard {
  id: string;
  createdAt: string;
}

export interface SetupRecord {
  referenceId: string;
  instrumentKey: string;
  createdAt: string;
}

export interface ProofRecord {
  authenticationTransactionId: string;
  eci: string;
  cavv: string | null;
  dsTransactionId: string | null;
  paresStatus: 'Y' | 'A' | 'U';
}

export interface AuthenticationRecord {
  id: string;
  reference: string;
  instrumentKey: string;
  pan: string;
  network: Network;
  scenario: Scenario;
  status: 'SUCCESSFUL' | 'PENDING' | 'FAILED';
  reason: string | null;
  proof: ProofRecord | null;
  /** Where the challenge page posts its message (the origin of the shop's returnUrl). */
  returnOrigin: string;
  challengeOutcome: 'completed' | 'failed' | 'cancelled' | null;
  /** Wrong one-time codes entered on the challenge page (the third fails it). */
  wrongCodes?: number;
  createdAt: string;
}

export interface GatewayCardSummary {
  bin: string;
  maskedPan: string;
  panSuffix: string;
  /** The gateway's own code (001 Visa, 002 Mastercard, 003 Amex, 024 Maestro). */
  cardType: string;
  expiryMonth: number;
  expiryYear: number;
}

export type WalletName = 'APPLE_PAY' | 'GOOGLE_PAY';

/** An Apple Pay merchant session (anchors §2): single use (redeemed by the wallet sheet), 5 minutes. */
export interface MerchantSessionRecord {
  id: string;
  merchantIdentifier: string;
  displayName: string;
  /** The shop's host name the session is for (the page that may redeem it). */
  domainName: string;
  expiresAt: string;
  redeemedAt: string | null;
}

/** A wallet sheet opened for one payment: the cards it offers may be tokenised once. */
export interface WalletSheetRecord {
  id: string;
  wallet: WalletName;
  merchant: string;
  origin: string;
  expiresAt: string;
  tokenId: string | null;
}

/** A network token: the device account number (DPAN, `pan`) and its one-time cryptogram, and the card it stands for. */
export interface NetworkTokenRecord extends StoredCard {
  id: string;
  wallet: WalletName;
  cryptogram: string;
  eci: string;
  /** The funding card as the shopper knows it (masked). */
  funding: GatewayCardSummary;
  /** Seconds since the epoch. */
  exp: number;
  authorisedReference: string | null;
  createdAt: string;
}

export interface AuthorisationRecord {
  id: string;
  reference: string;
  status: 'AUTHORIZED' | 'DECLINED';
  reason: string | null;
  amountPence: number;
  currency: 'GBP';
  card: GatewayCardSummary;
  instrumentId: string | null;
  eci: string | null;
  /** The transient token that paid (its jti), if one did. */
  tokenJti?: string | null;
  /** The wallet network token that paid, if one did, and its wallet. */
  networkTokenId?: string | null;
  wallet?: WalletName | null;
  /** The billing address the shop sent with the authorisation (orderInformation.billTo). */
  billTo?: {
    firstName: string;
    lastName: string;
    address1: string;
    address2: string;
    locality: string;
    administrativeArea: string;
    postalCode: string;
    country: string;
  } | null;
  reversed: boolean;
  refunds: Array<{ id: string; amountPence: number; createdAt: string }>;
  createdAt: string;
}

interface Collections {
  tokens: TokenRecord;
  instruments: InstrumentRecord;
  setups: SetupRecord;
  authentications: AuthenticationRecord;
  authorisations: AuthorisationRecord;
  merchantSessions: MerchantSessionRecord;
  walletSheets: WalletSheetRecord;
  networkTokens: NetworkTokenRecord;
}
type Name = keyof Collections;
const NAMES: readonly Name[] = [
  'tokens',
  'instruments',
  'setups',
  'authentications',
  'authorisations',
  'merchantSessions',
  'walletSheets',
  'networkTokens',
];

export interface GatewayStore {
  get<N extends Name>(collection: N, id: string): Collections[N] | undefined;
  put<N extends Name>(collection: N, id: string, value: Collections[N]): void;
  authorisationByReference(reference: string): AuthorisationRecord | undefined;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function storageKey(dir: string): Buffer {
  const file = path.join(dir, 'storage-key');
  if (existsSync(file)) return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  const key = randomBytes(32);
  mkdirSync(dir, { recursive: true });
  const temp = path.join(dir, `.storage-key.${process.pid}.tmp`);
  writeFileSync(temp, key.toString('base64'), { mode: 0o600 });
  renameSync(temp, file);
  return key;
}

/** A record as written: its `pan` (if any) replaced by `panEnc` (iv, tag, ciphertext; base64). */
function sealer(key: Buffer) {
  return {
    seal(value: unknown): unknown {
      if (!value || typeof value !== 'object' || !('pan' in value)) return value;
      const { pan, ...rest } = value as { pan: string };
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(pan, 'utf8'), cipher.final()]);
      return { ...rest, panEnc: [iv, cipher.getAuthTag(), data].map((part) => part.toString('base64')).join('.') };
    },
    open(value: unknown): unknown {
      if (!value || typeof value !== 'object' || !('panEnc' in value)) return value;
      const { panEnc, ...rest } = value as { panEnc: string };
      const [iv, tag, data] = panEnc.split('.').map((part) => Buffer.from(part, 'base64'));
      const decipher = createDecipheriv('aes-256-gcm', key, iv!);
      decipher.setAuthTag(tag!);
      return { ...rest, pan: Buffer.concat([decipher.update(data!), decipher.final()]).toString('utf8') };
    },
  };
}

export function createGatewayStore(dir: string, options: { log: Logger; now?: () => Date }): GatewayStore {
  const now = options.now ?? (() => new Date());
  const file = path.join(dir, 'journal.jsonl');
  const data = Object.fromEntries(NAMES.map((name) => [name, new Map<string, unknown>()])) as {
    [N in Name]: Map<string, Collections[N]>;
  };
  const byReference = new Map<string, string>();
  let sealed: ReturnType<typeof sealer> | undefined;
  // The key is made with the first record, so a sandbox that takes no payments leaves nothing behind.
  const crypt = (): ReturnType<typeof sealer> => {
    sealed ??= sealer(storageKey(dir));
    return sealed;
  };

  if (existsSync(file)) {
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (line.trim() === '') continue;
      try {
        const entry = JSON.parse(line) as { c: Name; id: string; v: never };
        if (!NAMES.includes(entry.c)) continue;
        data[entry.c].set(entry.id, crypt().open(entry.v) as never);
      } catch {
        // A line cut short by a crash mid-append: everything before it stands.
        options.log.warn('unreadable gateway journal line skipped');
      }
    }
    // Compact: drop what can no longer be used (expired tokens, day-old setups and authentications).
    const cutoff = now().getTime() - DAY_MS;
    for (const [id, token] of data.tokens) if (token.exp * 1000 < now().getTime()) data.tokens.delete(id);
    for (const [id, setup] of data.setups) if (Date.parse(setup.createdAt) < cutoff) data.setups.delete(id);
    for (const [id, auth] of data.authentications)
      if (Date.parse(auth.createdAt) < cutoff) data.authentications.delete(id);
    for (const [id, session] of data.merchantSessions)
      if (Date.parse(session.expiresAt) < cutoff) data.merchantSessions.delete(id);
    for (const [id, sheet] of data.walletSheets) if (Date.parse(sheet.expiresAt) < cutoff) data.walletSheets.delete(id);
    for (const [id, token] of data.networkTokens)
      if (token.exp * 1000 < now().getTime() && !token.authorisedReference) data.networkTokens.delete(id);
    const lines = NAMES.flatMap((name) =>
      [...data[name]].map(([id, v]) => JSON.stringify({ c: name, id, v: crypt().seal(v) })),
    );
    const temp = path.join(dir, `.journal.${process.pid}.tmp`);
    writeFileSync(temp, lines.length > 0 ? `${lines.join('\n')}\n` : '', { mode: 0o600 });
    renameSync(temp, file);
  }
  for (const auth of data.authorisations.values()) byReference.set(auth.reference, auth.id);

  return {
    get: (collection, id) => data[collection].get(id),
    put(collection, id, value) {
      mkdirSync(dir, { recursive: true });
      const line = JSON.stringify({ c: collection, id, v: crypt().seal(value) });
      appendFileSync(file, `${line}\n`, { mode: 0o600 });
      data[collection].set(id, value);
      if (collection === 'authorisations') {
        byReference.set((value as AuthorisationRecord).reference, id);
      }
    },
    authorisationByReference(reference) {
      const id = byReference.get(reference);
      return id === undefined ? undefined : data.authorisations.get(id);
    },
  };
}
