import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { SingleBar, Presets } from 'cli-progress';
import { AppModule } from '../app.module.js';
import { InvalidEnvironmentError, loadConfig, loadEnvFile } from '../config/app-config.js';
import { PROJECTIONS } from '../infrastructure/projections/projection.js';
import type { Projection } from '../infrastructure/projections/projection.js';
import { ProjectionRunnerService } from '../infrastructure/projections/projection-runner.service.js';

// `npm run projections:rebuild [name ...]`: replays the whole log into a copy of each read model
// (all by default) beside the live one, with a progress bar, and swaps it in once complete.
// Refuses while a live API instance runs it.
const main = async () => {
  loadEnvFile();
  const config = loadConfig();
  const context = await NestFactory.createApplicationContext(
    AppModule.forRoot({ config, runProjections: false, http: false }),
    { logger: ['warn', 'error'], abortOnError: false },
  );
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
      const parked = await runner.rebuild(name, (done, total) => {
        if (!started) bar.start(total, 0);
        started = true;
        bar.setTotal(total);
        bar.update(done);
      });
      bar.stop();
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
