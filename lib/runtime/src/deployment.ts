// Production deployments refuse the committed development secrets. Every process of the shop falls back to a
// committed value for each secret it needs, so `./shop start` and `./shop test` run with zero configuration; a real
// deployment that forgets one must fail at start-up, naming what is missing, instead of sealing cart ids or sessions
// with a key anyone can read in the repository.
//
// Which mode a process is in:
// - SHOP_ENV=local: this machine's shop (`./shop start` and `./shop test` set it); development values are fine even
//   though the site runs its production build (NODE_ENV=production).
// - SHOP_ENV=production: a deployment, whatever NODE_ENV says.
// - SHOP_ENV unset: a deployment exactly when NODE_ENV=production (`npm start -w @shop/site` on a server).

type Env = Record<string, string | undefined>;

export const SHOP_ENVS = ['local', 'production'] as const;

/** True when this process is a production deployment that must not run on development secrets. */
export function isProductionDeployment(env: Env = process.env): boolean {
  const shopEnv = env.SHOP_ENV?.trim() ?? '';
  if (shopEnv === 'production') return true;
  if (shopEnv === 'local') return false;
  if (shopEnv !== '') {
    throw new Error(`SHOP_ENV must be "local" or "production" (or unset), got ${JSON.stringify(env.SHOP_ENV)}`);
  }
  return env.NODE_ENV === 'production';
}

export interface SecretRule {
  /** The environment variable. */
  name: string;
  /** Committed development values a deployment must not use. */
  development: readonly string[];
  /** Fewest characters accepted (default 16). */
  minLength?: number;
  /** A comma-separated list (keys a provider accepts): every item is checked. */
  list?: boolean;
  /** A further check of a value (with the whole environment): why it is refused, or null. */
  validate?: (value: string, env: Env) => string | null;
  /** Needed only in some set-ups (default: always). */
  when?: (env: Env) => boolean;
}

export const DEFAULT_MIN_SECRET_LENGTH = 16;

/** A provider's key (a comma-separated list: the sender uses the first, the provider accepts each); 16+ characters. */
export const providerKeyRule = (name: string, development: string): SecretRule => ({
  name,
  development: [development],
  list: true,
});

/** What is wrong with each secret in `env`, one line per problem, each starting with the variable's name. */
export function secretProblems(rules: readonly SecretRule[], env: Env = process.env): string[] {
  const problems: string[] = [];
  for (const rule of rules) {
    if (rule.when && !rule.when(env)) continue;
    const raw = env[rule.name]?.trim() ?? '';
    const values = rule.list
      ? raw
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean)
      : [raw].filter(Boolean);
    if (values.length === 0) {
      problems.push(`${rule.name} is not set`);
      continue;
    }
    const minLength = rule.minLength ?? DEFAULT_MIN_SECRET_LENGTH;
    for (const [index, value] of values.entries()) {
      const which = rule.list && values.length > 1 ? ` (item ${index + 1})` : '';
      if (rule.development.includes(value)) {
        problems.push(`${rule.name}${which} is the committed development value`);
      } else if (value.length < minLength) {
        problems.push(`${rule.name}${which} is too short (${value.length} characters; at least ${minLength})`);
      } else {
        const reason = rule.validate?.(value, env);
        if (reason) problems.push(`${rule.name}${which} ${reason}`);
      }
    }
  }
  return problems;
}

/** Thrown by requireProductionSecrets; `variables` names each refused variable once. */
export class ProductionSecretsError extends Error {
  readonly variables: string[];
  constructor(processName: string, problems: string[]) {
    super(
      `${processName} refuses to start as a production deployment (SHOP_ENV=production, or NODE_ENV=production ` +
        `without SHOP_ENV=local) on missing or development secrets:\n` +
        problems.map((problem) => `  - ${problem}`).join('\n') +
        '\nSet each one to its own random value (see .env.example). SHOP_ENV=local runs on the development values, ' +
        'on this machine only.',
    );
    this.name = 'ProductionSecretsError';
    this.variables = [...new Set(problems.map((problem) => problem.split(/[\s(]/, 1)[0] ?? problem))];
  }
}

/** In a production deployment, throws a ProductionSecretsError naming every refused secret; elsewhere does nothing. */
export function requireProductionSecrets(
  processName: string,
  rules: readonly SecretRule[],
  env: Env = process.env,
): void {
  if (!isProductionDeployment(env)) return;
  const problems = secretProblems(rules, env);
  if (problems.length > 0) throw new ProductionSecretsError(processName, problems);
}

/**
 * For a process's entry point: requireProductionSecrets, and on refusal (or an invalid SHOP_ENV) the message on stderr
 * and exit code 78 (EX_CONFIG), before the process opens a port or a database.
 */
export function exitOnProductionSecretProblems(
  processName: string,
  rules: readonly SecretRule[],
  env: Env = process.env,
): void {
  try {
    requireProductionSecrets(processName, rules, env);
  } catch (error) {
    console.error(`✗ ${(error as Error).message}`);
    process.exit(CONFIG_EXIT_CODE);
  }
}

/** sysexits.h EX_CONFIG: the supervisor can tell "misconfigured" from a crash. */
export const CONFIG_EXIT_CODE = 78;

/** A base64 value that decodes to exactly `bytes` bytes (an AES key), else why not. */
export function base64Bytes(bytes: number): (value: string) => string | null {
  return (value) => {
    if (!/^[A-Za-z0-9+/]+={0,2}$/.test(value)) return `must be base64 (${bytes} random bytes)`;
    const length = Buffer.from(value, 'base64').length;
    return length === bytes ? null : `must be ${bytes} bytes, base64-encoded (it decodes to ${length})`;
  };
}
