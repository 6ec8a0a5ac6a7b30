import { Logger } from '@nestjs/common';
import { createApp, listen } from './bootstrap.js';
import { InvalidEnvironmentError, loadConfig, loadEnvFile } from './config/app-config.js';

const start = async () => {
  loadEnvFile();
  const config = loadConfig();
  const app = await createApp({ config, runProjections: true });
  await listen(app, config);
  const where = config.databaseUrl
    ? 'Postgres'
    : `the embedded database in ${config.dataDir ?? 'memory'}`;
  new Logger('Vanilla').log(
    `Listening on http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${config.port} on ${where}`,
  );
};

start().catch((error: unknown) => {
  // A bad environment lists every problem and stops; anything else is a crash with its stack.
  console.error(error instanceof InvalidEnvironmentError ? error.message : error);
  process.exit(1);
});
