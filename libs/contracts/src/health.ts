export type ProjectionHealth = {
  name: string;
  status: 'running' | 'standby' | 'failed' | 'stopped';
  checkpoint: string | null;
  events_behind: number;
  ms_behind: number;
  error: string | null;
};

export type HealthReport = {
  status: 'ok' | 'degraded';
  store: { adapter: 'postgres' | 'pglite' | 'eventstoredb'; ok: boolean; error: string | null };
  database: { adapter: 'postgres' | 'pglite'; ok: boolean; error: string | null };
  projections: ProjectionHealth[];
};
