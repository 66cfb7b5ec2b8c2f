import type { AddressInfo } from 'node:net';
import { AddressObject, simpleParser } from 'mailparser';
import { SMTPServer, SMTPServerDataStream } from 'smtp-server';

/** A message the catcher accepted, parsed. */
export interface CaughtMail {
  /** Envelope recipients (RCPT TO), lower-case. */
  to: string[];
  /** The From header as written. */
  from: string;
  subject: string;
  text: string;
  html: string;
  /** The Message-ID header, with its angle brackets. */
  messageId: string;
  /** Every header line as received (name → value), lower-case names. */
  headers: Map<string, unknown>;
  receivedAt: Date;
}

export interface SmtpCatcher {
  /** smtp://127.0.0.1:PORT, for SMTP_URL. */
  url: string;
  /** Accepted messages, in arrival order. */
  messages: CaughtMail[];
  /** DATA commands seen (accepted, refused or held). */
  readonly deliveries: number;
  /**
   * The next `count` messages are answered with an SMTP error after their data: 4xx (temporary,
   * default 451) or 5xx (permanent).
   */
  refuseNext(count: number, code?: number): void;
  /**
   * The next message (to `to`, when given) is read and then never answered: the sender hangs in the
   * middle of its SMTP conversation (to kill it there). Resolves when that message's data has arrived.
   */
  holdNext(to?: string): Promise<void>;
  /** The first accepted message (present or future) matching `predicate`. */
  waitFor(predicate: (mail: CaughtMail) => boolean, timeoutMs?: number): Promise<CaughtMail>;
  /** Accepted messages to one address (any case). */
  to(address: string): CaughtMail[];
  clear(): void;
  close(): Promise<void>;
}

const addressText = (value: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(value) ? value : value ? [value] : []).map((item) => item.text).join(', ');

/**
 * A real SMTP server (the smtp-server package) on 127.0.0.1 and a random port, for API tests that
 * check what the shop e-mails: point SMTP_URL at `url`. Accepts any sender, recipient and login
 * (no TLS); keeps every accepted message parsed.
 */
export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  const messages: CaughtMail[] = [];
  const waiters = new Set<{ predicate: (mail: CaughtMail) => boolean; resolve: (mail: CaughtMail) => void }>();
  const refusals: number[] = [];
  const holds: Array<{ matches: (recipients: string[]) => boolean; release: () => void }> = [];
  let deliveries = 0;

  const accept = (mail: CaughtMail) => {
    messages.push(mail);
    for (const waiter of waiters) {
      if (waiter.predicate(mail)) {
        waiters.delete(waiter);
        waiter.resolve(mail);
      }
    }
  };

  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username ?? 'anonymous' }),
    onData(stream: SMTPServerDataStream, session, callback) {
      deliveries += 1;
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const recipients = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
        const held = holds.findIndex((hold) => hold.matches(recipients));
        if (held >= 0) {
          // Never answered: the client times out or dies waiting.
          holds.splice(held, 1)[0].release();
          return;
        }
        const refusal = refusals.shift();
        if (refusal !== undefined) {
          callback(Object.assign(new Error(`Refused by the test (${refusal})`), { responseCode: refusal }));
          return;
        }
        simpleParser(Buffer.concat(chunks))
          .then((parsed) => {
            accept({
              to: recipients,
              from: addressText(parsed.from),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              messageId: parsed.messageId ?? '',
              headers: parsed.headers,
              receivedAt: new Date(),
            });
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  server.on('error', () => undefined);

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    get deliveries() {
      return deliveries;
    },
    refuseNext(count, code = 451) {
      for (let index = 0; index < count; index += 1) refusals.push(code);
    },
    holdNext(to) {
      return new Promise<void>((release) =>
        holds.push({ matches: (recipients) => to === undefined || recipients.includes(to.toLowerCase()), release }),
      );
    },
    waitFor(predicate, timeoutMs = 15000) {
      const present = messages.find(predicate);
      if (present) return Promise.resolve(present);
      return new Promise<CaughtMail>((resolve, reject) => {
        const waiter = {
          predicate,
          resolve: (mail: CaughtMail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`No e-mail matched within ${timeoutMs} ms (${messages.length} caught)`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    to(address) {
      return messages.filter((mail) => mail.to.includes(address.toLowerCase()));
    },
    clear() {
      messages.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
