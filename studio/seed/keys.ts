import { createHash } from 'node:crypto';

/** A stable 12-character `_key` from a path, so the generated dataset is byte-identical on every run. */
export function keyFor(...path: readonly (string | number)[]): string {
  return createHash('sha1').update(path.join('/')).digest('hex').slice(0, 12);
}
