import { useCallback, useEffect, useRef, useState } from 'react';
import SignaturePad from 'signature_pad';

// Spec 000 §9, "Signature canvas": pen widths 0.5 to 2.5, minimum point distance 5, 16 ms
// throttle, PNG output. A white background keeps the downloaded PNG readable on dark viewers.
const PAD_OPTIONS = {
  minWidth: 0.5,
  maxWidth: 2.5,
  minDistance: 5,
  throttle: 16,
  penColor: 'rgb(23, 23, 58)',
  backgroundColor: 'rgb(255, 255, 255)',
} as const;

// Fits the bitmap to the canvas's CSS size times the device pixel ratio, so strokes stay sharp on
// phones, and redraws what was drawn (a rotated phone must not lose the signature).
const fitCanvas = (canvas: HTMLCanvasElement, pad: SignaturePad) => {
  const ratio = Math.max(window.devicePixelRatio || 1, 1);
  const width = Math.round(canvas.offsetWidth * ratio);
  const height = Math.round(canvas.offsetHeight * ratio);
  if (width === 0 || height === 0) return;
  if (canvas.width === width && canvas.height === height) return;
  canvas.width = width;
  canvas.height = height;
  canvas.getContext('2d')?.scale(ratio, ratio);
  pad.redraw();
};

/**
 * A signature_pad on the returned canvas ref: whether anything is drawn, and clear, PNG export
 * and drawing a typed name for people who cannot draw.
 */
export const useSignaturePad = () => {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const [isEmpty, setIsEmpty] = useState(true);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pad = new SignaturePad(canvas, PAD_OPTIONS);
    padRef.current = pad;
    const onStrokeEnd = () => setIsEmpty(pad.isEmpty());
    const fit = () => fitCanvas(canvas, pad);
    pad.addEventListener('endStroke', onStrokeEnd);
    // The canvas has no size until its dialog opens, and changes with rotation and zoom.
    const observer = new ResizeObserver(fit);
    observer.observe(canvas);
    window.addEventListener('resize', fit);
    fit();
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', fit);
      pad.removeEventListener('endStroke', onStrokeEnd);
      pad.off();
      padRef.current = null;
    };
  }, []);

  const clear = useCallback(() => {
    padRef.current?.clear();
    setIsEmpty(true);
  }, []);

  const toPng = useCallback(() => padRef.current?.toDataURL('image/png') ?? '', []);

  const hasSignature = useCallback(() => padRef.current?.isEmpty() === false, []);

  // A typed signature, drawn in a script face across the pad (e-signature law accepts it).
  const drawTypedName = useCallback(async (name: string) => {
    const canvas = canvasRef.current;
    const pad = padRef.current;
    if (!canvas || !pad || name.trim() === '') return;
    const width = canvas.offsetWidth;
    const height = canvas.offsetHeight;
    const scratch = document.createElement('canvas');
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    scratch.width = width * ratio;
    scratch.height = height * ratio;
    const context = scratch.getContext('2d');
    if (!context) return;
    context.scale(ratio, ratio);
    context.fillStyle = PAD_OPTIONS.backgroundColor;
    context.fillRect(0, 0, width, height);
    let size = 48;
    const font = (px: number) =>
      `italic ${px}px "Segoe Script", "Brush Script MT", "Snell Roundhand", cursive`;
    context.font = font(size);
    while (size > 16 && context.measureText(name.trim()).width > width - 32) {
      size -= 2;
      context.font = font(size);
    }
    context.fillStyle = PAD_OPTIONS.penColor;
    context.textAlign = 'center';
    context.textBaseline = 'middle';
    context.fillText(name.trim(), width / 2, height / 2);
    pad.clear();
    await pad.fromDataURL(scratch.toDataURL('image/png'), { ratio, width, height });
    setIsEmpty(pad.isEmpty());
  }, []);

  return { canvasRef, isEmpty, clear, toPng, hasSignature, drawTypedName };
};
