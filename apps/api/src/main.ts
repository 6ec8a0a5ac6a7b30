import { Logger } from '@nestjs/common';
import { createApp, listen } from './bootstrap.js';
import { InvalidEnvironmentError, loadConfig, loadEnvFile } from './config/app-config.js';
import { createLogger } from './infrastructure/logging/logger.js';

const start = async () => {
  loadEnvFile();
  const config = loadConfig();
  const logger = createLogger(config);
  try {
    const app = await createApp({ config, runProjections: true, logger });
    await listen(app, config);
    const where = config.databaseUrl
      ? 'Postgres'
      : `the embedded database in ${config.dataDir ?? 'memory'}`;
    new Logger('Vanilla').log(
      `Listening on http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${config.port} on ${where}`,
    );
  } catch (error) {
    // A log line like any other (Nest has logged a failure of its own with its stack already).
    logger.fatal(`The API could not start: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
};

start().catch((error: unknown) => {
  // A bad environment lists every problem and stops (before there is a logger to write with).
  console.error(error instanceof InvalidEnvironmentError ? error.message : error);
  process.exit(1);
});
