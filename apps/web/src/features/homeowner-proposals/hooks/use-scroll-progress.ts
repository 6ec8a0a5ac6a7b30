import { useEffect, useState } from 'react';
import { scrollProgress } from '../utils/proposal-sections';

/** How far down the page the reader has scrolled (0 to 1), measured once per frame. */
export const useScrollProgress = (): number => {
  const [progress, setProgress] = useState(0);

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      setProgress(
        scrollProgress(window.scrollY, document.documentElement.scrollHeight, window.innerHeight),
      );
    };
    const schedule = () => {
      if (frame === 0) frame = window.requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, []);

  return progress;
};
