import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { SingleBar, Presets } from 'cli-progress';
import { AppModule } from '../app.module.js';
import { InvalidEnvironmentError, loadConfig, loadEnvFile } from '../config/app-config.js';
import { PROJECTIONS } from '../infrastructure/projections/projection.js';
import type { Projection } from '../infrastructure/projections/projection.js';
import { ProjectionRunnerService } from '../infrastructure/projections/projection-runner.service.js';
import { createLogger } from '../infrastructure/logging/logger.js';
import { NestPinoLogger } from '../infrastructure/logging/nest-logger.js';

// `npm run projections:rebuild [name ...]`: replays the whole log into a copy of each read model
// (all by default) beside the live one, with a progress bar, and swaps it in once complete.
// Refuses while a live API instance runs it. Its lines are the API's (JSON lines unless a person
// watches a terminal), and the bar is drawn only on a terminal: elsewhere (CI, a job's log) each
// projection ends with one plain line instead of a stream of redraws and colour codes.
const main = async () => {
  loadEnvFile();
  const config = loadConfig();
  // Warnings and errors only, unless LOG_LEVEL asks otherwise: Nest's start-up lines are noise here.
  const level = process.env.LOG_LEVEL ? config.log.level : 'warn';
  const logger = createLogger({ ...config, log: { ...config.log, level } });
  const context = await NestFactory.createApplicationContext(
    AppModule.forRoot({ config, runProjections: false, http: false }),
    { logger: new NestPinoLogger(logger), abortOnError: false },
  );
  const drawBar = process.stderr.isTTY === true;
  try {
    const { runner } = context.get(ProjectionRunnerService);
    const known = context.get<Projection[]>(PROJECTIONS).map((projection) => projection.name);
    const wanted = process.argv.slice(2);
    const unknown = wanted.filter((name) => !known.includes(name));
    if (unknown.length > 0) {
      throw new Error(`Unknown projection ${unknown.join(', ')}; known: ${known.join(', ')}`);
    }
    for (const name of wanted.length > 0 ? wanted : known) {
      const bar = new SingleBar(
        {
          format: `${name.padEnd(24)} [{bar}] {percentage}% | {value}/{total} events | {duration}s`,
        },
        Presets.shades_classic,
      );
      let started = false;
      let events = 0;
      const began = performance.now();
      const parked = await runner.rebuild(name, (done, total) => {
        events = done;
        if (!drawBar) return;
        if (!started) bar.start(total, 0);
        started = true;
        bar.setTotal(total);
        bar.update(done);
      });
      if (drawBar) bar.stop();
      else
        console.log(
          `${name}: ${events} events replayed in ${((performance.now() - began) / 1000).toFixed(1)} s`,
        );
      if (parked > 0) {
        const events = parked === 1 ? '1 event' : `${parked} events`;
        console.warn(`${name}: ${events} could not be applied and are parked (see /health)`);
      }
    }
    console.log('Rebuilt; the read models now equal a replay of the whole log.');
  } finally {
    await context.close();
  }
};

main().catch((error: unknown) => {
  console.error(
    error instanceof InvalidEnvironmentError || error instanceof Error ? error.message : error,
  );
  process.exit(1);
});
