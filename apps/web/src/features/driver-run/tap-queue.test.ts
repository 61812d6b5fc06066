import { afterEach, describe, expect, it } from 'vitest';
import { flushTaps, loadTaps, saveTaps, type QueuedTap, type SendFailure } from './tap-queue';

/** The phone's queue of status taps (decision 035): in order, each once, none overtaking another. */
const TOKEN = 'queue-test-token';
const tap = (n: number, status: QueuedTap['status']): QueuedTap => ({
  client_id: `client-${n}-000000`,
  job_id: 7,
  status,
  tapped_at: '2030-05-08T11:00:00.000Z',
  state: 'pending',
});
const offline = new Error('offline');
const classify = (err: unknown): SendFailure =>
  err === offline ? { kind: 'retry' } : { kind: 'refused', message: (err as Error).message };

afterEach(() => window.localStorage.clear());

describe('the tap queue', () => {
  it('sends the waiting taps in order and marks each sent with the server time', async () => {
    saveTaps(TOKEN, [tap(1, 'on_the_way'), tap(2, 'on_board')]);
    const sent: string[] = [];
    const went = await flushTaps(
      TOKEN,
      (t) => {
        sent.push(t.client_id);
        return Promise.resolve({ at: `server-${t.client_id}` });
      },
      classify,
      () => undefined,
    );
    expect(went).toBe(true);
    expect(sent).toEqual(['client-1-000000', 'client-2-000000']);
    expect(loadTaps(TOKEN).map((t) => [t.state, t.at])).toEqual([
      ['sent', 'server-client-1-000000'],
      ['sent', 'server-client-2-000000'],
    ]);
    // nothing waits any more: a second flush sends nothing again
    sent.length = 0;
    await flushTaps(
      TOKEN,
      () => Promise.reject(new Error('never')),
      classify,
      () => undefined,
    );
    expect(sent).toEqual([]);
  });

  it('stops at the first tap that cannot go now, so that no later one overtakes it', async () => {
    saveTaps(TOKEN, [tap(1, 'on_the_way'), tap(2, 'on_board')]);
    const tried: string[] = [];
    await flushTaps(
      TOKEN,
      (t) => {
        tried.push(t.client_id);
        return Promise.reject(offline);
      },
      classify,
      () => undefined,
    );
    expect(tried).toEqual(['client-1-000000']);
    expect(loadTaps(TOKEN).map((t) => t.state)).toEqual(['pending', 'pending']);
  });

  it('marks a refused tap with the server message and goes on with the next', async () => {
    saveTaps(TOKEN, [tap(1, 'completed'), tap(2, 'on_the_way')]);
    await flushTaps(
      TOKEN,
      (t) =>
        t.status === 'completed'
          ? Promise.reject(new Error("'Tamamlandı' için önce 'Yolcu araçta' seçilmeli"))
          : Promise.resolve({ at: 'now' }),
      classify,
      () => undefined,
    );
    expect(loadTaps(TOKEN).map((t) => [t.state, t.message ?? null])).toEqual([
      ['refused', "'Tamamlandı' için önce 'Yolcu araçta' seçilmeli"],
      ['sent', null],
    ]);
  });
});
