import { LIVE_BOARD_EVENT_NAME, liveBoardEvent } from '@riviera/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { safeParse } from 'zod/mini';
import { DAY_KEY } from './api';

/** Where the board's live connection stands: shown beside the title so staff know to trust it. */
export type LiveState = 'connecting' | 'live' | 'offline';

const LIVE_URL = '/api/admin/operations/live';
const FIRST_RETRY_MS = 2_000;
const LAST_RETRY_MS = 60_000;

/**
 * Keeps the 'Operasyon' board current without a reload (issue 26 item 3, decision 039): an
 * EventSource on the board's stream; a driver's status on the shown day, or any staff change,
 * refetches the day, and so does every (re)connect, which is the catch-up for whatever was missed
 * meanwhile. The browser reconnects a dropped stream by itself; a refused one (503 when the
 * instance is full, 429, a shed request) it gives up on, so it is retried here with a growing delay.
 */
export function useLiveBoard(date: string): LiveState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<LiveState>('connecting');
  const shownDate = useRef(date);
  // the stream stays open across days; events are matched against the day shown now
  useEffect(() => {
    shownDate.current = date;
  }, [date]);

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let delay = FIRST_RETRY_MS;
    const refetch = () => void queryClient.invalidateQueries({ queryKey: DAY_KEY });
    const connect = () => {
      const es = new EventSource(LIVE_URL);
      source = es;
      es.onopen = () => {
        delay = FIRST_RETRY_MS;
        setState('live');
        refetch();
      };
      es.addEventListener(LIVE_BOARD_EVENT_NAME, (message: MessageEvent<string>) => {
        let data: unknown;
        try {
          data = JSON.parse(message.data);
        } catch {
          return;
        }
        const event = safeParse(liveBoardEvent, data);
        if (!event.success) return;
        if (event.data.kind === 'changed' || event.data.date === shownDate.current) refetch();
      });
      es.onerror = () => {
        setState('offline');
        if (es.readyState !== EventSource.CLOSED) return;
        es.close();
        retry = setTimeout(connect, delay);
        delay = Math.min(delay * 2, LAST_RETRY_MS);
      };
    };
    connect();
    return () => {
      clearTimeout(retry);
      source?.close();
    };
  }, [queryClient]);

  return state;
}
