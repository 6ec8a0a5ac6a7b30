import { Injectable } from '@nestjs/common';
import type { ProjectionHealth } from '@vanilla/contracts';
import { ProjectionRunnerService } from '../projections/projection-runner.service.js';
import { Metrics } from './metrics.js';

// How far each projection is behind the log, read from the runner's health when scraped.
@Injectable()
export class ProjectionMetrics {
  private reading: Promise<ProjectionHealth[]> | null = null;

  constructor(
    metrics: Metrics,
    private readonly projections: ProjectionRunnerService,
  ) {
    metrics.gaugeOnScrape(
      'projection_lag_events',
      'Events in the log a projection has not applied yet',
      ['projection'],
      async () =>
        (await this.health()).map((p) => ({
          labels: { projection: p.name },
          value: p.events_behind,
        })),
    );
    metrics.gaugeOnScrape(
      'projection_lag_seconds',
      'Age of the newest event in the log beyond the last event a projection applied',
      ['projection'],
      async () =>
        (await this.health()).map((p) => ({
          labels: { projection: p.name },
          value: p.ms_behind / 1000,
        })),
    );
  }

  // Both gauges of one scrape share one reading.
  private health(): Promise<ProjectionHealth[]> {
    this.reading ??= this.projections.runner.health().finally(() => {
      this.reading = null;
    });
    return this.reading;
  }
}
