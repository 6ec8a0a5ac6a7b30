// How fast `projections:rebuild` replays a realistic log into every projection, beside a raw paged
// read of the same log in the same run.
//
//   npm run bench:rebuild                                              # in-memory PGlite
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:rebuild
//
// Knobs (environment): BENCH_EVENTS (default 1,000,000 on Postgres, 200,000 on PGlite),
// BENCH_COMPANIES (default 1,000), BENCH_SEED (default 18), BENCH_WRITERS (concurrent appends
// while seeding, default 8 on Postgres), BENCH_PROJECTIONS (a comma-separated subset to rebuild).
// See bench/README.md for what it measures. The last line of stdout is one JSON object with every
// figure, for comparing runs.

import 'reflect-metadata';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { NestFactory } from '@nestjs/core';
import pg from 'pg';
import { AppModule } from '../apps/api/dist/app.module.js';
import { loadConfig } from '../apps/api/dist/config/app-config.js';
import { DATABASE } from '../apps/api/dist/infrastructure/database/database.js';
import { EVENT_STORE } from '../apps/api/dist/infrastructure/event-store/event-store.js';
import { PROJECTIONS } from '../apps/api/dist/infrastructure/projections/projection.js';
import { ProjectionRunnerService } from '../apps/api/dist/infrastructure/projections/projection-runner.service.js';

const DATABASE_URL = process.env.DATABASE_URL || '';
const database = DATABASE_URL ? 'postgres' : 'pglite';
// PGlite keeps the whole log in WASM memory and appends on one connection: 1,000,000 events take
// it most of an hour to seed, so it replays a smaller log unless told otherwise.
const DEFAULT_EVENTS = database === 'postgres' ? 1_000_000 : 200_000;
const EVENTS = Number(process.env.BENCH_EVENTS ?? DEFAULT_EVENTS);
const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 1000);
const SEED = Number(process.env.BENCH_SEED ?? 18);
const WRITERS = Number(process.env.BENCH_WRITERS ?? (database === 'postgres' ? 8 : 1));
const ONLY = process.env.BENCH_PROJECTIONS?.split(',').filter(Boolean) ?? null;
// What ProjectionRunner.rebuild reads per batch (REBUILD_BATCH_SIZE); the raw read pages alike.
const READ_BATCH = Number(process.env.BENCH_READ_BATCH ?? 1000);
const TARGETS = { eventsPerSec: 100_000, ratioToRaw: 0.25 };
const WATCHDOG_MS = 3 * 60 * 60_000;

// ---------------------------------------------------------------------------------------------
// Cleanup: the scratch database is dropped at the end, after a failure, and on Ctrl-C.

const cleanups = [];
let cleaning = null;
const cleanup = () =>
  (cleaning ??= (async () => {
    for (const step of cleanups.reverse()) {
      try {
        await step();
      } catch (error) {
        console.error(`cleanup: ${error instanceof Error ? error.message : error}`);
      }
    }
  })());

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`\n${signal}: dropping the scratch database`);
    cleanup().finally(() => process.exit(130));
  });
}
const watchdog = setTimeout(() => {
  console.error(`Bench still running after ${WATCHDOG_MS / 60_000} min: giving up`);
  cleanup().finally(() => process.exit(2));
}, WATCHDOG_MS);
watchdog.unref();

// On DATABASE_URL, a scratch database made for the run and dropped after it; else in-memory PGlite.
const scratchDatabase = async () => {
  if (!DATABASE_URL) return '';
  const name = `vanilla_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  });
  const parsed = new URL(DATABASE_URL);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

// ---------------------------------------------------------------------------------------------
// The log: a year of 1,000 companies' proposals and calls, generated from a seeded PRNG so that
// runs replay the same mix.

const mulberry32 = (seed) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const random = mulberry32(SEED);
const pick = (list) => list[Math.floor(random() * list.length)];
const chance = (p) => random() < p;
const between = (min, max) => min + Math.floor(random() * (max - min + 1));
// Number of failures before the first success: mean (1 - p) / p.
const geometric = (mean) => {
  const p = 1 / (mean + 1);
  return Math.floor(Math.log(1 - random()) / Math.log(1 - p));
};
const exponential = (mean) => -Math.log(1 - random()) * mean;
const sha256 = (text) => createHash('sha256').update(text).digest('hex');

const DAY_MS = 24 * 60 * 60_000;
const START = Date.parse('2025-11-01T00:00:00.000Z');
const DAYS = 365;

const FIRST = ['Dana', 'Alex', 'Sam', 'Jordan', 'Taylor', 'Morgan', 'Casey', 'Riley', 'Jamie'];
const LAST = ['Smith', 'Garcia', 'Nguyen', 'Johnson', 'Patel', 'Brown', 'Lee', 'Martinez'];
const TRADES = ['HVAC', 'Plumbing', 'Roofing', 'Electrical', 'Landscaping', 'Solar'];
const JOBS = {
  HVAC: ['Heat Pump Installation', 'Furnace Replacement', 'AC Tune-up', 'Duct Cleaning'],
  Plumbing: ['Water Heater Replacement', 'Repiping', 'Drain Repair', 'Sump Pump Installation'],
  Roofing: ['Roof Replacement', 'Gutter Installation', 'Shingle Repair', 'Skylight Installation'],
  Electrical: ['Panel Upgrade', 'EV Charger Installation', 'Rewiring', 'Generator Hook-up'],
  Landscaping: ['Patio Installation', 'Irrigation System', 'Yard Redesign', 'Tree Removal'],
  Solar: ['Rooftop Solar Array', 'Battery Backup', 'Solar Panel Cleaning', 'Inverter Swap'],
};
const TIMEZONES = ['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles'];
const STREETS = ['Main St', 'Oak Ave', 'Maple Dr', 'Cedar Ln', 'Pine Rd', 'Elm St', 'Lake Blvd'];
const AGENTS = [
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 Version/17.4 Safari/605.1.15',
];
const personName = () => `${pick(FIRST)} ${pick(LAST)}`;
const address = () => `${between(10, 9999)} ${pick(STREETS)}, Springfield`;
const phone = () => `+1${between(201, 989)}${String(between(0, 9_999_999)).padStart(7, '0')}`;
const emailOf = (name, n) => `${name.toLowerCase().replace(/\s+/g, '.')}.${n}@example.com`;

const proposalMarkdown = (title, client, value, trade) =>
  `# ${title}

## Prepared for ${client}

Thank you for the opportunity to quote this ${trade.toLowerCase()} work. This proposal covers the
scope, the schedule and the investment we discussed during the site visit.

## Scope of Work

- Remove and dispose of the existing equipment and materials
- Supply and install new equipment sized for the home, with all fittings and permits
- Test, commission and walk you through the finished system
- Clean the work area daily and haul away every piece of debris

## Schedule

Work begins within two weeks of signature and takes two to three working days. We confirm the
start date with you by text message the week before.

## Investment

| Item | Amount |
| ---- | ------ |
| Equipment and materials | $${Math.round(value * 0.6).toLocaleString('en-US')} |
| Labor | $${Math.round(value * 0.4).toLocaleString('en-US')} |
| **Total** | **$${value.toLocaleString('en-US')}** |

## Why Choose Us

Licensed and insured, family owned, with hundreds of five-star reviews from your neighbours.

## Warranty

Ten years on parts and two years on labor, transferable if you sell the home.
`;

const TRANSCRIPTS = [
  {
    reason: 'Wants a quote for a replacement',
    lines: [
      ['AI', 'Thanks for calling, this is Ava. How can I help you today?'],
      [
        'Caller',
        'Hi, our system is about fifteen years old and I would like a quote to replace it.',
      ],
      ['AI', 'Of course. Can I get your name and the address of the property?'],
      ['Caller', 'Sure, it is the house on the corner, we bought it last spring.'],
      ['AI', 'Thank you. Is the current system still working or has it stopped completely?'],
      ['Caller', 'It still works but it is loud and the bills are high.'],
      ['AI', 'Understood. I can book a free estimate visit. Does Thursday morning work?'],
      ['Caller', 'Thursday morning is fine, around nine if possible.'],
      ['AI', 'You are booked for Thursday at nine. You will get a text to confirm.'],
      ['Caller', 'Great, thank you so much.'],
    ],
  },
  {
    reason: 'Appointment for a repair',
    lines: [
      ['AI', 'Thanks for calling, this is Ava. How can I help you today?'],
      ['Caller', 'Something is leaking in the basement and I need someone to look at it.'],
      ['AI', 'I am sorry to hear that. Is the water still running right now?'],
      ['Caller', 'It is a slow drip, I put a bucket under it.'],
      ['AI', 'Good. I can have a technician out tomorrow afternoon. Would that work?'],
      ['Caller', 'Tomorrow afternoon works, I will be home after one.'],
      ['AI', 'Booked for tomorrow between one and three. Anything else I can help with?'],
      ['Caller', 'No, that is everything. Thanks.'],
    ],
  },
  {
    reason: 'General question about financing',
    lines: [
      ['AI', 'Thanks for calling, this is Ava. How can I help you today?'],
      ['Caller', 'Do you offer financing on larger jobs?'],
      ['AI', 'We do, with plans from twelve to sixty months for approved customers.'],
      ['Caller', 'And is there a fee to apply?'],
      ['AI', 'No fee to apply, and checking your options does not affect your credit.'],
      ['Caller', 'Okay, I will think about it and call back. Thanks.'],
    ],
  },
];

// Every append of the log, bucketed by day; payloads are made as they are appended.
const plan = () => {
  const companies = [];
  const users = [];
  for (let c = 0; c < COMPANIES; c += 1) {
    const trade = pick(TRADES);
    const company = {
      id: randomUUID(),
      name: `${pick(LAST)} ${trade} Co`,
      trade,
      timezone: pick(TIMEZONES),
      phone: phone(),
      users: [],
      receptionist: { id: randomUUID(), phone: phone(), assistantId: randomUUID() },
      callers: [],
      // A few busy companies and many quiet ones.
      weight: 1 / (1 + c / 40),
    };
    for (let u = 0, n = 1 + geometric(1.5); u < n; u += 1) {
      const name = personName();
      const user = {
        id: randomUUID(),
        companyId: company.id,
        email: `user-${c}-${u}-${randomBytes(3).toString('hex')}@example.com`,
        username: name,
        userType: u === 0 ? 'manager' : 'member',
      };
      company.users.push(user);
      users.push(user);
    }
    companies.push(company);
  }
  const totalWeight = companies.reduce((sum, company) => sum + company.weight, 0);
  const cumulative = [];
  let running = 0;
  for (const company of companies) {
    running += company.weight / totalWeight;
    cumulative.push(running);
  }
  const pickCompany = () => {
    const x = random();
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    return companies[lo];
  };

  const days = Array.from({ length: DAYS + 30 }, () => []);
  let planned = 0;
  const at = (ms, entry) => {
    const day = Math.floor((ms - START) / DAY_MS);
    if (day >= days.length) return;
    days[day].push({ ...entry, ms });
    planned += 1;
  };

  // Each company sets up its receptionist in its first week.
  for (const company of companies) {
    at(START + random() * 7 * DAY_MS, { kind: 'receptionist', company });
  }

  // 40% of the events are calls (a start and an end each), the rest proposals: per proposal, a
  // draft generated (80%), the share, a geometric number of views averaging 6, messages from
  // one client in five, a signature from three in ten, a decline from one in twenty of the rest.
  const callEvents = Math.round(EVENTS * 0.4);
  const perProposal = 0.8 + 1 + 6 + 0.2 * 2 + 0.3 + 0.7 * 0.05;
  const proposals = Math.max(1, Math.round((EVENTS - callEvents - COMPANIES) / perProposal));
  const calls = Math.round(callEvents / 2);

  for (let i = 0; i < calls; i += 1) {
    const company = pickCompany();
    const startMs = START + 7 * DAY_MS + random() * (DAYS - 7) * DAY_MS;
    const repeat = company.callers.length > 0 && chance(0.3);
    const caller = repeat
      ? pick(company.callers)
      : { phone: phone(), name: personName(), email: '', n: i };
    if (!repeat) {
      caller.email = chance(0.5) ? emailOf(caller.name, i) : '';
      company.callers.push(caller);
    }
    const call = {
      id: `CA${randomBytes(16).toString('hex')}`,
      company,
      caller,
      inbound: chance(0.95),
      routedTo: chance(0.3) ? 'forward' : 'ai',
      provider: chance(0.8) ? 'vapi' : 'twilio',
      seconds: between(20, 600),
      script: pick(TRANSCRIPTS),
      failed: chance(0.03),
      startMs,
    };
    at(startMs, { kind: 'call-started', call });
    at(startMs + call.seconds * 1000, { kind: 'call-completed', call });
  }

  for (let i = 0; i < proposals; i += 1) {
    const company = pickCompany();
    const creator = pick(company.users);
    const sharedMs = START + 7 * DAY_MS + random() * (DAYS - 7) * DAY_MS;
    // One client in three called first; the proposal goes to the caller's email when they left one.
    const caller = company.callers.length > 0 && chance(0.3) ? pick(company.callers) : null;
    const clientName = caller?.name || personName();
    const title = `${company.trade} Proposal: ${pick(JOBS[company.trade])}`;
    const value = between(8, 400) * 125;
    const content = proposalMarkdown(title, clientName, value, company.trade);
    const proposal = {
      id: randomUUID(),
      token: randomBytes(24).toString('base64url'),
      company,
      creator,
      title,
      value,
      content,
      contentHash: sha256(content),
      clientName,
      clientEmail: caller?.email || emailOf(clientName, 100_000 + i),
      clientPhone: caller ? caller.phone : chance(0.5) ? phone() : '',
      clientAddress: address(),
    };
    if (chance(0.8)) {
      at(sharedMs - random() * 2 * DAY_MS, { kind: 'generated', proposal });
    }
    at(sharedMs, { kind: 'shared', proposal });
    let lastMs = sharedMs;
    for (let v = 0, n = geometric(6); v < n; v += 1) {
      lastMs += exponential(v === 0 ? 0.5 * DAY_MS : 1.5 * DAY_MS);
      at(lastMs, { kind: 'viewed', proposal });
    }
    if (chance(0.2)) {
      let messageMs = sharedMs;
      for (let m = 0, n = between(1, 3); m < n; m += 1) {
        messageMs += exponential(DAY_MS);
        at(messageMs, { kind: 'message', proposal });
      }
    }
    if (chance(0.3)) {
      // The consent to sign electronically is recorded with the signature, just before it.
      const signedMs = lastMs + exponential(0.5 * DAY_MS);
      at(signedMs, { kind: 'consented', proposal });
      at(signedMs, { kind: 'signed', proposal });
    } else if (chance(0.05)) {
      at(lastMs + exponential(2 * DAY_MS), { kind: 'declined', proposal });
    }
  }
  for (const day of days) day.sort((a, b) => a.ms - b.ms);
  return { companies, users, days, planned, proposals, calls };
};

const iso = (ms) => new Date(ms).toISOString();

const receptionistEvent = ({ company }, ms) => ({
  stream: `receptionist-${company.receptionist.id}`,
  metadata: { companyId: company.id, actorUserId: company.users[0].id },
  type: 'ReceptionistCreated',
  data: {
    receptionistId: company.receptionist.id,
    companyId: company.id,
    creatorId: company.users[0].id,
    phoneNumber: company.receptionist.phone,
    twilioSid: `PN${randomBytes(16).toString('hex')}`,
    vapiAssistantId: company.receptionist.assistantId,
    vapiPhoneNumberId: randomUUID(),
    testMode: false,
    calendarId: '',
    createdAt: iso(ms),
    name: 'Ava',
    companyName: company.name,
    goals: ['Book appointments', 'Answer questions'],
    tone: 'Warm',
    greeting: `Thanks for calling ${company.name}, this is Ava. How can I help you today?`,
    followUps: ['Send a text summary'],
    answerTiming: [],
    callForwarding: company.phone,
    operatingHours: businessHoursOf(company),
  },
});

// Every receptionist keeps weekday hours; its calls carry them, as the API records calls.
const businessHoursOf = (company) => ({
  timezone: company.timezone,
  days: Object.fromEntries(
    ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'].map((day) => [
      day,
      { open: '08:00', close: '17:00' },
    ]),
  ),
});

const callParties = (call) => ({
  callId: call.id,
  companyId: call.company.id,
  receptionistId: call.company.receptionist.id,
  receptionistName: 'Ava',
  ownerId: call.company.users[0].id,
  timezone: call.company.timezone,
  businessHours: businessHoursOf(call.company),
  from: call.inbound ? call.caller.phone : call.company.receptionist.phone,
  to: call.inbound ? call.company.receptionist.phone : call.caller.phone,
  direction: call.inbound ? 'inbound' : 'outbound',
});

const callStarted = ({ call }, ms) => ({
  stream: `call-${call.id}`,
  metadata: { companyId: call.company.id, source: `${call.provider}:start` },
  type: 'CallStarted',
  data: {
    ...callParties(call),
    provider: call.provider,
    routedTo: call.routedTo,
    startedAt: iso(ms),
  },
});

const callCompleted = ({ call }, ms) => {
  const transcript = call.script.lines.map(([speaker, text], i) => ({
    secondsFromStart: Math.round((i * call.seconds) / call.script.lines.length),
    speaker,
    text,
  }));
  return {
    stream: `call-${call.id}`,
    metadata: { companyId: call.company.id, source: `${call.provider}:end-of-call-report` },
    type: 'CallCompleted',
    data: {
      ...callParties(call),
      provider: call.provider,
      outcome: call.failed ? 'failed' : 'completed',
      endedReason: call.failed ? 'pipeline-error-openai-llm-failed' : 'customer-ended-call',
      durationSeconds: call.seconds,
      recordingUrl: `https://storage.vapi.ai/${call.id}-recording.wav`,
      transcript,
      summary: `${call.caller.name} called: ${call.script.reason.toLowerCase()}. The receptionist took the details and offered a visit.`,
      callerName: call.caller.name,
      callerEmail: call.caller.email,
      callerPhone: call.caller.phone,
      reason: call.script.reason,
      startedAt: iso(call.startMs),
      endedAt: iso(ms),
    },
  };
};

const proposalEvent = ({ kind, proposal: p }, ms) => {
  const base = {
    stream: `proposal-${p.id}`,
    metadata: { companyId: p.company.id, actorUserId: p.creator.id },
  };
  const client = { metadata: { ip: `203.0.113.${between(1, 254)}` } };
  switch (kind) {
    case 'generated':
      return {
        ...base,
        type: 'ProposalGenerated',
        data: {
          proposalId: p.id,
          companyId: p.company.id,
          creatorId: p.creator.id,
          source: chance(0.8) ? 'form' : 'voice',
          templateChoice: 'vanilla',
          title: p.title,
          generatedAt: iso(ms),
        },
      };
    case 'shared':
      return {
        ...base,
        type: 'ProposalShared',
        data: {
          proposalId: p.id,
          token: p.token,
          companyId: p.company.id,
          creatorId: p.creator.id,
          title: p.title,
          content: p.content,
          contentHash: p.contentHash,
          clientName: p.clientName,
          clientEmail: p.clientEmail,
          ...(p.clientPhone ? { clientPhone: p.clientPhone } : {}),
          clientAddress: p.clientAddress,
          companyName: p.company.name,
          companyAddress: '2 Shop Rd, Springfield',
          companyPhone: p.company.phone,
          companyEmail: `office@${p.company.id.slice(0, 8)}.example.com`,
          companyLicenseNumber: `LIC-${p.company.id.slice(0, 6).toUpperCase()}`,
          companyWebsite: '',
          companyLogoSha256: null,
          templateChoice: 'vanilla',
          keySellingPoints: {
            price: `$${p.value.toLocaleString('en-US')}`,
            whyChooseUs: 'Licensed and insured, family owned.',
            testimonials: '',
            warrantyInfo: 'Ten years on parts, two on labor.',
          },
          value: p.value,
          sharedAt: iso(ms),
        },
      };
    case 'viewed':
      return {
        ...base,
        ...client,
        type: 'ProposalViewed',
        data: {
          proposalId: p.id,
          ipHash: sha256(`${p.id}:${between(1, 3)}`).slice(0, 32),
          userAgent: pick(AGENTS),
          viewedAt: iso(ms),
        },
      };
    case 'message':
      return {
        ...base,
        ...client,
        type: 'ProposalMessageReceived',
        data: {
          proposalId: p.id,
          name: p.clientName,
          email: p.clientEmail,
          message: 'Could you start a week later than planned? And is the permit included?',
          title: p.title,
          ipHash: sha256(`${p.id}:1`).slice(0, 32),
          receivedAt: iso(ms),
        },
      };
    case 'consented':
      return {
        ...base,
        ...client,
        type: 'ProposalConsentGiven',
        data: {
          proposalId: p.id,
          signerName: p.clientName,
          signerEmail: p.clientEmail,
          disclosureVersion: '2026-11-27',
          disclosureHash: sha256('disclosure:2026-11-27'),
          ip: client.metadata.ip,
          userAgent: AGENTS[0],
          consentedAt: iso(ms),
        },
      };
    case 'signed':
      return {
        ...base,
        ...client,
        type: 'ProposalSigned',
        data: {
          proposalId: p.id,
          signerName: p.clientName,
          signerEmail: p.clientEmail,
          signatureHash: sha256(`signature:${p.id}`),
          contentHash: p.contentHash,
          title: p.title,
          companyName: p.company.name,
          ip: client.metadata.ip,
          userAgent: pick(AGENTS),
          signedAt: iso(ms),
        },
      };
    case 'declined':
      return {
        ...base,
        ...client,
        type: 'ProposalDeclined',
        data: { proposalId: p.id, reason: 'We went with another quote.', declinedAt: iso(ms) },
      };
  }
  throw new Error(`Unknown kind ${kind}`);
};

const eventOf = (entry) => {
  if (entry.kind === 'receptionist') return receptionistEvent(entry, entry.ms);
  if (entry.kind === 'call-started') return callStarted(entry, entry.ms);
  if (entry.kind === 'call-completed') return callCompleted(entry, entry.ms);
  return proposalEvent(entry, entry.ms);
};

// ---------------------------------------------------------------------------------------------
// Seeding, through the real event store: the accounts and share tokens the projections read
// (written by the API outside the log), then the log, one day after another.

const insertRows = async (db, table, columns, types, rows) => {
  for (let i = 0; i < rows.length; i += 5000) {
    const chunk = rows.slice(i, i + 5000);
    await db.query(
      `INSERT INTO ${table} (${columns.join(', ')})
       SELECT * FROM unnest(${types.map((type, j) => `$${j + 1}::${type}[]`).join(', ')})`,
      columns.map((_, j) => chunk.map((row) => row[j])),
    );
  }
};

const seed = async (db, store, world) => {
  await insertRows(
    db,
    'companies',
    ['id', 'name', 'phone'],
    ['uuid', 'text', 'text'],
    world.companies.map((c) => [c.id, c.name, c.phone]),
  );
  await insertRows(
    db,
    'users',
    ['id', 'company_id', 'email', 'username', 'password_hash', 'user_type'],
    ['uuid', 'uuid', 'text', 'text', 'text', 'text'],
    world.users.map((u) => [u.id, u.companyId, u.email, u.username, 'bench-no-login', u.userType]),
  );

  const revisions = new Map();
  const typeCounts = {};
  let appended = 0;
  let appends = 0;
  let lastReport = performance.now();
  const seedStart = performance.now();
  for (let d = 0; d < world.days.length; d += 1) {
    // A stream's events of the day are one append, as a client opening a link twice or a call's
    // webhooks would be if they came together; the day's appends go in order of their first event.
    const groups = new Map();
    const tokens = [];
    for (const entry of world.days[d]) {
      const event = eventOf(entry);
      if (event.type === 'ProposalShared') {
        const p = entry.proposal;
        tokens.push([p.token, p.id, p.company.id, p.creator.id]);
      }
      let group = groups.get(event.stream);
      if (!group) {
        group = [];
        groups.set(event.stream, group);
      }
      group.push(event);
    }
    // Reserved before the share is appended, as the share handler does.
    await insertRows(
      db,
      'proposal_tokens',
      ['token', 'proposal_id', 'company_id', 'creator_id'],
      ['text', 'text', 'text', 'text'],
      tokens,
    );
    const queue = [...groups.entries()];
    let next = 0;
    const writer = async () => {
      while (next < queue.length) {
        const [stream, events] = queue[next];
        next += 1;
        const expected = revisions.get(stream) ?? 'no_stream';
        const result = await store.append(
          stream,
          events.map(({ type, data, metadata }) => ({ type, data, metadata })),
          { expectedRevision: expected, durability: 'relaxed' },
        );
        revisions.set(stream, result.nextRevision);
        appended += events.length;
        appends += 1;
        for (const event of events) typeCounts[event.type] = (typeCounts[event.type] ?? 0) + 1;
      }
    };
    await Promise.all(Array.from({ length: WRITERS }, writer));
    world.days[d] = null;
    if (performance.now() - lastReport > 10_000) {
      lastReport = performance.now();
      const seconds = (lastReport - seedStart) / 1000;
      process.stderr.write(
        `  seeding: day ${d + 1}/${world.days.length}, ${appended.toLocaleString('en-US')} of ~${world.planned.toLocaleString('en-US')} events, ${Math.round(appended / seconds).toLocaleString('en-US')}/s\n`,
      );
    }
  }
  await store.flush();
  return { appended, appends, typeCounts };
};

// ---------------------------------------------------------------------------------------------
// Measurement.

const round = (value, digits = 2) => Number(value.toFixed(digits));
const fmt = (n) => Math.round(n).toLocaleString('en-US');
const load = () => os.loadavg().map((value) => round(value, 2));

// The baseline: the whole log, paged as the rebuild pages it, through the same readAll.
const rawRead = async (store) => {
  const started = performance.now();
  let after = null;
  let events = 0;
  for (;;) {
    const batch = await store.readAll({ after, maxCount: READ_BATCH });
    if (batch.length === 0) break;
    events += batch.length;
    after = batch[batch.length - 1].position;
  }
  const seconds = (performance.now() - started) / 1000;
  return { events, seconds: round(seconds, 3), eventsPerSec: Math.round(events / seconds) };
};

async function main() {
  const startedAt = performance.now();
  const loadAtStart = load();
  const databaseUrl = await scratchDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: 'memory://',
    DATABASE_URL: databaseUrl,
    WEB_DIST_DIR: '/nonexistent',
  });
  // As `npm run projections:rebuild` builds it: the app's modules without HTTP or live projections.
  const context = await NestFactory.createApplicationContext(
    AppModule.forRoot({ config, runProjections: false, http: false }),
    { logger: ['warn', 'error'], abortOnError: false },
  );
  cleanups.push(() => context.close());
  const db = context.get(DATABASE);
  const store = context.get(EVENT_STORE);
  const { runner } = context.get(ProjectionRunnerService);
  const projections = context.get(PROJECTIONS);

  const { rows: version } = await db.query(`SELECT current_setting('server_version') AS v`);
  const server =
    database === 'postgres'
      ? `PostgreSQL ${version[0].v} at ${new URL(DATABASE_URL).host}`
      : `PGlite (PostgreSQL ${version[0].v}), in memory`;
  console.log(`Projection rebuild benchmark on ${server}`);
  console.log(
    `  Node ${process.version}, ${os.cpus().length} CPUs; load average ${loadAtStart.join(' ')} (1/5/15 min) at start`,
  );
  if (database === 'pglite' && process.env.BENCH_EVENTS === undefined) {
    console.log(
      `  PGlite: ${fmt(EVENTS)} events by default (1,000,000 takes most of an hour to seed in WASM); BENCH_EVENTS sets it.`,
    );
  }

  // Seeding.
  const seedStarted = performance.now();
  const world = plan();
  const seeded = await seed(db, store, world);
  const seedAppendSeconds = (performance.now() - seedStarted) / 1000;
  await db.query('VACUUM (ANALYZE) es_events');
  if (database === 'postgres') await db.query('CHECKPOINT').catch(() => undefined);
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const { rows: size } = await db.query(
    `SELECT pg_total_relation_size('es_events')::int8 AS bytes,
            (SELECT avg(pg_column_size(data) + pg_column_size(metadata))::int8 FROM es_events) AS avg`,
  );
  const log = {
    events: seeded.appended,
    appends: seeded.appends,
    companies: world.companies.length,
    users: world.users.length,
    proposals: world.proposals,
    calls: world.calls,
    types: seeded.typeCounts,
    tableMB: Math.round(size[0].bytes / 1e6),
    avgPayloadBytes: Number(size[0].avg),
  };
  console.log(
    `\nSeeded ${fmt(log.events)} events in ${fmt(log.appends)} appends (${WRITERS} concurrent writer${WRITERS === 1 ? '' : 's'}, relaxed) in ${round(seedAppendSeconds, 1)} s ` +
      `(${fmt(log.events / seedAppendSeconds)}/s), ${round(seedSeconds, 1)} s with VACUUM ANALYZE; not part of the result.`,
  );
  console.log(
    `  ${fmt(log.companies)} companies, ${fmt(log.users)} users, ${fmt(log.proposals)} proposals, ${fmt(log.calls)} calls; es_events ${fmt(log.tableMB)} MB, ${fmt(log.avgPayloadBytes)} bytes of JSON per event on average`,
  );
  console.log(
    `  ${Object.entries(log.types)
      .sort((a, b) => b[1] - a[1])
      .map(([type, n]) => `${type} ${fmt(n)}`)
      .join(', ')}`,
  );

  // The baseline, before and after the rebuilds: the faster one is what the rebuilds are held to.
  process.stderr.write('  raw read...\n');
  const rawBefore = await rawRead(store);
  const rebuilds = {};
  const wanted = projections.filter((p) => !ONLY || ONLY.includes(p.name));
  for (const projection of wanted) {
    process.stderr.write(`  rebuilding ${projection.name}...\n`);
    const types = new Set(projection.eventTypes);
    const handled = Object.entries(log.types)
      .filter(([type]) => types.has(type))
      .reduce((sum, [, n]) => sum + n, 0);
    // Time spent inside readAll, measured from outside the runner (it holds this store).
    const readAll = store.readAll;
    let readSeconds = 0;
    store.readAll = async (options) => {
      const t = performance.now();
      try {
        return await readAll.call(store, options);
      } finally {
        readSeconds += (performance.now() - t) / 1000;
      }
    };
    const started = performance.now();
    let parked;
    try {
      parked = await runner.rebuild(projection.name, () => undefined);
    } finally {
      store.readAll = readAll;
    }
    const seconds = (performance.now() - started) / 1000;
    rebuilds[projection.name] = {
      handled,
      seconds: round(seconds, 3),
      eventsPerSec: Math.round(log.events / seconds),
      readSeconds: round(readSeconds, 3),
      parked,
    };
  }
  process.stderr.write('  raw read again...\n');
  const rawAfter = await rawRead(store);
  const raw = rawBefore.eventsPerSec >= rawAfter.eventsPerSec ? rawBefore : rawAfter;
  for (const result of Object.values(rebuilds)) {
    result.ratioToRaw = round(result.eventsPerSec / raw.eventsPerSec, 3);
  }

  const { rows: outbox } = await db.query('SELECT count(*)::int8 AS n FROM mail_outbox');

  // The report.
  const pad = (value, width) => String(value).padEnd(width);
  const lpad = (value, width) => String(value).padStart(width);
  console.log(
    `\nRaw paged read of the log (readAll, ${fmt(READ_BATCH)} a page): ${fmt(rawBefore.eventsPerSec)} events/s (${rawBefore.seconds} s) before the rebuilds, ${fmt(rawAfter.eventsPerSec)} events/s (${rawAfter.seconds} s) after; the faster is the baseline.`,
  );
  console.log(
    `\n${pad('projection', 22)}${lpad('handles', 10)}${lpad('events/s', 11)}${lpad('seconds', 9)}${lpad('reading', 9)}${lpad('x raw', 8)}${lpad('parked', 8)}`,
  );
  for (const [name, r] of Object.entries(rebuilds)) {
    console.log(
      `${pad(name, 22)}${lpad(fmt(r.handled), 10)}${lpad(fmt(r.eventsPerSec), 11)}${lpad(r.seconds.toFixed(1), 9)}${lpad(r.readSeconds.toFixed(1), 9)}${lpad(`${r.ratioToRaw.toFixed(2)}x`, 8)}${lpad(r.parked, 8)}`,
    );
  }
  console.log(
    "  events/s: the whole log over the rebuild's time (schema, replay and swap). handles: the events the projection applies.",
  );
  console.log("  reading: seconds during which one of the rebuild's readAll calls was on its way.");
  if (rebuilds['proposal-mail']) {
    console.log(
      `  proposal-mail replays into the live outbox (no live run made it here first): ${fmt(outbox[0].n)} mails written, none sent.`,
    );
  }

  const summaries = rebuilds['proposal-summaries'];
  const verdicts = summaries
    ? [
        {
          name: 'proposal-summaries events/s',
          min: TARGETS.eventsPerSec,
          value: summaries.eventsPerSec,
        },
        {
          name: 'proposal-summaries / raw read',
          min: TARGETS.ratioToRaw,
          value: summaries.ratioToRaw,
        },
      ].map((target) => ({ ...target, result: target.value >= target.min ? 'PASS' : 'MISS' }))
    : [];
  console.log(
    `\nTargets${database === 'postgres' ? '' : ' (set for Postgres; shown for PGlite as a reference)'}`,
  );
  for (const target of verdicts) {
    console.log(
      `  ${pad(target.name, 32)} ${target.min < 1 ? `${target.value.toFixed(2)}x (target >= ${target.min}x)` : `${fmt(target.value)} (target >= ${fmt(target.min)})`} ${target.result}`,
    );
  }

  const totalSeconds = round((performance.now() - startedAt) / 1000, 1);
  const loadAtEnd = load();
  console.log(
    `\nTotal ${totalSeconds} s. Load average (1/5/15 min) ${loadAtStart.join(' ')} at start, ${loadAtEnd.join(' ')} at the end (${os.cpus().length} CPUs): other work on the machine skews every figure.`,
  );
  return {
    bench: 'rebuild',
    database,
    server,
    node: process.version,
    cpus: os.cpus().length,
    config: {
      events: EVENTS,
      companies: COMPANIES,
      seed: SEED,
      writers: WRITERS,
      readBatch: READ_BATCH,
    },
    log,
    seedSeconds: round(seedSeconds, 1),
    raw: { before: rawBefore, after: rawAfter, baselineEventsPerSec: raw.eventsPerSec },
    rebuilds,
    outboxMails: Number(outbox[0].n),
    targets: verdicts.map(({ name, min, value, result }) => ({
      name,
      min,
      value,
      result: database === 'postgres' ? result : `${result} (PGlite, reference)`,
    })),
    loadAverage: { start: loadAtStart, end: loadAtEnd },
    totalSeconds,
  };
}

let summary = null;
let failure = null;
try {
  summary = await main();
} catch (error) {
  failure = error;
} finally {
  await cleanup();
}
if (failure) {
  console.error(failure instanceof Error ? (failure.stack ?? failure.message) : failure);
  process.exit(1);
}
console.log(JSON.stringify(summary));
process.exit(0);
