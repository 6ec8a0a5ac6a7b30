import { ArrowRightIcon } from '../../../components/icons';
import type { MainAction } from '../utils/main-action';

type MainActionButtonProps = {
  /** The button for this viewer (see `useMainAction`); null when there is none. */
  action: MainAction | null;
  onAct: () => void;
  /** `inverse` sits on the brand colour (the closing call to action). */
  tone?: 'brand' | 'inverse';
};

const toneClass = {
  brand: 'bg-brand-600 text-white shadow-sm hover:bg-brand-700 disabled:hover:bg-brand-600',
  inverse: 'bg-white text-brand-700 shadow-sm hover:bg-brand-50 focus-visible:outline-white',
};

const shapeClass =
  'inline-flex items-center justify-center gap-2 rounded-full px-5 py-3 text-base font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-80';

/**
 * The page's main button (000 §2, 001 §4): its label follows the session check and the tier;
 * Super Pro accounts have none. It is disabled while the session is checked and while it acts.
 */
export const MainActionButton = ({ action, onAct, tone = 'brand' }: MainActionButtonProps) => {
  if (!action) return null;
  const waiting = action.kind === 'checking' || action.kind === 'processing';
  return (
    <button
      type="button"
      data-testid={tone === 'brand' ? 'voice-agents-main-action' : 'voice-agents-closing-action'}
      onClick={onAct}
      disabled={waiting}
      aria-busy={waiting || undefined}
      className={`${shapeClass} ${toneClass[tone]}`}
    >
      {action.label}
      {!waiting && <ArrowRightIcon className="size-5" />}
    </button>
  );
};
