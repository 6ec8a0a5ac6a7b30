/** A detail the AI did not capture: a dash on screen, words for screen readers. */
export const NotCaptured = () => (
  <span className="text-neutral-400">
    <span aria-hidden="true">—</span>
    <span className="sr-only">Not captured</span>
  </span>
);
