import { Injectable, Logger } from '@nestjs/common';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

// One reading of a gauge: its value, under labels when the gauge has some.
export type GaugeReading = { labels?: Record<string, string>; value: number };

// The process's own figures (CPU, memory, event loop, GC): one collector per process, however
// many apps it starts (tests start many), begun by the first app that serves /metrics.
let processRegistry: Registry | null = null;

export const processMetrics = (): Registry => {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
};

// The app's Prometheus metrics, in a registry of its own (never prom-client's global one), so
// that apps started side by side count apart.
@Injectable()
export class Metrics {
  readonly registry = new Registry();

  readonly httpRequestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to answering it, by route pattern and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  readonly eventStoreAppendDuration = new Histogram({
    name: 'eventstore_append_duration_seconds',
    help: 'Time an append to the event store takes until acknowledged, by outcome',
    labelNames: ['adapter', 'outcome'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [this.registry],
  });

  private readonly logger = new Logger(Metrics.name);

  // A gauge read when Prometheus scrapes (a count in the database, a figure of a running part).
  // A reading that fails leaves the gauge without samples for that scrape, and the rest answer.
  gaugeOnScrape(
    name: string,
    help: string,
    labelNames: readonly string[],
    read: () => Promise<GaugeReading[]> | GaugeReading[],
  ): void {
    const logger = this.logger;
    new Gauge({
      name,
      help,
      labelNames,
      registers: [this.registry],
      async collect() {
        const readings = await Promise.resolve()
          .then(read)
          .catch((error: unknown) => {
            logger.warn(`${name} not read: ${error instanceof Error ? error.message : error}`);
            return [];
          });
        this.reset();
        for (const { labels, value } of readings) {
          if (labels) this.set(labels, value);
          else this.set(value);
        }
      },
    });
  }

  // The text Prometheus reads: the process's figures, then the app's.
  async exposition(): Promise<string> {
    const [process, app] = await Promise.all([processMetrics().metrics(), this.registry.metrics()]);
    return `${process}\n${app}`;
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
