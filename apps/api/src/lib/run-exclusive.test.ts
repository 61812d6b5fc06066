import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/kysely.js';
import { createEmptyDatabase } from '../test/test-app.js';
import { exclusiveRunner } from './run-exclusive.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Two runners over one database stand for two instances (on SQLite: one process, one runner). */
describe('runExclusive', () => {
  let database: Awaited<ReturnType<typeof createEmptyDatabase>>;
  let handles: DatabaseHandle[];

  beforeAll(async () => {
    database = await createEmptyDatabase();
    const open = () => openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
    handles = database.databaseUrl ? [open(), open()] : [open()];
  });
  afterAll(async () => {
    for (const h of handles) await h.close();
    await database.remove();
  });

  const runners = () => {
    const a = exclusiveRunner(handles[0]!.db, handles[0]!.dialect);
    const b = handles[1] ? exclusiveRunner(handles[1].db, handles[1].dialect) : a;
    return [a, b] as const;
  };

  it('skips a run while another holds the lock, and runs once it is free', async () => {
    const [a, b] = runners();
    let inside = 0;
    let most = 0;
    const job = async () => {
      inside++;
      most = Math.max(most, inside);
      await sleep(150);
      inside--;
      return 'done';
    };
    const first = a('job:test', job);
    await sleep(50);
    expect(await b('job:test', job)).toEqual({ ran: false });
    expect(await first).toEqual({ ran: true, value: 'done' });
    expect(await b('job:test', job)).toEqual({ ran: true, value: 'done' });
    expect(most).toBe(1);
  });

  it('with wait, queues behind the holder: one at a time, both run', async () => {
    const [a, b] = runners();
    const order: string[] = [];
    const job = (who: string) => async () => {
      order.push(`${who} in`);
      await sleep(100);
      order.push(`${who} out`);
    };
    const first = a('rates:test', job('a'));
    await sleep(30);
    const second = b('rates:test', job('b'), { wait: true });
    await Promise.all([first, second]);
    expect(order).toEqual(['a in', 'a out', 'b in', 'b out']);
  });

  it('releases the lock when the work fails', async () => {
    const [a, b] = runners();
    await expect(a('fail:test', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await b('fail:test', () => Promise.resolve(1))).toEqual({ ran: true, value: 1 });
  });
});
