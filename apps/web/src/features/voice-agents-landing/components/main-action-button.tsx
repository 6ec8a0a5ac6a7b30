import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ArrowRightIcon } from '../../../components/icons';
import { paths } from '../../../config/paths';
import { mainAction, type MainActionKind, type Viewer } from '../utils/main-action';

type MainActionButtonProps = {
  viewer: Viewer;
  /** `inverse` sits on the brand colour (the closing call to action). */
  tone?: 'brand' | 'inverse';
};

const toneClass = {
  brand: 'bg-brand-600 text-white shadow-sm hover:bg-brand-700 disabled:hover:bg-brand-600',
  inverse: 'bg-white text-brand-700 shadow-sm hover:bg-brand-50 focus-visible:outline-white',
};

const shapeClass =
  'inline-flex items-center justify-center gap-2 rounded-full px-5 py-3 text-base font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-80';

const destination = (kind: MainActionKind, returnTo: string): string | null => {
  switch (kind) {
    case 'start-trial':
      return `${paths.signUp}?${new URLSearchParams({ returnTo }).toString()}`;
    // The free tier's checkout (000 §4) and the paid tiers' customer portal come with the
    // payments work; until then both go to the pricing page, where plans are compared.
    case 'upgrade':
    case 'manage-plan':
      return paths.pricing;
    default:
      return null;
  }
};

/**
 * The page's main button (000 §2, 001 §4): its label follows the session check and the tier;
 * Super Pro accounts have none.
 */
export const MainActionButton = ({ viewer, tone = 'brand' }: MainActionButtonProps) => {
  const [processing, setProcessing] = useState(false);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const action = mainAction(viewer, processing);
  if (!action) return null;

  const target = destination(action.kind, `${pathname}${search}`);
  const act = async () => {
    if (!target) return;
    setProcessing(true);
    try {
      await navigate(target);
    } finally {
      setProcessing(false);
    }
  };

  return (
    <button
      type="button"
      onClick={() => void act()}
      disabled={target === null}
      aria-busy={action.kind === 'checking' || action.kind === 'processing' || undefined}
      className={`${shapeClass} ${toneClass[tone]}`}
    >
      {action.label}
      {target && <ArrowRightIcon className="size-5" />}
    </button>
  );
};
