import type { Migration } from '../infrastructure/database/migrations.js';

// Ordinary tables beside the event-sourced receptionist: what users tell us about it, and the
// demo calls visitors ask for (leads for the sales team).
export const receptionistMigrations: Migration[] = [
  {
    id: 'receptionists-support-001',
    sql: `
CREATE TABLE receptionist_feedback (
  feedback_id text PRIMARY KEY,
  company_id text NOT NULL,
  user_id text NOT NULL,
  email text NOT NULL,
  feedback text NOT NULL,
  client_timestamp text,
  created_at timestamptz NOT NULL DEFAULT now()
)
--;
CREATE TABLE demo_call_requests (
  request_id text PRIMARY KEY,
  user_id text,
  customer_name text NOT NULL,
  agent_name text NOT NULL,
  phone text NOT NULL,
  company_name text NOT NULL,
  sector text NOT NULL,
  goal text NOT NULL,
  outcome text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
)`,
  },
];
