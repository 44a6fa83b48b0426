import { DEVELOPMENT_MAIL_FROM, MailConfigError, mailConfigFromEnv, resolveMailSettings } from './mail-config';

const resolve = (env: NodeJS.ProcessEnv, nodeEnv: string | undefined) => resolveMailSettings(mailConfigFromEnv(env), nodeEnv);

describe('mail configuration', () => {
  it('reads SMTP_URL with its login, TLS from smtps:// and the default ports', () => {
    expect(resolve({ SMTP_URL: 'smtp://mailer%40meydan:p%3Ass@mail.example.com:2525', MAIL_FROM: 'Meydan <no-reply@meydan.com.tr>' }, 'production')).toEqual({
      transport: { kind: 'smtp', smtp: { host: 'mail.example.com', port: 2525, secure: false, auth: { user: 'mailer@meydan', pass: 'p:ss' } } },
      from: 'Meydan <no-reply@meydan.com.tr>',
      devOutbox: false,
      warnings: [],
    });
    expect(resolve({ SMTP_URL: 'smtps://mail.example.com' }, 'development').transport).toEqual({
      kind: 'smtp',
      smtp: { host: 'mail.example.com', port: 465, secure: true, auth: undefined },
    });
    expect(resolve({ SMTP_URL: 'smtp://mail.example.com' }, 'development').transport).toMatchObject({ smtp: { port: 587, secure: false } });
  });

  it('reads SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASS and SMTP_SECURE', () => {
    const env = { SMTP_HOST: 'relay.internal', SMTP_PORT: '465', SMTP_USER: 'u', SMTP_PASS: 'secret', MAIL_FROM: 'no-reply@meydan.com' };
    expect(resolve(env, 'production').transport).toEqual({ kind: 'smtp', smtp: { host: 'relay.internal', port: 465, secure: true, auth: { user: 'u', pass: 'secret' } } });
    expect(resolve({ ...env, SMTP_PORT: '25', SMTP_SECURE: 'false' }, 'production').transport).toMatchObject({ smtp: { port: 25, secure: false } });
    expect(resolve({ SMTP_HOST: 'relay.internal' }, 'test').transport).toEqual({ kind: 'smtp', smtp: { host: 'relay.internal', port: 587, secure: false, auth: undefined } });
  });

  it('uses the development outbox without SMTP outside production, and serves it', () => {
    const settings = resolve({}, 'development');
    expect(settings).toMatchObject({ transport: { kind: 'outbox' }, from: DEVELOPMENT_MAIL_FROM, devOutbox: true });
    expect(settings.warnings[0]).toMatch(/SMTP is not configured.*\/api\/v3\.5\/dev\/outbox/);
    expect(resolve({}, undefined).transport.kind).toBe('outbox');
  });

  it('refuses to start in production without SMTP, naming what to set', () => {
    expect(() => resolve({}, 'production')).toThrow(MailConfigError);
    expect(() => resolve({}, 'production')).toThrow(/SMTP_URL.*SMTP_HOST.*MAIL_FROM.*MAIL_TRANSPORT=outbox/s);
  });

  it('refuses production SMTP without MAIL_FROM', () => {
    expect(() => resolve({ SMTP_URL: 'smtp://mail.example.com' }, 'production')).toThrow(/MAIL_FROM must be set/);
  });

  it('keeps mail undelivered in production only when MAIL_TRANSPORT=outbox says so; DEV_OUTBOX=1 serves the page', () => {
    expect(resolve({ MAIL_TRANSPORT: 'outbox' }, 'production')).toMatchObject({ transport: { kind: 'outbox' }, devOutbox: false });
    expect(resolve({ MAIL_TRANSPORT: 'outbox', DEV_OUTBOX: '1' }, 'production')).toMatchObject({ devOutbox: true });
    expect(resolve({ MAIL_TRANSPORT: 'outbox', SMTP_URL: 'smtp://mail.example.com' }, 'development').transport.kind).toBe('outbox');
  });

  it('refuses settings that are wrong rather than missing', () => {
    expect(() => resolve({ MAIL_TRANSPORT: 'sendmail' }, 'development')).toThrow(/MAIL_TRANSPORT must be smtp or outbox/);
    expect(() => resolve({ MAIL_TRANSPORT: 'smtp' }, 'development')).toThrow(/MAIL_TRANSPORT=smtp needs SMTP_URL/);
    expect(() => resolve({ SMTP_URL: 'http://mail.example.com' }, 'development')).toThrow(/smtp:\/\/ or smtps:\/\//);
    expect(() => resolve({ SMTP_URL: 'mail.example.com:25' }, 'development')).toThrow(MailConfigError);
    expect(() => resolve({ SMTP_HOST: 'h', SMTP_PORT: '99999' }, 'development')).toThrow(/SMTP_PORT must be a port/);
    expect(() => resolve({ SMTP_HOST: 'h', SMTP_SECURE: 'maybe' }, 'development')).toThrow(/SMTP_SECURE must be true or false/);
    expect(() => resolve({ SMTP_HOST: 'h', SMTP_PASS: 'p' }, 'development')).toThrow(/SMTP_PASS is set without SMTP_USER/);
    expect(() => resolve({ MAIL_FROM: 'Meydan' }, 'development')).toThrow(/MAIL_FROM must be an address/);
    expect(() => resolve({ MAIL_FROM: 'a@b.c\r\nBcc: x@y.z' }, 'development')).toThrow(/MAIL_FROM/);
  });
});
