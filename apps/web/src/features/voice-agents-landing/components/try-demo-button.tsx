import { PhoneIcon } from '../../../components/icons';
import { buttonClass } from '../../../components/ui/button';

type TryDemoButtonProps = {
  expanded: boolean;
  onToggle: () => void;
  /** `inverse` sits on the brand colour (the closing call to action). */
  tone?: 'brand' | 'inverse';
};

const toneClass = {
  brand: buttonClass('secondary', 'rounded-full px-6 py-3 text-base'),
  inverse:
    'inline-flex items-center justify-center gap-2 rounded-full px-6 py-3 text-base font-semibold text-white ring-1 ring-white/50 transition-colors hover:bg-white/10 focus-visible:outline-white',
};

/** Opens (and, should it still have focus, closes) the demo-call popup (000 §4: it toggles). */
export const TryDemoButton = ({ expanded, onToggle, tone = 'brand' }: TryDemoButtonProps) => (
  <button
    type="button"
    onClick={onToggle}
    aria-haspopup="dialog"
    aria-expanded={expanded}
    className={toneClass[tone]}
  >
    <PhoneIcon className="size-5" />
    Try AI Receptionist Now
  </button>
);
