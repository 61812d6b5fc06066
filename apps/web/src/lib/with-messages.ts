import { loadMessageCatalogue } from '@riviera/domain';

/**
 * A lazily loaded part that shows messages of the domain's catalogue (form errors, a booking's
 * state) waits for its language's catalogue together with its own code: one small chunk, fetched
 * in parallel (decision 046), so a message is never asked for before it is there.
 */
export function withMessages<M>(load: () => Promise<M>): () => Promise<M> {
  return () => Promise.all([load(), loadMessageCatalogue()]).then(([m]) => m);
}
