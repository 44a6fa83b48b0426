import { apiOptionsFromEnv, buildApp } from './app';

// A stuck connection must not keep a replica alive forever after SIGTERM.
const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const env = process.env;
  const app = await buildApp({ logger: true, ...apiOptionsFromEnv(env) });

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);

  await app.listen({ port: Number(env['PORT'] || 3333), host: env['HOST'] || '0.0.0.0' });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
