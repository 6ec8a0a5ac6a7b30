// The load side of bench:presence, in its own process: opens the dashboards' sockets, sends
// "viewing now" reports at a fixed rate (each page moving to its proposal's next section), and
// measures, in one clock, the time from sending each report to each dashboard seeing it.
import { randomUUID } from 'node:crypto';
import { args, connectDashboards, field, run } from './load-kit.mjs';

const { companies, sections } = args;
const tokens = companies.flatMap((company) => company.tokens);
// One open page per proposal.
const visits = new Map(tokens.map((token) => [token, randomUUID()]));
// sent[token] = its reports in order: {section, at} (at null for a warm-up report).
const sent = new Map(tokens.map((token) => [token, []]));
const latencies = [];
const dashboardsOf = new Map();
const sockets = await connectDashboards((company) => {
  for (const token of company.tokens) dashboardsOf.set(token, (dashboardsOf.get(token) ?? 0) + 1);
  // Per proposal, how many of its reports this dashboard has seen.
  const seen = new Map(company.tokens.map((token) => [token, 0]));
  return (text, receivedAt) => {
    if (!text.startsWith('"proposal.presence"', 3)) return;
    const token = field(text, 'token', true);
    if (!seen.has(token)) return;
    const section = field(text, 'section', true);
    const reports = sent.get(token);
    // The push names the section of the report it answers: the first not yet seen with it.
    for (let i = seen.get(token); i < reports.length; i += 1) {
      if (reports[i].section !== section) continue;
      if (reports[i].at !== null) latencies.push(receivedAt - reports[i].at);
      seen.set(token, i + 1);
      return;
    }
  };
});

await run({
  sockets,
  latencies,
  unit: 'reports',
  next: (i, sentAt) => {
    const token = tokens[i % tokens.length];
    const reports = sent.get(token);
    const section = sections[reports.length % sections.length];
    reports.push({ section, at: sentAt });
    return {
      path: `/api/proposals/${token}/presence`,
      body: JSON.stringify({ visitId: visits.get(token), section }),
    };
  },
  expectedFor: (i) => dashboardsOf.get(tokens[i % tokens.length]) ?? 0,
});
