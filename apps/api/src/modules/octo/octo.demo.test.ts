import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addDays, todayInIstanbul } from '@riviera/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../test/pg-cluster.js';
import { startServerProcess, type ServerProcess } from '../../test/server-process.js';

/**
 * The demo (issue 27 item 7, decision 041): a sold-out and a nearly full departure in the next
 * days, and a reseller key printed at start-up in demo mode only, that works; started again
 * without demo mode, no key is printed and the demo key is gone.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'riviera-octo-demo-'));
let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const KEY_LINE = /OCTO demo reseller key: (octo_[A-Za-z0-9_-]{43})/;

describe('the demo reseller', () => {
  it('is printed in demo mode, sells, and is gone without demo mode', async () => {
    server = await startServerProcess(await freePort(), { DATA_DIR: dataDir, DEMO_MODE: 'true', LOG_LEVEL: 'warn' }, 90_000);
    const token = KEY_LINE.exec(server.output())?.[1];
    expect(token, server.output()).toBeDefined();
    const auth = { authorization: `Bearer ${token}` };
    const products = (await (await fetch(`${server.url}/api/octo/products`, { headers: auth })).json()) as { id: string; internalName: string }[];
    const boat = products.find((p) => p.internalName === 'Yeşil Kanyon Tekne Turu')!;
    expect(boat).toBeDefined();
    const today = todayInIstanbul();
    const res = await fetch(`${server.url}/api/octo/availability`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ productId: boat.id, optionId: 'DEFAULT', localDateStart: addDays(today, 2), localDateEnd: addDays(today, 3) }),
    });
    const days = (await res.json()) as { localDateTimeStart: string; status: string; vacancies: number }[];
    expect(days.map((d) => [d.localDateTimeStart.slice(0, 10), d.status, d.vacancies])).toEqual([
      [addDays(today, 2), 'SOLD_OUT', 0],
      [addDays(today, 3), 'LIMITED', 2],
    ]);
    await server.stop();

    server = await startServerProcess(await freePort(), { DATA_DIR: dataDir, DEMO_MODE: 'false', LOG_LEVEL: 'warn' }, 90_000);
    expect(server.output()).not.toMatch(/OCTO demo reseller key/);
    const refused = await fetch(`${server.url}/api/octo/products`, { headers: auth });
    expect(refused.status).toBe(401);
  }, 200_000);
});
