import { PRESENCE_HEARTBEAT_MS } from '@vanilla/contracts';
import { useEffect } from 'react';
import { reportLeaving, reportPresence } from '../api/presence-api';

// A heading this far down the screen, or higher, is what the client is reading.
const READING_LINE = 0.4;
// Every template ids a section's heading `<id>-s<index of the section>`.
const SECTION_HEADING_ID = /-s(\d+)$/;

// One page load of the link; crypto.randomUUID exists only on https and localhost pages.
const newVisitId = (): string => {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

type Heading = { element: HTMLElement; title: string };

// The page's section headings, in order, with the titles the proposal gives them.
const sectionHeadings = (titles: readonly string[]): Heading[] =>
  Array.from(document.querySelectorAll<HTMLElement>('h2[id]')).flatMap((element) => {
    const index = SECTION_HEADING_ID.exec(element.id)?.[1];
    const title = index === undefined ? undefined : titles[Number(index)];
    return title ? [{ element, title }] : [];
  });

// The section being read: the highest whose heading is on screen above the reading line (a short
// section scrolled to the top is read even with the next heading close below it), else the one
// whose heading went above the screen last (the middle of a long section), the first before any
// has; the last once the page is scrolled to its end.
const sectionInView = (headings: readonly Heading[]): string => {
  const root = document.documentElement;
  if (window.scrollY > 0 && window.scrollY + window.innerHeight >= root.scrollHeight - 2) {
    return headings[headings.length - 1].title;
  }
  const line = window.innerHeight * READING_LINE;
  let current = headings[0].title;
  for (const { element, title } of headings) {
    const { top } = element.getBoundingClientRect();
    if (top > line) break;
    current = title;
    if (top >= 0) break;
  }
  return current;
};

/**
 * "Viewing now" (issue 21): while the page is visible it reports the section in view to the
 * contractor's dashboard, at once when it changes and every few seconds while it does not; as the
 * page is hidden or closed it says so with a beacon. `titles` are the proposal's sections as the
 * page renders them (null until it has).
 */
export const usePresence = (token: string, titles: readonly string[] | null) => {
  // The effect depends on the titles' text, not on the array's identity.
  const titlesKey = titles?.join('\n') ?? null;

  useEffect(() => {
    if (titlesKey === null || typeof IntersectionObserver === 'undefined') return;
    const headings = sectionHeadings(titlesKey.split('\n'));
    if (headings.length === 0) return;
    const visitId = newVisitId();
    // What the server was last told: a section, or null once the page left.
    let reported: string | null = null;
    let gone = false;

    const report = (section: string) => {
      reported = section;
      void reportPresence(token, { visitId, section }).then((answer) => {
        // The link no longer exists or expired: nothing more to report.
        if (answer !== 'gone') return;
        reported = null;
        stop();
      });
    };
    const update = () => {
      if (gone || document.visibilityState !== 'visible') return;
      const section = sectionInView(headings);
      if (section !== reported) report(section);
    };
    const leave = () => {
      if (reported === null) return;
      reported = null;
      reportLeaving(token, visitId);
    };
    const onVisibility = () => (document.visibilityState === 'visible' ? update() : leave());

    // Called back as a heading crosses the reading line, and as the last section reaches the
    // bottom of the screen.
    const crossing = new IntersectionObserver(update, {
      rootMargin: `0px 0px -${100 - READING_LINE * 100}% 0px`,
    });
    for (const { element } of headings) crossing.observe(element);
    const lastSection = headings[headings.length - 1].element.closest('section');
    const end = new IntersectionObserver(update, { threshold: [0, 1] });
    if (lastSection) end.observe(lastSection);
    const heartbeat = window.setInterval(() => {
      if (!gone && reported !== null && document.visibilityState === 'visible') report(reported);
    }, PRESENCE_HEARTBEAT_MS);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', leave);
    window.addEventListener('pageshow', update);

    function stop() {
      gone = true;
      crossing.disconnect();
      end.disconnect();
      window.clearInterval(heartbeat);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('pageshow', update);
    }

    update();
    return () => {
      stop();
      leave();
    };
  }, [token, titlesKey]);
};
