import { ApiError, visitorMessage } from '../../lib/api-client';

/** What the manage panel says when a call fails: the network's sentence, the server's, or the fallback. */
export const errorText = (err: unknown, fallback: string, network: string) =>
  err instanceof ApiError && err.isNetwork ? network : visitorMessage(err) || fallback;
