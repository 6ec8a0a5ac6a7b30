import type { Migration } from '../infrastructure/database/migrations.js';

export const systemMigrations: Migration[] = [
  {
    id: 'system-001',
    sql: `
CREATE TABLE system_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
)
--;
CREATE TABLE company_test_mode (
  company_id text PRIMARY KEY,
  test_mode boolean NOT NULL,
  updated_by text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
)`,
  },
];
