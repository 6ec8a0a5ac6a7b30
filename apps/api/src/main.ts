import { Logger } from '@nestjs/common';
import { createApp } from './bootstrap.js';
import { InvalidEnvironmentError, loadConfig, loadEnvFile } from './config/app-config.js';

const start = async () => {
  loadEnvFile();
  const config = loadConfig();
  const app = await createApp({ config, runProjections: true });
  // Every interface, as Node listens by default (Fastify alone would take only localhost); IPv4
  // only where the machine has no IPv6.
  await app.listen(config.port, '::').catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EAFNOSUPPORT' && error.code !== 'EADDRNOTAVAIL') throw error;
    return app.listen(config.port, '0.0.0.0');
  });
  const where = config.databaseUrl
    ? 'Postgres'
    : `the embedded database in ${config.dataDir ?? 'memory'}`;
  new Logger('Vanilla').log(`Listening on http://localhost:${config.port} on ${where}`);
};

start().catch((error: unknown) => {
  // A bad environment lists every problem and stops; anything else is a crash with its stack.
  console.error(error instanceof InvalidEnvironmentError ? error.message : error);
  process.exit(1);
});
