import type { Kysely, Transaction } from 'kysely';
import type { Database, InternalNotesTable } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;
export type NoteTarget = InternalNotesTable['target'];

const TABLE_OF: Record<NoteTarget, 'bookings' | 'tour_reservations'> = { booking: 'bookings', tour_reservation: 'tour_reservations' };

/** Internal notes of one booking or tour reservation, oldest first (a conversation reads downwards). */
export function notesRepository(db: Db) {
  return {
    list: (target: NoteTarget, targetId: number) =>
      db
        .selectFrom('internal_notes')
        .select(['id', 'body', 'admin_username', 'created_at'])
        .where('target', '=', target)
        .where('target_id', '=', targetId)
        .orderBy('id')
        .execute(),
    async insert(row: { target: NoteTarget; target_id: number; admin_user_id: number; admin_username: string; body: string; created_at: string }) {
      const r = await db.insertInto('internal_notes').values(row).returning('id').executeTakeFirstOrThrow();
      return r.id;
    },
    targetExists: async (target: NoteTarget, targetId: number) =>
      (await db.selectFrom(TABLE_OF[target]).select('id').where('id', '=', targetId).executeTakeFirst()) !== undefined,
    /** A deleted booking or reservation takes its notes with it (the audit record keeps the booking). */
    async deleteFor(target: NoteTarget, targetId: number): Promise<void> {
      await db.deleteFrom('internal_notes').where('target', '=', target).where('target_id', '=', targetId).execute();
    },
  };
}
