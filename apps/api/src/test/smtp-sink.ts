import net from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server for tests: it accepts every message and keeps it parsed. */
export interface SmtpSink {
  port: number;
  url: string;
  mails: ParsedMail[];
  /** starts listening (again) on the same port */
  start(): Promise<void>;
  /** stops listening: clients get "connection refused", as from a server that is down */
  stop(): Promise<void>;
  /** resolves once `count` mails arrived, or rejects after `timeoutMs` */
  waitFor(count: number, timeoutMs: number): Promise<ParsedMail[]>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

/** Makes a sink on a free port; it listens once `start()` is called. */
export async function createSmtpSink(
  opts: { refuse?: (address: string) => boolean } = {},
): Promise<SmtpSink> {
  const port = await freePort();
  const mails: ParsedMail[] = [];
  let server: SMTPServer | undefined;
  const sink: SmtpSink = {
    port,
    url: `smtp://127.0.0.1:${port}`,
    mails,
    start() {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        // A mailbox the server refuses for good (550), as a real server does for an unknown user.
        onRcptTo(address, _session, callback) {
          if (opts.refuse?.(address.address)) {
            const err = Object.assign(new Error('mailbox unavailable'), { responseCode: 550 });
            callback(err);
            return;
          }
          callback();
        },
        onData(stream, _session, callback) {
          simpleParser(stream).then(
            (mail) => {
              mails.push(mail);
              callback();
            },
            (err: Error) => callback(err),
          );
        },
      });
      return new Promise((resolve, reject) => {
        server!.once('error', reject);
        server!.listen(port, '127.0.0.1', () => resolve());
      });
    },
    stop() {
      return new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()));
    },
    async waitFor(count, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (mails.length < count) {
        if (Date.now() > deadline)
          throw new Error(`expected ${count} mails within ${timeoutMs} ms, got ${mails.length}`);
        await new Promise((r) => setTimeout(r, 25));
      }
      return mails;
    },
  };
  return sink;
}
