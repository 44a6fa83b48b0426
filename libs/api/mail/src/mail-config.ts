/** Mail settings as configured (environment or code), before they are checked. */
export interface MailConfig {
  /** MAIL_TRANSPORT: `smtp`, `outbox`, or unset (SMTP when configured, else the outbox outside production). */
  transport?: string;
  /** SMTP_URL: `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…:465` (TLS). */
  smtpUrl?: string;
  smtpHost?: string;
  smtpPort?: string;
  /** `true`: TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  smtpSecure?: string;
  smtpUser?: string;
  smtpPass?: string;
  /** MAIL_FROM: `Meydan <no-reply@meydan.com.tr>`; required in production with SMTP. */
  from?: string;
  /** DEV_OUTBOX=1: serve the development outbox even with NODE_ENV=production. */
  devOutbox?: boolean;
}

export interface SmtpSettings {
  host: string;
  port: number;
  secure: boolean;
  auth?: { user: string; pass: string };
}

export type MailTransportSettings = { kind: 'smtp'; smtp: SmtpSettings } | { kind: 'outbox' };

export interface MailSettings {
  transport: MailTransportSettings;
  from: string;
  /** Whether `GET /api/v3.5/dev/outbox` exists. */
  devOutbox: boolean;
  /** Things an operator should read at start-up (development fallbacks). */
  warnings: string[];
}

export const DEVELOPMENT_MAIL_FROM = 'Meydan <no-reply@meydan.local>';

/** A mail setting that would lose or misroute mail; the API refuses to start on it. */
export class MailConfigError extends Error {
  override readonly name = 'MailConfigError';
}

const SMTP_HELP = 'SMTP_URL (smtp://user:pass@host:port) or SMTP_HOST with SMTP_PORT, SMTP_USER, SMTP_PASS and SMTP_SECURE';
// One address, optionally with a display name; no line breaks (they would forge headers).
const FROM_PATTERN = /^(?:[^<>\r\n]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/;

/** The mail settings from the environment (see apps/api/README.md). */
export function mailConfigFromEnv(env: NodeJS.ProcessEnv): MailConfig {
  const value = (name: string) => env[name]?.trim() || undefined;
  return {
    transport: value('MAIL_TRANSPORT'),
    smtpUrl: value('SMTP_URL'),
    smtpHost: value('SMTP_HOST'),
    smtpPort: value('SMTP_PORT'),
    smtpSecure: value('SMTP_SECURE'),
    smtpUser: value('SMTP_USER'),
    smtpPass: env['SMTP_PASS'] || undefined,
    from: value('MAIL_FROM'),
    devOutbox: env['DEV_OUTBOX'] === '1' || env['DEV_OUTBOX'] === 'true',
  };
}

function parseBoolean(name: string, value: string | undefined): boolean | undefined {
  if (value === undefined) return undefined;
  if (/^(1|true|yes)$/i.test(value)) return true;
  if (/^(0|false|no)$/i.test(value)) return false;
  throw new MailConfigError(`${name} must be true or false, not ${JSON.stringify(value)}`);
}

function parsePort(name: string, value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new MailConfigError(`${name} must be a port number, not ${JSON.stringify(value)}`);
  return port;
}

function smtpFromUrl(raw: string): SmtpSettings {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new MailConfigError('SMTP_URL is not a URL; expected smtp://user:pass@host:port or smtps://user:pass@host:port');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') throw new MailConfigError(`SMTP_URL must start with smtp:// or smtps://, not ${url.protocol}//`);
  if (!url.hostname) throw new MailConfigError('SMTP_URL has no host');
  const secure = url.protocol === 'smtps:';
  const user = decodeURIComponent(url.username);
  return {
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port ? parsePort('SMTP_URL port', url.port) : secure ? 465 : 587,
    secure,
    auth: user ? { user, pass: decodeURIComponent(url.password) } : undefined,
  };
}

function smtpFromParts(config: MailConfig, host: string): SmtpSettings {
  const port = config.smtpPort ? parsePort('SMTP_PORT', config.smtpPort) : undefined;
  const secure = parseBoolean('SMTP_SECURE', config.smtpSecure) ?? port === 465;
  if (config.smtpPass && !config.smtpUser) throw new MailConfigError('SMTP_PASS is set without SMTP_USER');
  return {
    host,
    port: port ?? (secure ? 465 : 587),
    secure,
    auth: config.smtpUser ? { user: config.smtpUser, pass: config.smtpPass ?? '' } : undefined,
  };
}

function smtpSettings(config: MailConfig): SmtpSettings | undefined {
  if (config.smtpUrl) return smtpFromUrl(config.smtpUrl);
  if (config.smtpHost) return smtpFromParts(config, config.smtpHost);
  return undefined;
}

/**
 * Checks the mail settings for a NODE_ENV. In production the API must be able to deliver
 * (verification, password reset and account deletion depend on it), so missing SMTP settings
 * or sender stop the start unless MAIL_TRANSPORT=outbox says on purpose that mails stay in the
 * database (local production-mode runs: `npm start`, e2e). Elsewhere SMTP is optional: without
 * it mails go to the development outbox.
 */
export function resolveMailSettings(config: MailConfig = {}, nodeEnv: string | undefined): MailSettings {
  const production = nodeEnv === 'production';
  const transport = config.transport?.toLowerCase();
  if (transport !== undefined && transport !== 'smtp' && transport !== 'outbox') {
    throw new MailConfigError(`MAIL_TRANSPORT must be smtp or outbox, not ${JSON.stringify(config.transport)}`);
  }
  if (config.from !== undefined && !FROM_PATTERN.test(config.from)) {
    throw new MailConfigError(`MAIL_FROM must be an address, optionally with a name ("Meydan <no-reply@example.com>"), not ${JSON.stringify(config.from)}`);
  }
  const smtp = transport === 'outbox' ? undefined : smtpSettings(config);
  const devOutbox = !production || config.devOutbox === true;
  const warnings: string[] = [];

  if (smtp) {
    if (production && !config.from) throw new MailConfigError('MAIL_FROM must be set with NODE_ENV=production: mails would go out from the development address no-reply@meydan.local');
    return { transport: { kind: 'smtp', smtp }, from: config.from ?? DEVELOPMENT_MAIL_FROM, devOutbox, warnings };
  }
  if (transport === 'smtp') throw new MailConfigError(`MAIL_TRANSPORT=smtp needs ${SMTP_HELP}`);
  if (production && transport !== 'outbox') {
    throw new MailConfigError(
      `Mail is not configured: with NODE_ENV=production the API needs ${SMTP_HELP}, and MAIL_FROM, to send verification, ` +
        'password reset and account deletion mails. MAIL_TRANSPORT=outbox keeps mails undelivered in the database instead (local and test runs only).',
    );
  }
  warnings.push(
    production
      ? 'MAIL_TRANSPORT=outbox: mails are kept in the database and never delivered.'
      : 'SMTP is not configured: mails are kept in the development outbox (GET /api/v3.5/dev/outbox) and never delivered.',
  );
  return { transport: { kind: 'outbox' }, from: config.from ?? DEVELOPMENT_MAIL_FROM, devOutbox, warnings };
}
