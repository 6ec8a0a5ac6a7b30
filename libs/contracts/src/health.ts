// An event a projection could not apply, set aside so the projection goes on with the next ones.
export type ParkedEvent = {
  position: string;
  event_id: string;
  type: string;
  stream: string;
  error: string;
  parked_at: string;
};

export type ProjectionHealth = {
  name: string;
  // Running on this instance, or standing by while another one runs it.
  status: 'running' | 'standby';
  checkpoint: string | null;
  events_behind: number;
  ms_behind: number;
  // Events wait and the checkpoint has not moved for 10 s.
  stalled: boolean;
  // The last error the runner is retrying after (a lost connection, say); null once it applies.
  error: string | null;
  parked_count: number;
  // The first parked events, in log order.
  parked: ParkedEvent[];
};

export type ServiceHealth = { ok: boolean; error: string | null };

// 'ok' and 'degraded' (events parked, or a projection retrying) answer 200: the service works.
// 'down' answers 503: the store, the database or Redis does not answer, or a projection stalled.
export type HealthReport = {
  status: 'ok' | 'degraded' | 'down';
  store: ServiceHealth & { adapter: 'postgres' | 'pglite' | 'kurrentdb' };
  database: ServiceHealth & { adapter: 'postgres' | 'pglite' };
  // Null when REDIS_URL is not set.
  redis: ServiceHealth | null;
  projections: ProjectionHealth[];
};

// GET /health/ready: 200 'ok' when this instance can serve (database, store, Redis when
// configured, and no projection stalled), else 503 'down' naming each check that failed
// ('database', 'store', 'redis', 'projection <name>').
export type ReadinessReport = { status: 'ok' | 'down'; failed: string[] };
