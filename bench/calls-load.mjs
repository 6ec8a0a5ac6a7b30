// The load side of bench:calls, in its own process so it does not share the API's core: opens
// the Clients pages' sockets, posts signed Vapi end-of-call reports at a fixed rate, and measures,
// in one clock, the time from sending each report to each of its company's sockets seeing its
// caller's contact row with that call in it.
import { args, connectDashboards, field, run } from './load-kit.mjs';

const { root, companies, mode, secret, runIndex, repeatShare } = args;
const { signVapiRequest } = await import(
  `${root}apps/api/dist/receptionists/providers/webhook-verification.js`
);

// sent[phone] = {company, calls: [{endedMs, sentAt}]}, in order (sentAt null for a warm-up call,
// which is not measured). The contact row's last_activity is its latest call's end, and every
// call ends at least 1 ms after the one before it: a row with last_activity L covers the
// caller's calls that ended at or before L.
const sent = new Map();
const latencies = [];
const eventName = mode === 'bare' ? '"bare"' : '"contact.updated"';
const dashboardsOf = new Map();
const otherFrames = {};
const sockets = await connectDashboards((company) => {
  dashboardsOf.set(company, (dashboardsOf.get(company) ?? 0) + 1);
  const seen = new Map();
  return (text, receivedAt) => {
    if (!text.startsWith(eventName, 3)) {
      const name = text.slice(4, text.indexOf('"', 4));
      otherFrames[name] = (otherFrames[name] ?? 0) + 1;
      return;
    }
    const phone = field(text, 'phone', true);
    const caller = sent.get(phone);
    if (!caller || caller.company !== company) return;
    const latest = Date.parse(field(text, 'last_activity', true));
    let i = seen.get(phone) ?? 0;
    for (; i < caller.calls.length && caller.calls[i].endedMs <= latest; i += 1) {
      if (caller.calls[i].sentAt !== null) latencies.push(receivedAt - caller.calls[i].sentAt);
    }
    seen.set(phone, i);
  };
});

// A small deterministic generator: the same callers and repeats on every run.
let seed = 0x9e3779b9 ^ runIndex;
const random = () => {
  seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
  return seed / 2 ** 32;
};
const first = ['Jordan', 'Maria', 'Sam', 'Priya', 'Luis', 'Grace', 'Omar', 'Hannah', 'Wei', 'Tom'];
const last = ['Rivera', 'Nguyen', 'Lee', 'Patel', 'Garcia', 'Okafor', 'Smith', 'Kowalski'];
// Each run's new callers get numbers of their own: a number seen before is a repeat caller.
let newCallers = 0;
const newCaller = () => {
  const n = runIndex * 500_000 + newCallers;
  newCallers += 1;
  const name = `${first[n % first.length]} ${last[Math.floor(n / first.length) % last.length]}`;
  return {
    name,
    phone: `+1512${2_000_000 + n}`,
    email: `${name.toLowerCase().replace(' ', '.')}.${n}@example.com`,
  };
};
const callersOf = new Map(companies.map((company) => [company, []]));
let repeats = 0;

// What callers ask, as Vapi's transcript and analysis give it back.
const conversations = [
  {
    said: [
      'Our kitchen sink is leaking under the cabinet.',
      'Can someone come out tomorrow afternoon to fix it? I would like to book an appointment.',
    ],
    summary: 'wants a plumber tomorrow afternoon for a leak under the kitchen sink',
    reason: 'Appointment: kitchen sink leak',
  },
  {
    said: [
      'We are thinking about replacing the water heater, it is fifteen years old.',
      'How much would a new tank cost? Please send me a quote.',
    ],
    summary: 'asked for a quote to replace a fifteen-year-old water heater',
    reason: 'Quote: water heater replacement',
  },
  {
    said: [
      'I just moved in and wanted to know what services you offer.',
      'Mostly the heating, the house gets cold upstairs.',
    ],
    summary: 'new homeowner asking about heating services; the upstairs gets cold',
    reason: 'General question about heating',
  },
];

let lastEndedMs = 0;
const report = (company, i, caller) => {
  const endedMs = Math.max(Date.now(), lastEndedMs + 1);
  lastEndedMs = endedMs;
  const talk = conversations[i % conversations.length];
  const lines = [
    ['bot', `Thank you for calling ${company.name}, this is Ava. How can I help you?`],
    ['user', `Hi, my name is ${caller.name}.`],
    ['user', talk.said[0]],
    ['bot', 'I am sorry to hear that. Let me take a few details.'],
    ['user', talk.said[1]],
    ['bot', 'What is the best email to reach you?'],
    ['user', `It is ${caller.email}.`],
    ['bot', `Thanks ${caller.name.split(' ')[0]}, someone from the team will follow up shortly.`],
  ];
  const seconds = lines.length * 7;
  const call = {
    id: `bench-${runIndex}-${i}`,
    type: 'inboundPhoneCall',
    assistantId: company.assistantId,
    customer: { number: caller.phone },
    phoneNumber: { number: company.number },
  };
  return {
    endedMs,
    body: JSON.stringify({
      message: {
        type: 'end-of-call-report',
        endedReason: 'customer-ended-call',
        startedAt: new Date(endedMs - seconds * 1000).toISOString(),
        endedAt: new Date(endedMs).toISOString(),
        call,
        customer: { number: caller.phone },
        phoneNumber: { number: company.number },
        artifact: {
          recordingUrl: `https://storage.vapi.ai/${call.id}-mono.wav`,
          messages: lines.map(([role, message], n) => ({
            role,
            message,
            secondsFromStart: n * 7 + 0.4,
          })),
          transcript: lines
            .map(([role, message]) => `${role === 'bot' ? 'AI' : 'User'}: ${message}`)
            .join('\n'),
        },
        analysis: {
          summary: `${caller.name} ${talk.summary}.`,
          successEvaluation: 'true',
          structuredData: {
            callerName: caller.name,
            callerEmail: caller.email,
            callerPhone: caller.phone,
            reason: talk.reason,
          },
        },
      },
    }),
  };
};

// Calls are dealt to the companies in turn; `repeatShare` of them come from a caller who called
// that company before.
await run({
  sockets,
  latencies,
  unit: 'calls',
  next: (i, sentAt) => {
    const company = companies[i % companies.length];
    const before = callersOf.get(company);
    let caller;
    if (before.length > 0 && random() < repeatShare) {
      caller = before[Math.floor(random() * before.length)];
      repeats += 1;
    } else {
      caller = newCaller();
      before.push(caller);
      sent.set(caller.phone, { company, calls: [] });
    }
    const { endedMs, body } = report(company, i, caller);
    sent.get(caller.phone).calls.push({ endedMs, sentAt });
    return {
      path: mode === 'bare' ? '/bare' : '/webhooks/vapi',
      body,
      headers: signVapiRequest(secret, body),
    };
  },
  expectedFor: (i) => dashboardsOf.get(companies[i % companies.length]) ?? 0,
  extra: () => ({
    new_callers: newCallers,
    repeat_calls: repeats,
    // Other events the same sockets received, by name (the calls list's and notes' rows, …).
    other_frames: otherFrames,
  }),
});
