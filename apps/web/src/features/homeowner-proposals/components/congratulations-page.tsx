import { Link } from 'react-router';
import { ArrowRightIcon, CheckCircleIcon } from '../../../components/icons';
import { buttonClass } from '../../../components/ui/button';
import { SampleDataBadge } from '../../../components/ui/sample-data-badge';
import { paths } from '../../../config/paths';
import { useConfetti } from '../hooks/use-confetti';

/**
 * /congratulations (000 §2): five seconds of confetti, then the way on: the HVAC/1 proposal, all
 * proposals and the home dashboard.
 */
export const CongratulationsPage = () => {
  const { canvasRef, done } = useConfetti();
  return (
    <section className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 -top-40 -z-10 h-[36rem] bg-[radial-gradient(ellipse_at_top,var(--color-emerald-100),transparent_65%)]"
      />
      {!done && (
        <canvas
          ref={canvasRef}
          aria-hidden="true"
          data-testid="confetti"
          className="pointer-events-none fixed inset-0 z-40 size-full"
        />
      )}
      <div className="mx-auto flex max-w-2xl flex-col items-center px-4 pt-20 pb-28 text-center sm:pt-28">
        <span className="flex size-16 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
          <CheckCircleIcon className="size-9" />
        </span>
        <h1 className="mt-6 text-4xl font-bold tracking-tight text-balance text-neutral-950 sm:text-5xl">
          Congratulations!
        </h1>
        <p className="mt-4 text-lg text-pretty text-neutral-600">
          You picked your contractor. They will be in touch to confirm the deposit and a start date.
        </p>
        <p className="mt-4 flex flex-wrap items-center justify-center gap-2 text-sm text-neutral-600">
          <SampleDataBadge />
          This is a demo: no proposal was accepted and no contractor was told.
        </p>
        <div aria-live="polite" className="mt-10 min-h-[10.5rem] w-full sm:min-h-11">
          {done && (
            <nav
              aria-label="What next"
              className="flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center"
            >
              <Link to={paths.homeProposal('HVAC', '1')} className={buttonClass('primary')}>
                View your HVAC proposal
                <ArrowRightIcon className="size-4" />
              </Link>
              <Link to={paths.homeProposals} className={buttonClass('secondary')}>
                All proposals
              </Link>
              <Link to={paths.dashboard} className={buttonClass('secondary')}>
                Go to dashboard
              </Link>
            </nav>
          )}
        </div>
      </div>
    </section>
  );
};
