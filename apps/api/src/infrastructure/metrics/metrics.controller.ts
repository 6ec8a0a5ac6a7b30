import { ApiExcludeController } from '@nestjs/swagger';
import { createHash, timingSafeEqual } from 'node:crypto';
import { Controller, Get, Headers, Inject, Res, UnauthorizedException } from '@nestjs/common';
import { APP_CONFIG } from '../../config/app-config.js';
import type { AppConfig } from '../../config/app-config.js';
import type { HttpReply } from '../http/http.js';
import { Metrics, processMetrics } from './metrics.js';

// Compared as digests, which have one length whatever was sent, so the comparison takes the
// same time for every wrong token.
const digest = (text: string): Buffer => createHash('sha256').update(text).digest();

const BEARER = /^Bearer +(\S+)$/i;

// Prometheus's scrape, with `Authorization: Bearer $METRICS_TOKEN`. Registered only when the
// token is set; without it /metrics is an unknown route.
// Not part of the API's public documentation (/api/docs).
@ApiExcludeController()
@Controller('metrics')
export class MetricsController {
  private readonly expected: Buffer;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly metrics: Metrics,
  ) {
    if (!config.metricsToken) throw new Error('/metrics needs METRICS_TOKEN');
    this.expected = digest(config.metricsToken);
    processMetrics();
  }

  @Get()
  async scrape(
    @Headers('authorization') authorization: string | undefined,
    @Res({ passthrough: true }) reply: HttpReply,
  ): Promise<string> {
    const token = BEARER.exec(authorization ?? '')?.[1];
    if (!token || !timingSafeEqual(digest(token), this.expected)) {
      void reply.header('WWW-Authenticate', 'Bearer');
      throw new UnauthorizedException('/metrics needs the metrics bearer token.');
    }
    void reply.header('Content-Type', this.metrics.contentType).header('Cache-Control', 'no-store');
    return this.metrics.exposition();
  }
}
