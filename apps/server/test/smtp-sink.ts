import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

/** One received mail, decoded enough to read: headers and the plain-text part. */
export interface ReceivedMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  raw: string;
}

const unfoldHeaders = (head: string): Map<string, string> => {
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
};

const decodeBody = (body: string, encoding: string | undefined): string => {
  if (encoding?.toLowerCase() === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding?.toLowerCase() === 'quoted-printable') {
    // A literal '%' (as in '40% off') is escaped first, so only the =XX bytes decode.
    const bytes = body
      .replace(/=\r\n/g, '')
      .replace(/%/g, '%25')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => `%${hex}`);
    return decodeURIComponent(bytes);
  }
  return body;
};

/** The text/plain part of a (possibly multipart) message. */
const plainText = (head: Map<string, string>, body: string): string => {
  const type = head.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!boundary) return decodeBody(body, head.get('content-transfer-encoding'));
  for (const part of body.split(`--${boundary}`)) {
    const split = part.indexOf('\r\n\r\n');
    if (split < 0) continue;
    const partHead = unfoldHeaders(part.slice(0, split).replace(/^\r\n/, ''));
    if ((partHead.get('content-type') ?? '').startsWith('text/plain')) {
      return decodeBody(part.slice(split + 4).replace(/\r\n$/, ''), partHead.get('content-transfer-encoding'));
    }
  }
  return '';
};

const parse = (raw: string): ReceivedMail => {
  const split = raw.indexOf('\r\n\r\n');
  const head = unfoldHeaders(raw.slice(0, split));
  return {
    from: head.get('from') ?? '',
    to: head.get('to') ?? '',
    subject: head.get('subject') ?? '',
    text: plainText(head, raw.slice(split + 4)),
    raw,
  };
};

/**
 * A real SMTP server on a free local port that keeps what it receives. `reject` makes it
 * refuse the next deliveries with a temporary error, to test failures.
 */
export const startSmtpSink = async () => {
  const received: ReceivedMail[] = [];
  const waiters: { match: (mail: ReceivedMail) => boolean; resolve: (mail: ReceivedMail) => void }[] = [];
  let rejectNext = 0;
  /** While set, each mail's DATA waits for it before being answered (a slow mail server). */
  let hold: Promise<void> | undefined;
  let holding = 0;
  const holdWaiters: { count: number; resolve: () => void }[] = [];

  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        if (hold) {
          holding += 1;
          for (const waiter of holdWaiters.filter((w) => holding >= w.count)) {
            holdWaiters.splice(holdWaiters.indexOf(waiter), 1);
            waiter.resolve();
          }
          await hold;
          holding -= 1;
        }
        if (rejectNext > 0) {
          rejectNext -= 1;
          const error = Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 });
          callback(error);
          return;
        }
        const mail = parse(Buffer.concat(chunks).toString('utf8'));
        received.push(mail);
        for (const waiter of [...waiters]) {
          if (waiter.match(mail)) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(mail);
          }
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Resolves with the first mail (already received or still to come) that matches. */
    waitFor(match: (mail: ReceivedMail) => boolean): Promise<ReceivedMail> {
      const already = received.find(match);
      if (already) return Promise.resolve(already);
      return new Promise((resolve) => waiters.push({ match, resolve }));
    },
    rejectNextDeliveries(count: number): void {
      rejectNext = count;
    },
    /** Answer no mail until the returned function is called, as a slow or stuck mail server. */
    holdDeliveries(): () => void {
      let release = () => {};
      hold = new Promise<void>((resolve) => (release = resolve));
      return () => {
        hold = undefined;
        release();
      };
    },
    /** Resolves once this many mails are waiting on a hold. */
    waitForHeld(count: number): Promise<void> {
      if (holding >= count) return Promise.resolve();
      return new Promise((resolve) => holdWaiters.push({ count, resolve }));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;
