import type { Migration } from '../infrastructure/database/migrations.js';

// Accounts are ordinary tables, not events: no password hash goes into an immutable log.
export const accountsMigrations: Migration[] = [
  {
    id: 'accounts-001',
    sql: `
CREATE TABLE companies (
  id uuid PRIMARY KEY,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
)
--;
CREATE TABLE users (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL REFERENCES companies (id),
  email text NOT NULL UNIQUE,
  username text NOT NULL,
  password_hash text NOT NULL,
  user_type text NOT NULL CHECK (user_type IN ('manager', 'member')),
  profile jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  password_changed_at timestamptz NOT NULL DEFAULT now()
)
--;
CREATE INDEX users_company ON users (company_id)
--;
CREATE TABLE sessions (
  id uuid PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  remember boolean NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  ip text NOT NULL DEFAULT '',
  user_agent text NOT NULL DEFAULT ''
)
--;
CREATE INDEX sessions_user ON sessions (user_id)
--;
CREATE TABLE password_resets (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
)
--;
CREATE TABLE invitations (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL REFERENCES companies (id),
  email text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  invited_by uuid NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  accepted_at timestamptz,
  revoked_at timestamptz
)
--;
CREATE INDEX invitations_company ON invitations (company_id, created_at DESC)
--;
CREATE TABLE auth_attempts (
  id bigserial PRIMARY KEY,
  kind text NOT NULL,
  email text NOT NULL,
  ip text NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
)
--;
CREATE INDEX auth_attempts_email ON auth_attempts (kind, email, at)
--;
CREATE INDEX auth_attempts_ip ON auth_attempts (kind, ip, at)`,
  },
  {
    // A member removed from their team keeps their row (their proposals stay the company's) but
    // can no longer sign in.
    id: 'accounts-002',
    sql: `ALTER TABLE users ADD COLUMN disabled_at timestamptz`,
  },
  {
    // The company profile. A company has no name until someone gives it one (NULL), at sign-up or
    // in Settings → Company; sign-ups before this named it "<manager>'s company" for them, which
    // counts as no name. Logos are stored once by the SHA-256 of their re-encoded bytes and never
    // removed: a shared proposal keeps naming the one it was shared with.
    id: 'accounts-003',
    sql: `
CREATE TABLE company_logos (
  sha256 text PRIMARY KEY,
  content_type text NOT NULL,
  bytes bytea NOT NULL,
  width integer NOT NULL,
  height integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
)
--;
ALTER TABLE companies ALTER COLUMN name DROP NOT NULL
--;
ALTER TABLE companies
  ADD COLUMN address text NOT NULL DEFAULT '',
  ADD COLUMN phone text NOT NULL DEFAULT '',
  ADD COLUMN email text NOT NULL DEFAULT '',
  ADD COLUMN license_number text NOT NULL DEFAULT '',
  ADD COLUMN website text NOT NULL DEFAULT '',
  ADD COLUMN logo_sha256 text REFERENCES company_logos (sha256),
  ADD COLUMN profile_updated_at timestamptz
--;
UPDATE companies c SET name = NULL
 WHERE EXISTS (SELECT 1 FROM users u
                WHERE u.company_id = c.id AND u.user_type = 'manager'
                  AND c.name = u.username || '''s company')`,
  },
  {
    // Settings → Company: how long a shared proposal's link works by default (1 to 365 days).
    id: 'accounts-proposal-validity',
    sql: `ALTER TABLE companies ADD COLUMN proposal_validity_days integer NOT NULL DEFAULT 30`,
  },
];
