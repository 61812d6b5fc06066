import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminRequestEnvelope, saveMultipart } from './admin-api';

/**
 * One back-office catalogue entity's API (decision 042), in the shape of bulletproof-react's
 * `features/*\/api/*.ts`: its list as a query, and a save and a delete that invalidate that list,
 * so every screen that reads the list (under the same key) sees the change. Each feature's
 * `api.ts` defines its resource once; its page and dialog use the hooks.
 */
export interface AdminWritesDef {
  /** the list's query key; other screens that show the same list use the same key */
  key: readonly unknown[];
  /** the collection rows are created in, and updated and deleted at `${path}/${id}` */
  path: string;
  /**
   * how a save travels: 'json' (POST to create, PUT to update) or 'multipart' for forms that
   * carry a file (POST both ways, the form carrying `_method=PUT`; with the upload time-out)
   */
  body: 'json' | 'multipart';
}

export interface AdminResourceDef<T> extends AdminWritesDef {
  /** reads the whole list, checked against its contract */
  list: () => Promise<T[]>;
}

/** The save and delete of an entity whose list is read some other way (the tours' pages). */
export interface AdminWrites extends AdminWritesDef {
  /** a save of the row `id` (a new row when absent); resolves to the server's message, if any */
  useSave: (
    id: number | null | undefined,
    on: { onSuccess: (message: string | undefined) => unknown; onError: (err: unknown) => unknown },
  ) => ReturnType<typeof useMutation<string | undefined, Error, unknown>>;
  /** deletes the row `id`; resolves to the server's message, if any (the page invalidates) */
  remove: (id: number) => Promise<string | undefined>;
  /** re-reads the list */
  useInvalidate: () => () => Promise<void>;
}

export interface AdminResource<T> extends AdminWrites, AdminResourceDef<T> {
  useList: () => ReturnType<typeof useQuery<T[]>>;
}

export function adminResource<T>(def: AdminResourceDef<T>): AdminResource<T> {
  return {
    ...adminWrites(def),
    list: def.list,
    useList: () => useQuery({ queryKey: def.key, queryFn: def.list }),
  };
}

/** Save and delete under `def.key`; a paged list keyed `[...key, params]` is invalidated too. */
export function adminWrites(def: AdminWritesDef): AdminWrites {
  const send = async (id: number | null | undefined, body: unknown) => {
    const answer =
      def.body === 'multipart'
        ? await saveMultipart(def.path, id, body as FormData)
        : await adminRequestEnvelope(id ? `${def.path}/${id}` : def.path, {
            method: id ? 'PUT' : 'POST',
            body,
          });
    return answer.message;
  };
  const useInvalidate = () => {
    const queryClient = useQueryClient();
    return () => queryClient.invalidateQueries({ queryKey: def.key });
  };
  return {
    ...def,
    useSave: (id, on) => {
      const invalidate = useInvalidate();
      return useMutation({
        mutationFn: (body: unknown) => send(id, body),
        // the caller's success first (the dialog closes, the banner shows), then the list re-reads
        onSuccess: async (message) => {
          await on.onSuccess(message);
          await invalidate();
        },
        onError: (err) => void on.onError(err),
      });
    },
    remove: async (id) => (await adminRequestEnvelope(`${def.path}/${id}`, { method: 'DELETE' })).message,
    useInvalidate,
  };
}
