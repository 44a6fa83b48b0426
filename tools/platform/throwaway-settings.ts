/**
 * What production refuses to start without, for the platforms that run on throwaway data (the
 * e2e suite, every `npm run bench` mode): fixed signing secrets and mail kept in the outbox
 * (the e2e suite reads it at /api/v3.5/dev/outbox). A fresh clone has no .env, so they all take
 * them from here, as environment variables (servers started as processes) or, through the API's
 * own apiOptionsFromEnv, as buildApp options (APIs opened in-process): a setting production comes
 * to require is added here once and every suite and benchmark keeps starting.
 */
export const THROWAWAY_PRODUCTION_ENV: Readonly<Record<string, string>> = {
  NODE_ENV: 'production',
  QUIZ_RESULT_SECRET: 'meydan-throwaway-quiz-secret',
  AUTH_TOKEN_SECRET: 'meydan-throwaway-auth-token-secret-0123456789',
  MAIL_TRANSPORT: 'outbox',
  DEV_OUTBOX: '1',
};
