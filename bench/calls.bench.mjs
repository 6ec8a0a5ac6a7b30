// bench:calls — with 200 Clients pages open (managers' sockets of BENCH_COMPANIES companies,
// default 50, each company with a receptionist on the shared test number) and calls landing at
// a fixed rate as signed Vapi end-of-call reports on /webhooks/vapi, the time from sending a
// report to its caller's `contact.updated` row reaching each of its company's sockets, beside a
// bare Socket.IO emit (an HTTP request with the same body that emits a contact-shaped row to the
// same sockets of the same room) measured in the same run. Every call comes from a new number but
// BENCH_REPEAT_SHARE of them (default 0.3), which come from a caller who called that company
// before, so that matching finds the contact. It runs at each rate of BENCH_RATES (default 50,100
// calls/s: the targets are judged at the first, the second shows the headroom); each run first
// gets BENCH_WARMUP_SECONDS (default 5) of calls at its rate, not measured. Prints p50 and p99 and
// ends with one JSON line. Runs on DATABASE_URL (a scratch database on that server) or on
// in-memory PGlite.
import { randomBytes } from 'node:crypto';
import { bareServer, database, report, root, runLoad, targets, withApi } from './push-kit.mjs';

const DASHBOARDS = Number(process.env.BENCH_DASHBOARDS ?? 200);
const RATES = (process.env.BENCH_RATES ?? '50,100').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 50);
const REPEAT_SHARE = Number(process.env.BENCH_REPEAT_SHARE ?? 0.3);

const { WebhookSecretService } = await import(`${root}apps/api/dist/system/index.js`);

const load = (args, rate, runIndex, onMeasuring) =>
  runLoad(
    new URL('./calls-load.mjs', import.meta.url),
    {
      ...args,
      root,
      dashboards: DASHBOARDS,
      rate,
      runIndex,
      repeatShare: REPEAT_SHARE,
      seconds: SECONDS,
      warmupSeconds: WARMUP_SECONDS,
    },
    onMeasuring,
  );

// Baseline: each report is an HTTP request that emits its caller's row to its company's
// dashboards; a bare company's assistant id names it.
const bare = async (rate, runIndex) => {
  const server = await bareServer(({ message }, io) => {
    const { callerName, callerEmail, callerPhone } = message.analysis.structuredData;
    io.to(`company:${message.call.assistantId}`).emit('bare', {
      id: `ct-${callerPhone}`,
      name: callerName,
      email: callerEmail,
      phone: callerPhone,
      address: '',
      status: 'Lead',
      tags: [],
      source: 'call',
      last_activity: message.endedAt,
      created_at: message.endedAt,
      owner_id: null,
    });
  });
  const companies = Array.from({ length: COMPANIES }, (_, c) => ({
    cookie: '',
    query: `company=c${c}`,
    name: `Bench Plumbing ${c}`,
    assistantId: `c${c}`,
    number: '+14155550100',
  }));
  const secret = randomBytes(16).toString('hex');
  const result = await load({ url: server.url, companies, mode: 'bare', secret }, rate, runIndex);
  server.close();
  return result;
};

// One manager per company, each with a receptionist; their cookies open the Clients pages.
const product = () =>
  withApi(async ({ app, url, post, signUpManager, measure }) => {
    const companies = [];
    for (let c = 0; c < COMPANIES; c += 1) {
      const cookie = await signUpManager(c);
      const name = `Bench Plumbing ${c}`;
      const created = await post(
        '/api/ai-receptionist/create-with-vapi',
        {
          phoneNumber: '512',
          receptionistName: 'Ava',
          companyName: name,
          goals: ['Book appointments', 'Answer questions'],
          tone: 'Friendly',
          greeting: '',
          followUps: [],
          answerTiming: ['24/7'],
          termsAgreed: true,
          calendarId: '',
          callForwarding: '(512) 555-0100',
          operatingHours: { timezone: 'America/Chicago', days: {} },
        },
        cookie,
      );
      const answer = await created.json();
      if (!answer.success) throw new Error(`receptionist: ${JSON.stringify(answer)}`);
      const { vapi_assistant_id: assistantId, phone_number: number } = answer.receptionist;
      companies.push({ cookie, query: '', name, assistantId, number });
    }
    const secret = await app.get(WebhookSecretService).vapiSecret();
    const results = [];
    for (const [runIndex, rate] of RATES.entries()) {
      results.push(
        await measure((onMeasuring) =>
          load({ url, companies, mode: 'product', secret }, rate, runIndex, onMeasuring),
        ),
      );
    }
    return results;
  });

console.log(
  `bench:calls on ${database}: ${DASHBOARDS} Clients pages of ${COMPANIES} companies, calls at ${RATES.join(' then ')}/s (${REPEAT_SHARE * 100}% from repeat callers) for ${SECONDS} s after ${WARMUP_SECONDS} s of warm-up at that rate`,
);
const baselines = [];
for (const [runIndex, rate] of RATES.entries()) baselines.push(await bare(rate, runIndex));
const ours = await product();
const runs = RATES.map((rate, i) => {
  console.log(`at ${rate} calls/s${i === 0 ? ' (the targets)' : ''}:`);
  const ratios = report(baselines[i], 'Vapi call webhook -> Clients page', ours[i]);
  console.log(
    `  other frames the pages received: ${JSON.stringify(ours[i].other_frames)}; callers ${ours[i].new_callers} new, ${ours[i].repeat_calls} repeat calls`,
  );
  return { rate, bare: baselines[i], product: ours[i], ...ratios };
});
console.log(
  JSON.stringify({
    bench: 'calls',
    database,
    dashboards: DASHBOARDS,
    companies: COMPANIES,
    rates: RATES,
    repeat_share: REPEAT_SHARE,
    seconds: SECONDS,
    warmup_seconds: WARMUP_SECONDS,
    runs,
    targets,
    targets_met:
      runs[0].product.p50_ms <= targets.p50_ms && runs[0].product.p99_ms <= targets.p99_ms,
  }),
);
process.exit(0);
