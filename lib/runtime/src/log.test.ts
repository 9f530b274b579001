import { describe, expect, it } from 'vitest';
import { createLogger } from './log.ts';
import { captureLogs, type LogRecord } from './log-capture.ts';

function capture() {
  const records: Record<string, unknown>[] = [];
  const log = createLogger('test', { destination: { write: (line: string) => void records.push(JSON.parse(line)) } });
  return { log, records };
}

describe('createLogger', () => {
  it('writes one JSON record with the child’s component, the message and the error under err, keeping its type', () => {
    const { log, records } = capture();
    class GatewayError extends Error {
      override name = 'GatewayError';
      code = 'E_DOWN';
    }
    log.child({ component: 'payments' }).error({ err: new GatewayError('gateway down') }, 'card gateway failed');
    expect(records).toEqual([
      expect.objectContaining({
        level: 'error',
        name: 'test',
        component: 'payments',
        msg: 'card gateway failed',
        err: {
          type: 'GatewayError',
          message: 'gateway down',
          stack: expect.stringContaining('gateway down'),
          code: 'E_DOWN',
        },
      }),
    ]);
  });

  it('an error as the only argument lands under err too, its message the record’s', () => {
    const { log, records } = capture();
    log.warn(new TypeError('bad input'));
    expect(records[0]).toMatchObject({
      level: 'warn',
      msg: 'bad input',
      err: { type: 'TypeError', message: 'bad input' },
    });
  });

  it('redacts what a caller passes: secret fields, card numbers in messages and in errors', () => {
    const { log, records } = capture();
    log.error(
      { token: 'abc123', err: new Error('charge 4111 1111 1111 1111 refused') },
      'card 4111111111111111 refused',
    );
    const line = JSON.stringify(records[0]);
    expect(line).not.toContain('abc123');
    expect(line).not.toMatch(/4111 ?1111 ?1111 ?1111/);
  });

  it('a capture takes the lines of loggers made before it, redacted, and only until it is stopped', () => {
    const log = createLogger('earlier', { level: 'info' }).child({ component: 'payments' });
    const logged: LogRecord[] = [];
    const stop = captureLogs(logged);
    log.info({ password: 'hunter2' }, 'first');
    stop();
    log.info('after the capture');
    expect(logged).toEqual([
      expect.objectContaining({ level: 'info', name: 'earlier', component: 'payments', msg: 'first' }),
    ]);
    expect(JSON.stringify(logged)).not.toContain('hunter2');
  });
});
