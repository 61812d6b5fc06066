import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql, type Transaction } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/schema.js';
import { groupCommit } from './group-commit.js';

// Group commit is the SQLite runner, so this runs on SQLite whatever database the suite uses.
let dir: string;
let file: string;
let db: Kysely<Database>;
let statements: string[];

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'riviera-group-commit-'));
  file = path.join(dir, 'app.db');
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  statements = [];
  db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: sqlite }),
    log: (e) => void statements.push(e.query.sql.toLowerCase()),
  });
  await sql`create table parent (id integer primary key)`.execute(db);
  await sql`create table item (id integer primary key, name text not null unique, parent_id integer references parent (id))`.execute(db);
});
afterEach(async () => {
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

const insert = (name: string) => (trx: Transaction<Database>) =>
  sql`insert into item (name) values (${name})`.execute(trx).then(() => name);
/** What another connection sees: only what has been committed. */
const committedNames = () => {
  const other = new SQLite(file, { readonly: true });
  try {
    return (other.prepare('select name from item order by id').all() as { name: string }[]).map((r) => r.name);
  } finally {
    other.close();
  }
};
const commits = () => statements.filter((s) => s === 'commit').length;

describe('group commit', () => {
  it('commits units that arrive together in one transaction, and answers each only once committed', async () => {
    const runner = groupCommit(db);
    const seenAtAnswer: string[][] = [];
    const names = Array.from({ length: 10 }, (_, i) => `n${i}`);
    const results = await Promise.all(
      names.map((n) =>
        runner.run(insert(n)).then((v) => {
          seenAtAnswer.push(committedNames());
          return v;
        }),
      ),
    );
    expect(results).toEqual(names);
    expect(commits()).toBe(1);
    // Every unit's answer came after the commit: another connection already saw all ten.
    for (const seen of seenAtAnswer) expect(seen).toEqual(names);
  });

  it('rolls back a failing unit alone: its caller gets the error, the others are stored', async () => {
    const runner = groupCommit(db);
    const failing = async (trx: Transaction<Database>) => {
      await sql`insert into item (name) values ('half-done')`.execute(trx);
      await sql`insert into item (name) values ('a')`.execute(trx); // duplicate of the first unit
      return 'never';
    };
    const outcomes = await Promise.allSettled([runner.run(insert('a')), runner.run(failing), runner.run(insert('b'))]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(committedNames()).toEqual(['a', 'b']);
    expect(commits()).toBe(1);
  });

  it('fails every unit of a batch whose commit fails, and stores none of them', async () => {
    const runner = groupCommit(db);
    // A deferred foreign key is checked at COMMIT: the commit itself fails.
    const breaksCommit = async (trx: Transaction<Database>) => {
      await sql`pragma defer_foreign_keys = on`.execute(trx);
      await sql`insert into item (name, parent_id) values ('orphan', 42)`.execute(trx);
      return 'orphan';
    };
    const outcomes = await Promise.allSettled([runner.run(insert('x')), runner.run(breaksCommit), runner.run(insert('y'))]);
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(committedNames()).toEqual([]);
    // The runner is still usable afterwards.
    expect(await runner.run(insert('z'))).toBe('z');
    expect(committedNames()).toEqual(['z']);
  });

  it('runs a lone unit as a plain transaction, rolled back whole when it fails', async () => {
    const runner = groupCommit(db);
    await expect(
      runner.run(async (trx) => {
        await sql`insert into item (name) values ('lonely')`.execute(trx);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(committedNames()).toEqual([]);
    expect(statements.some((s) => s.startsWith('savepoint'))).toBe(false);
  });

  it('splits a burst larger than the batch size into several commits, in order', async () => {
    const runner = groupCommit(db, 4);
    const names = Array.from({ length: 10 }, (_, i) => `m${i}`);
    expect(await Promise.all(names.map((n) => runner.run(insert(n))))).toEqual(names);
    expect(commits()).toBe(3);
    expect(committedNames()).toEqual(names);
  });
});
