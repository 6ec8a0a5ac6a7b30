import type { SqlExecutor } from '../infrastructure/database/database.js';

// How long failed sign-ins and reset requests are kept: their longest window is an hour; a week
// leaves time to look into an attack without keeping people's addresses for ever.
const ATTEMPTS_KEPT = "interval '7 days'";

// Sessions past their end, reset tokens past theirs (used or not) and old sign-in attempts: none
// can sign anyone in or count toward a limit again.
const PRUNES = [
  'DELETE FROM sessions WHERE expires_at < now()',
  'DELETE FROM password_resets WHERE expires_at < now()',
  `DELETE FROM auth_attempts WHERE at < now() - ${ATTEMPTS_KEPT}`,
];

export const pruneAccounts = async (tx: SqlExecutor): Promise<number> => {
  let pruned = 0;
  for (const sql of PRUNES) pruned += (await tx.query(sql)).rowCount;
  return pruned;
};
