import confetti from 'canvas-confetti';
import { useEffect, useRef, useState } from 'react';

// 000 §9: confetti for 5 seconds, 200 pieces.
export const CONFETTI_MS = 5000;
const PIECES = 200;
// canvas-confetti counts a piece's life in frames: 300 at 60 fps is the 5 seconds.
const TICKS = 300;

/**
 * Fires the confetti on the returned canvas and says when it is over. Visitors who asked for less
 * motion get no confetti and no wait.
 */
export const useConfetti = () => {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [done, setDone] = useState(
    () => window.matchMedia('(prefers-reduced-motion: reduce)').matches,
  );

  useEffect(() => {
    const canvas = canvasRef.current;
    if (done || !canvas) return;
    const fire = confetti.create(canvas, { resize: true, useWorker: false });
    void fire({
      particleCount: PIECES,
      spread: 110,
      startVelocity: 50,
      ticks: TICKS,
      origin: { y: 0.55 },
    });
    const timer = window.setTimeout(() => setDone(true), CONFETTI_MS);
    return () => {
      window.clearTimeout(timer);
      fire.reset();
    };
  }, [done]);

  return { canvasRef, done };
};
