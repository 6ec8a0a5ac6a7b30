import { useEffect, useRef } from 'react';
import { reportReading, type ReadingReport } from '../api/reading-beacon';

// A section counts as read while it crosses the middle half of the screen: one peeking under the
// top bar or above the answer bar is passing by, not being read.
const READING_BAND = '-25% 0px -25% 0px';

type Clock = { totals: Map<string, number>; since: Map<string, number> };

const newClock = (): Clock => ({ totals: new Map(), since: new Map() });

// Stops the running timers, adding their time to the totals; they restart on `resume`.
const pause = (clock: Clock, now: number) => {
  for (const [key, since] of clock.since) {
    clock.totals.set(key, (clock.totals.get(key) ?? 0) + (now - since));
  }
};

const resume = (clock: Clock, now: number) => {
  for (const key of clock.since.keys()) clock.since.set(key, now);
};

const readings = (clock: Clock) =>
  [...clock.totals]
    .map(([key, ms]) => ({ key, ms: Math.round(ms) }))
    .filter((reading) => reading.ms > 0);

// A random id for this page load; crypto.randomUUID needs a secure context, getRandomValues not.
const newVisitId = (): string => {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/**
 * What the client read in this visit: how long each section (`[data-reading-section]`) and each
 * price option's card (`[data-reading-option]`) was on screen while the page was shown. The
 * visit's totals so far go out with a beacon each time the page is hidden (another tab, the home
 * screen, closing it), so the server keeps the visit's last report; nothing is stored in the
 * browser (no cookie, no storage). The server records nothing for the company's own users.
 * `layout` names what is rendered: when it changes, the elements are looked up again.
 */
export const useReadingReport = (token: string, layout: string | null) => {
  const visitId = useRef<string | null>(null);
  const sections = useRef<Clock>(newClock());
  const options = useRef<Clock>(newClock());
  const sentMs = useRef(0);

  useEffect(() => {
    if (layout === null || typeof IntersectionObserver === 'undefined') return;
    visitId.current ??= newVisitId();
    // The visit's clocks outlive this effect: a new layout keeps adding to them.
    const sectionClock = sections.current;
    const optionClock = options.current;
    const shown = () => document.visibilityState === 'visible';
    const clockOf = (element: Element): [Clock, string] | null => {
      const section = element.getAttribute('data-reading-section');
      if (section !== null) return [sectionClock, section];
      const option = element.getAttribute('data-reading-option');
      return option === null ? null : [optionClock, option];
    };

    const observer = new IntersectionObserver(
      (entries) => {
        const now = performance.now();
        for (const entry of entries) {
          const found = clockOf(entry.target);
          if (!found) continue;
          const [clock, key] = found;
          const since = clock.since.get(key);
          if (entry.isIntersecting && since === undefined) {
            clock.since.set(key, now);
          } else if (!entry.isIntersecting && since !== undefined) {
            if (shown()) clock.totals.set(key, (clock.totals.get(key) ?? 0) + (now - since));
            clock.since.delete(key);
          }
        }
      },
      { rootMargin: READING_BAND },
    );
    for (const element of document.querySelectorAll(
      '[data-reading-section], [data-reading-option]',
    )) {
      observer.observe(element);
    }

    const send = () => {
      const report: ReadingReport = {
        visitId: visitId.current!,
        sections: readings(sectionClock).map(({ key, ms }) => ({ title: key, ms })),
        options: readings(optionClock).map(({ key, ms }) => ({ id: key, ms })),
      };
      const total = [...report.sections, ...report.options].reduce((sum, r) => sum + r.ms, 0);
      // Nothing new since the last beacon: the server would record nothing.
      if (total <= sentMs.current) return;
      sentMs.current = total;
      reportReading(token, report);
    };
    // Hidden: the time so far counts and goes out; shown again: the timers run on.
    let paused = !shown();
    const stop = () => {
      if (paused) return;
      paused = true;
      const now = performance.now();
      pause(sectionClock, now);
      pause(optionClock, now);
    };
    const onVisibility = () => {
      if (!shown()) {
        stop();
        send();
      } else if (paused) {
        paused = false;
        const now = performance.now();
        resume(sectionClock, now);
        resume(optionClock, now);
      }
    };
    // A page left without being hidden first still reports (it may come back from the
    // back-forward cache: then it is shown again and the timers run on).
    const onPageHide = () => {
      stop();
      send();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onVisibility);
    return () => {
      observer.disconnect();
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onVisibility);
      // The elements are about to be looked up again: their running time counts up to now.
      stop();
      sectionClock.since.clear();
      optionClock.since.clear();
    };
  }, [token, layout]);
};
