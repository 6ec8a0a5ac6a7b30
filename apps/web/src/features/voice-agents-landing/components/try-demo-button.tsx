import { PhoneIcon } from '../../../components/icons';

type TryDemoButtonProps = {
  expanded: boolean;
  onToggle: () => void;
  /** `inverse` sits on the brand colour (the closing call to action). */
  tone?: 'brand' | 'inverse';
};

const toneClass = {
  brand: 'bg-white text-neutral-800 shadow-sm ring-1 ring-neutral-200 hover:bg-neutral-50',
  inverse: 'text-white ring-1 ring-white/50 hover:bg-white/10 focus-visible:outline-white',
};

const shapeClass =
  'inline-flex items-center justify-center gap-2 rounded-full px-5 py-3 text-base font-semibold transition-colors';

/**
 * Toggles the demo-call popup (000 §4). While the modal is open the page behind it is inert, so
 * in practice it opens the popup and the dialog's own controls close it.
 */
export const TryDemoButton = ({ expanded, onToggle, tone = 'brand' }: TryDemoButtonProps) => (
  <button
    type="button"
    onClick={onToggle}
    aria-haspopup="dialog"
    aria-expanded={expanded}
    className={`${shapeClass} ${toneClass[tone]}`}
  >
    <PhoneIcon className="size-5" />
    Try AI Receptionist Now
  </button>
);
