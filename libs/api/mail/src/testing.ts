/*
 * Test helpers (`@meydan/api/mail/testing`, specs only): a real SMTP server in the test process
 * that nodemailer delivers to, a reader for the MIME messages nodemailer writes, and the mails a
 * test queued. Needs the `smtp-server` devDependency, so nothing in production code may import this file.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerError } from 'smtp-server';
import type { Queryable } from '@meydan/api/db';
import { latestMails, type StoredMail } from './mail-queue';
import type { MailTemplateName } from './mail.types';

export type { StoredMail } from './mail-queue';

/**
 * The mails queued so far (the jobs table's mail jobs), oldest first; only those to `to` when given.
 * Specs read mail through this rather than through SQL, so where mail is stored stays the mail lib's.
 */
export async function queuedMails(db: Queryable, to?: string): Promise<StoredMail[]> {
  const mails = (await latestMails(db, 10_000)).reverse();
  return to === undefined ? mails : mails.filter((mail) => mail.to === to);
}

/** The link path (`/auth/delete-account/{token}`) of the newest mail of a template queued to `to`, if any (as e2e's `mailedPath` reads it). */
export async function mailedPath(db: Queryable, to: string, template: MailTemplateName): Promise<string | undefined> {
  const mail = (await queuedMails(db, to)).reverse().find((queued) => queued.template === template);
  const path = (mail?.params as { path?: unknown } | undefined)?.path;
  return typeof path === 'string' ? path : undefined;
}

export interface ReceivedMail {
  /** Envelope sender and recipients (MAIL FROM, RCPT TO). */
  envelopeFrom: string;
  envelopeTo: string[];
  /** The login the client used, when it authenticated. */
  user: string | undefined;
  /** Decoded headers, lower-case names. */
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
  raw: string;
}

export interface SmtpRejection {
  /** SMTP reply code, e.g. 451 (try later) or 550 (refused). */
  code: number;
  /** At RCPT TO (the envelope) or after DATA (the message); default 'data'. */
  at?: 'rcpt' | 'data';
  /** How many messages in a row get it (default 1). */
  times?: number;
}

export interface TestSmtpServer {
  /** smtp://[user:pass@]127.0.0.1:{port} */
  url: string;
  port: number;
  /** Every accepted message, in arrival order. */
  received: ReceivedMail[];
  /** Makes the next messages fail with an SMTP error reply. */
  reject(rejection: SmtpRejection): void;
  /** How many messages were refused so far. */
  readonly rejected: number;
  /** Resolves once `count` messages were accepted (rejects after timeoutMs). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

const decodeBytes = (text: string): Buffer => {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const hex = text[i] === '=' ? text.slice(i + 1, i + 3) : '';
    if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(text.charCodeAt(i));
  }
  return Buffer.from(bytes);
};

const quotedPrintable = (body: string) => decodeBytes(body.replace(/=\r?\n/g, '')).toString('utf8');

/** RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`); blanks between two of them vanish. */
function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?[^?]+\?([QqBb])\?([^?]*)\?=/g, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeBytes(text.replace(/_/g, ' ')).toString('utf8'),
    );
}

function splitEntity(raw: string): { headers: Record<string, string>; body: string } {
  const end = raw.search(/\r?\n\r?\n/);
  const head = end < 0 ? raw : raw.slice(0, end);
  const body = end < 0 ? '' : raw.slice(end).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/** The text/plain and text/html leaves of a (possibly nested multipart) MIME entity. */
function leaves(raw: string, found: { text: string; html: string }): void {
  const { headers, body } = splitEntity(raw);
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const parts = body.split(new RegExp(`\\r?\\n?--${boundary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:--)?\\r?\\n?`));
    for (const part of parts.slice(1, -1)) leaves(part, found);
    return;
  }
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  const content = encoding === 'quoted-printable' ? quotedPrintable(body) : encoding === 'base64' ? Buffer.from(body, 'base64').toString('utf8') : body;
  if (/^text\/html/i.test(type)) found.html = content;
  else if (/^text\/plain/i.test(type)) found.text = content;
}

/** Reads a message as nodemailer writes it: headers, subject and the text and HTML bodies. */
export function parseMimeMessage(raw: string): Pick<ReceivedMail, 'headers' | 'subject' | 'text' | 'html'> {
  const { headers } = splitEntity(raw);
  const found = { text: '', html: '' };
  leaves(raw, found);
  return { headers, subject: headers['subject'] ?? '', ...found };
}

const smtpError = (code: number): SMTPServerError => Object.assign(new Error(code >= 500 ? 'Refused by the test server' : 'Try again later'), { responseCode: code });

/**
 * An SMTP server on 127.0.0.1 and a free port, plain text (no STARTTLS), accepting any sender and
 * recipient. With `auth`, the URL carries the login and the server refuses any other.
 */
export async function startTestSmtpServer(options: { auth?: { user: string; pass: string } } = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const rejections: Array<Required<SmtpRejection>> = [];
  let rejected = 0;
  const waiters = new Set<() => void>();

  const takeRejection = (at: 'rcpt' | 'data'): number | undefined => {
    const next = rejections[0];
    if (!next || next.at !== at) return undefined;
    next.times -= 1;
    if (next.times <= 0) rejections.shift();
    rejected += 1;
    return next.code;
  };

  const server = new SMTPServer({
    logger: false,
    disabledCommands: options.auth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    allowInsecureAuth: true,
    authOptional: !options.auth,
    onAuth(auth, _session, callback) {
      if (auth.username === options.auth?.user && auth.password === options.auth?.pass) callback(null, { user: auth.username });
      else callback(smtpError(535));
    },
    onRcptTo(_address, _session, callback) {
      const code = takeRejection('rcpt');
      callback(code ? smtpError(code) : undefined);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const code = takeRejection('data');
        if (code) return callback(smtpError(code));
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          envelopeTo: session.envelope.rcptTo.map((recipient) => recipient.address),
          user: typeof session.user === 'string' ? session.user : undefined,
          raw,
          ...parseMimeMessage(raw),
        });
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  const login = options.auth ? `${encodeURIComponent(options.auth.user)}:${encodeURIComponent(options.auth.pass)}@` : '';

  return {
    url: `smtp://${login}127.0.0.1:${port}`,
    port,
    received,
    get rejected() {
      return rejected;
    },
    reject({ code, at = 'data', times = 1 }) {
      rejections.push({ code, at, times });
    },
    waitFor(count, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (received.length < count) return;
          cleanup();
          resolve(received.slice(0, count));
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`expected ${count} mails, the test SMTP server got ${received.length}`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
