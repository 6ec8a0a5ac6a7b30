import type { FastifyInstance } from 'fastify';
import type { Metrics } from './metrics.js';

// Labelled by the route's pattern (`/api/proposal/:token`), never the URL asked for: no token or
// id ever becomes a label, and the labels stay few. What no route matched counts as `unmatched`.
export const useHttpMetrics = (server: FastifyInstance, metrics: Metrics): void => {
  server.addHook('onResponse', (request, reply, done) => {
    metrics.httpRequestDuration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status_class: `${Math.floor(reply.statusCode / 100)}xx`,
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
};
