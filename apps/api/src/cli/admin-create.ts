/**
 * `npm run admin:create -- <username>`: creates a back-office admin, or resets an existing admin's
 * password (which signs that admin out everywhere). The password is read from standard input
 * (`echo "$PW" | npm run admin:create -- ayse`) or, at a terminal, typed twice without echo.
 * Uses the same DATA_DIR / DATABASE_URL as the server.
 */
import { ADMIN_PASSWORD_MAX_LENGTH, ADMIN_PASSWORD_MIN_LENGTH, ADMIN_USERNAME_MAX_LENGTH } from '@riviera/domain';
import { loadConfig } from '../config.js';
import { runCli } from './run-cli.js';
import { openDatabase } from '../db/kysely.js';
import { migrateToLatest } from '../db/migrate.js';
import { upsertAdmin } from '../modules/auth/admin-bootstrap.js';
import { isCommonPassword } from '../modules/auth/common-passwords.js';

const USERNAME = /^[A-Za-z0-9._-]{3,64}$/;

async function readPiped(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8').replace(/\r?\n$/, '');
}

/** Reads one line from the terminal without echoing it. */
function promptHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const stdin = process.stdin;
    process.stdout.write(question);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    let value = '';
    const done = (err?: Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.removeListener('data', onData);
      process.stdout.write('\n');
      if (err) reject(err);
      else resolve(value);
    };
    const onData = (ch: string) => {
      for (const c of ch) {
        if (c === '\r' || c === '\n') return done();
        if (c === '\u0003') return done(new Error('cancelled'));
        if (c === '\u007f' || c === '\b') value = value.slice(0, -1);
        else value += c;
      }
    };
    stdin.on('data', onData);
  });
}

async function main(): Promise<number> {
  const username = process.argv[2]?.trim();
  if (!username || !USERNAME.test(username) || username.length > ADMIN_USERNAME_MAX_LENGTH) {
    console.error('Usage: npm run admin:create -- <username>   (3-64 letters, digits, dot, dash or underscore)');
    console.error('The password is read from standard input, or asked for at a terminal.');
    return 2;
  }
  let password: string;
  if (process.stdin.isTTY) {
    password = await promptHidden(`Password for ${username}: `);
    const again = await promptHidden('Repeat the password: ');
    if (again !== password) {
      console.error('The two passwords differ; nothing was changed.');
      return 1;
    }
  } else {
    password = await readPiped();
  }
  if (password.length < ADMIN_PASSWORD_MIN_LENGTH || password.length > ADMIN_PASSWORD_MAX_LENGTH) {
    console.error(`The password must be ${ADMIN_PASSWORD_MIN_LENGTH}-${ADMIN_PASSWORD_MAX_LENGTH} characters; nothing was changed.`);
    return 1;
  }
  if (isCommonPassword(password)) {
    console.error('The password is one of the commonest; choose one that is hard to guess. Nothing was changed.');
    return 1;
  }
  const config = loadConfig();
  const handle = openDatabase(config);
  try {
    await migrateToLatest(handle.db, handle.dialect);
    const result = await upsertAdmin(handle.db, username, password);
    console.log(
      result === 'created'
        ? `Admin "${username}" created.`
        : `Password of admin "${username}" reset; its open sessions were signed out.`,
    );
    return 0;
  } finally {
    await handle.close();
  }
}

runCli(main);
