import { describe, expect, it } from 'vitest';
import { errorKind } from './error-kind.ts';

describe('errorKind', () => {
  it('keeps the name and the codes of an error and its cause, never a message', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:3100'), { code: 'ECONNREFUSED' });
    const failed = new TypeError('fetch failed', { cause: refused });
    expect(errorKind(failed)).toEqual({ type: 'TypeError', cause: 'ECONNREFUSED', at: expect.any(Array) });
    // Where it was thrown: frames only, never the stack's first line (the message).
    const { at } = errorKind(failed);
    expect(at?.[0]).toMatch(/^at .*error-kind\.test\.ts/);
    expect(at?.length).toBeLessThanOrEqual(6);
    expect(JSON.stringify(at)).not.toContain('fetch failed');
    const rejected = Object.assign(new Error('refresh_token eyJhbGciOi… is invalid'), {
      code: 'OAUTH_RESPONSE_BODY_ERROR',
    });
    expect(errorKind(rejected)).toMatchObject({ type: 'Error', code: 'OAUTH_RESPONSE_BODY_ERROR' });
    expect(JSON.stringify(errorKind(rejected))).not.toContain('eyJ');
  });

  it('drops a code that is not a plain code, and names a cause without one', () => {
    const odd = Object.assign(new Error('x'), { code: 'token=eyJhbGciOi' });
    expect(errorKind(odd)).toEqual({ type: 'Error', at: expect.any(Array) });
    expect(errorKind(new TypeError('fetch failed', { cause: new RangeError('bad') }))).toMatchObject({
      type: 'TypeError',
      cause: 'RangeError',
    });
    const stackless = new Error('secret');
    stackless.stack = undefined;
    expect(errorKind(stackless)).toEqual({ type: 'Error' });
    expect(errorKind('thrown string')).toEqual({ type: 'unknown error' });
  });
});
