/**
 * The local stand-ins of Google (an OpenID provider), Facebook and Twitter for a throwaway
 * platform (e2e, screenshots): started on fixed ports next to the web server, with the API
 * variables that point at them. Nothing here talks to the real providers.
 */
import { startFacebookProvider, startOpenIdProvider, startTwitterProvider } from '@meydan/shared/testing/identity-providers';

export interface IdentityStandIns {
  env: Record<string, string>;
  stop(): Promise<void>;
}

/** `firstPort`, +1 and +2: Google, Facebook, Twitter. `siteOrigins`: where their sign-in pages may send readers back to. */
export async function startIdentityStandIns(firstPort: number, siteOrigins: readonly string[]): Promise<IdentityStandIns> {
  const callbacks = (provider: string) => siteOrigins.map((origin) => `${origin}/auth/${provider}/callback`);
  const google = await startOpenIdProvider({ port: firstPort, clientId: 'meydan-e2e.apps.googleusercontent.test', allowedRedirects: callbacks('google') });
  const facebook = await startFacebookProvider({ port: firstPort + 1, appId: '424242424242', appSecret: 'meydan-e2e-facebook-secret', allowedRedirects: callbacks('facebook') });
  const twitter = await startTwitterProvider({ port: firstPort + 2, consumerKey: 'meydan-e2e-consumer', consumerSecret: 'meydan-e2e-consumer-secret' });
  return {
    env: {
      GOOGLE_CLIENT_ID: google.clientId,
      GOOGLE_ISSUER: google.issuer,
      FACEBOOK_APP_ID: '424242424242',
      FACEBOOK_APP_SECRET: 'meydan-e2e-facebook-secret',
      FACEBOOK_GRAPH_URL: facebook.graphUrl,
      FACEBOOK_DIALOG_URL: facebook.dialogUrl,
      TWITTER_CONSUMER_KEY: 'meydan-e2e-consumer',
      TWITTER_CONSUMER_SECRET: 'meydan-e2e-consumer-secret',
      TWITTER_API_URL: twitter.url,
    },
    stop: async () => {
      await Promise.all([google.stop(), facebook.stop(), twitter.stop()]);
    },
  };
}

/** `npx tsx tools/platform/identity-stand-ins.ts [firstPort]`: runs them and prints the API variables (local development). */
if (require.main === module) {
  const port = Number(process.argv[2] ?? 3190);
  const origins = ['localhost', 'en.localhost', 'ru.localhost'].map((host) => `http://${host}:${process.env['PORT'] ?? 3000}`);
  startIdentityStandIns(port, origins).then(({ env }) => {
    for (const [name, value] of Object.entries(env)) console.log(`${name}=${value}`);
  });
}
