import { describe, expect, it } from 'vitest';
import { errorKind } from './error-kind.ts';

describe('errorKind', () => {
  it('keeps the name and the codes of an error and its cause, never a message', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:3100'), { code: 'ECONNREFUSED' });
    const failed = new TypeError('fetch failed', { cause: refused });
    expect(errorKind(failed)).toEqual({ type: 'TypeError', cause: 'ECONNREFUSED' });
    const rejected = Object.assign(new Error('refresh_token eyJhbGciOi… is invalid'), {
      code: 'OAUTH_RESPONSE_BODY_ERROR',
    });
    expect(errorKind(rejected)).toEqual({ type: 'Error', code: 'OAUTH_RESPONSE_BODY_ERROR' });
    expect(JSON.stringify(errorKind(rejected))).not.toContain('eyJ');
  });

  it('drops a code that is not a plain code, and names a cause without one', () => {
    const odd = Object.assign(new Error('x'), { code: 'token=eyJhbGciOi' });
    expect(errorKind(odd)).toEqual({ type: 'Error' });
    expect(errorKind(new TypeError('fetch failed', { cause: new RangeError('bad') }))).toEqual({
      type: 'TypeError',
      cause: 'RangeError',
    });
    expect(errorKind('thrown string')).toEqual({ type: 'unknown error' });
  });
});
