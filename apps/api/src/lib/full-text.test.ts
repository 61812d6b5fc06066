import { describe, expect, it } from 'vitest';
import * as indexed from '../db/migrations/004-issue5-admin.js';
import { SEARCH_DOCUMENT_COLUMNS, pgDocumentSql, sqliteDocumentSql } from './full-text.js';

describe('the search document', () => {
  // A query whose expression differs from the index's by one character searches without the index.
  it('is written by the queries exactly as the migration indexed it', () => {
    for (const table of ['bookings', 'tour_reservations'] as const) {
      expect(SEARCH_DOCUMENT_COLUMNS[table]).toEqual(indexed.SEARCH_DOCUMENT_COLUMNS[table]);
      expect(pgDocumentSql(table)).toBe(indexed.pgDocumentSql(table));
      expect(sqliteDocumentSql(table, 'new.')).toBe(indexed.sqliteDocumentSql(table, 'new.'));
      expect(sqliteDocumentSql(table, '')).toBe(indexed.sqliteDocumentSql(table, ''));
    }
  });
});
