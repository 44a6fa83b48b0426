import { createTransport } from 'nodemailer';
import type { MailSettings, SmtpSettings } from './mail-config';
import type { MailTransport, OutgoingMail } from './mail.types';

/**
 * A send that failed. `permanent`: the server refused this message or recipient for good
 * (a 5xx reply to the envelope or the data), so retrying cannot help; anything else (4xx,
 * timeouts, connection and login errors) is retried.
 */
export class MailDeliveryError extends Error {
  override readonly name = 'MailDeliveryError';
  constructor(
    message: string,
    readonly permanent: boolean,
    readonly responseCode?: number,
  ) {
    super(message);
  }
}

export interface SmtpTransportOptions {
  /** Connection and greeting timeout (default 10 s). */
  connectTimeoutMs?: number;
  /** Inactivity timeout once connected (default 30 s). Both stay far below the worker's claim timeout. */
  socketTimeoutMs?: number;
}

interface NodemailerError {
  code?: string;
  responseCode?: number;
  message?: string;
}

/** The domain of `Name <user@domain>` or `user@domain`, for Message-IDs. */
function addressDomain(address: string): string {
  return /@([^\s@<>]+)>?\s*$/.exec(address)?.[1] ?? 'meydan.local';
}

/**
 * One SMTP connection per message (mail volume is low and an idle pool would hold sockets open
 * across shutdown). The Message-ID derives from the mail's job id, so a retry after an unclear
 * failure repeats the same id and receiving systems can drop the duplicate.
 */
export function createSmtpTransport(settings: SmtpSettings, options: SmtpTransportOptions = {}): MailTransport {
  const connectTimeout = options.connectTimeoutMs ?? 10_000;
  const transporter = createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    auth: settings.auth,
    connectionTimeout: connectTimeout,
    greetingTimeout: connectTimeout,
    socketTimeout: options.socketTimeoutMs ?? 30_000,
  });
  return {
    kind: 'smtp',
    async send(mail: OutgoingMail) {
      try {
        await transporter.sendMail({
          from: mail.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          messageId: `<${mail.id}@${addressDomain(mail.from)}>`,
          headers: { 'Auto-Submitted': 'auto-generated', 'Content-Language': mail.locale },
        });
      } catch (error) {
        const failure = error as NodemailerError;
        const code = failure.responseCode;
        const refused = code !== undefined && code >= 500 && code < 600 && (failure.code === 'EENVELOPE' || failure.code === 'EMESSAGE');
        throw new MailDeliveryError(failure.message ?? String(error), refused, code);
      }
    },
    async close() {
      transporter.close();
    },
  };
}

/** Development: delivery is a no-op; the mail job (read at GET /api/v3.5/dev/outbox) is the mail. */
export function createOutboxTransport(): MailTransport {
  return {
    kind: 'outbox',
    async send() {
      // Nothing leaves the process; the worker marks the row sent.
    },
    async close() {
      // Nothing to release.
    },
  };
}

export function createMailTransport(settings: MailSettings, options?: SmtpTransportOptions): MailTransport {
  return settings.transport.kind === 'smtp' ? createSmtpTransport(settings.transport.smtp, options) : createOutboxTransport();
}
