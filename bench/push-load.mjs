// The load side of bench:push, in its own process so it does not share the API's core: opens
// the dashboards' sockets, sends views at a fixed rate, and measures, in one clock, the time
// from sending each view to each socket seeing a row that includes it.
import { args, connectDashboards, field, run } from './load-kit.mjs';

const { companies, mode } = args;
const tokens = companies.flatMap((company) => company.tokens);

// sent[token] = send times of its views, in order (null for a warm-up view, which is not
// measured); a row with view_count n covers views 1..n.
const sent = new Map(tokens.map((token) => [token, []]));
const latencies = [];
const eventName = mode === 'bare' ? '"bare"' : '"proposal.updated"';
// Each dashboard expects its own company's views.
const expectedReceipts = new Map();
const sockets = await connectDashboards((company) => {
  for (const token of company.tokens)
    expectedReceipts.set(token, (expectedReceipts.get(token) ?? 0) + 1);
  const seen = new Map(company.tokens.map((token) => [token, 0]));
  return (text, receivedAt) => {
    if (!text.startsWith(eventName, 3)) return;
    const token = field(text, 'token', true);
    const times = sent.get(token);
    if (!times || !seen.has(token)) return;
    const count = Number(field(text, 'view_count', false));
    for (let i = seen.get(token); i < Math.min(count, times.length); i += 1) {
      if (times[i] !== null) latencies.push(receivedAt - times[i]);
    }
    seen.set(token, Math.max(seen.get(token), count));
  };
});

// Views go out as the same small JSON POST in both modes, dealt to the tokens in turn.
await run({
  sockets,
  latencies,
  unit: 'views',
  next: (i, sentAt) => {
    const token = tokens[i % tokens.length];
    sent.get(token).push(sentAt);
    return {
      path: mode === 'bare' ? '/bare' : '/api/track-proposal-view',
      body: JSON.stringify({ token }),
    };
  },
  expectedFor: (i) => expectedReceipts.get(tokens[i % tokens.length]) ?? 0,
});
