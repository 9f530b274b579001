import { existsSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');

/** Loads `.env` from the repository root when present; real environment variables win. */
export function loadEnv(): void {
  const file = path.join(root, '.env');
  if (existsSync(file)) process.loadEnvFile(file);
}

export function env(name: string, fallback: string): string {
  const value = process.env[name];
  return value === undefined || value === '' ? fallback : value;
}

export function intEnv(name: string, fallback: number): number {
  const value = Number.parseInt(env(name, String(fallback)), 10);
  return Number.isFinite(value) ? value : fallback;
}
