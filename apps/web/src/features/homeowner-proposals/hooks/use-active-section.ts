import { useEffect, useState } from 'react';
import { pickActiveSection } from '../utils/proposal-sections';

// The reading band: below the sticky navigation bar and the phone's section bar, down to 45% of
// the viewport. A section counts as being read while it overlaps the band.
const READING_BAND = '-160px 0px -55% 0px';

/** The anchor of the section being read, watched with an IntersectionObserver. */
export const useActiveSection = (anchors: readonly string[]): string => {
  const [active, setActive] = useState(anchors[0] ?? '');

  useEffect(() => {
    const visible = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.add(entry.target.id);
          else visible.delete(entry.target.id);
        }
        setActive((previous) => pickActiveSection(anchors, visible, previous));
      },
      { rootMargin: READING_BAND },
    );
    for (const anchor of anchors) {
      const section = document.getElementById(anchor);
      if (section) observer.observe(section);
    }
    return () => observer.disconnect();
  }, [anchors]);

  return active;
};
