import { parseArgs } from 'node:util';
import { loadConfig, loadEnvFile } from '../config/app-config.js';

const usage = `npm run simulate:call -- --email you@example.com --password '...' [options]

Signs in to a running server in test mode and has one of your receptionists take a realistic
call: Vapi's signed status update and end-of-call report go through the public webhook path, so
the call shows up live in Recent conversations and on /business2/calls.

  --email, --password   your account (or SIMULATOR_EMAIL / SIMULATOR_PASSWORD)
  --url                 the server (default PUBLIC_BASE_URL, else http://localhost:3000)
  --receptionist        receptionist id (default: your first)
  --caller              caller's name (default Jordan Rivera)
  --phone               caller's number, E.164 (default +15125550147)
  --goal                appointment | qualify | quote (default appointment)`;

const main = async () => {
  loadEnvFile();
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      url: { type: 'string' },
      receptionist: { type: 'string' },
      caller: { type: 'string' },
      phone: { type: 'string' },
      goal: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  const email = values.email ?? process.env.SIMULATOR_EMAIL;
  const password = values.password ?? process.env.SIMULATOR_PASSWORD;
  if (values.help || !email || !password) {
    console.log(usage);
    process.exit(values.help ? 0 : 2);
  }
  const base = (values.url ?? loadConfig().publicBaseUrl).replace(/\/$/, '');
  // The server checks the Origin of state-changing requests (CSRF).
  const headers = { 'content-type': 'application/json', origin: base };
  const login = await fetch(`${base}/auth/member/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password, rememberMe: false }),
  });
  if (!login.ok) throw new Error(`Sign-in failed (${login.status}): ${await login.text()}`);
  const cookie = login.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  const response = await fetch(`${base}/api/calls/simulate`, {
    method: 'POST',
    headers: { ...headers, cookie },
    body: JSON.stringify({
      receptionistId: values.receptionist,
      callerName: values.caller,
      callerPhone: values.phone,
      goal: values.goal,
    }),
  });
  const body = (await response.json()) as { call_id?: string; error?: string };
  if (!response.ok || !body.call_id) {
    throw new Error(`The simulation was refused (${response.status}): ${body.error ?? ''}`);
  }
  console.log(`Call ${body.call_id} arrived: ${base}/business2/calls/${body.call_id}`);
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
