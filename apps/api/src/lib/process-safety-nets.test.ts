import { describe, expect, it } from 'vitest';
import { handleStrayError } from './process-safety-nets.js';

function recorder() {
  const logged: string[] = [];
  const exits: number[] = [];
  return {
    logged,
    exits,
    log: {
      warn: (_: object, msg: string) => logged.push(`warn ${msg}`),
      fatal: (_: object, msg: string) => logged.push(`fatal ${msg}`),
    },
    exit: (code: number) => exits.push(code),
  };
}

describe('stray errors reaching the process', () => {
  it('keeps serving through a lost database connection, whichever way pg reports it', () => {
    const terminated = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    for (const err of [new Error('Connection terminated unexpectedly'), terminated, refused]) {
      const r = recorder();
      handleStrayError(err, 'uncaughtException', r.log, r.exit);
      expect(r.exits).toEqual([]);
      expect(r.logged).toEqual([
        'warn database connection error outside any request; the pool will reconnect',
      ]);
    }
  });

  it('still ends the process on a real bug, after logging it, so that it is restarted clean and seen', () => {
    for (const err of [
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      'a rejected string',
      undefined,
    ]) {
      const r = recorder();
      handleStrayError(err, 'unhandledRejection', r.log, r.exit);
      expect(r.exits).toEqual([1]);
      expect(r.logged).toEqual(['fatal uncaught error; exiting']);
    }
  });
});
