import { AlertCircleIcon } from '../../../components/icons';
import type { LoadError } from '../utils/load-error';

/** The page when there is no proposal to show (000 §2 and §8). */
export const SharedProposalError = ({ detail, hint }: LoadError) => (
  <section className="mx-auto flex max-w-lg flex-col items-center px-5 py-20 text-center sm:py-28">
    <title>Error Loading Proposal</title>
    <span className="flex size-14 items-center justify-center rounded-2xl bg-red-50 text-red-600 ring-1 ring-red-100">
      <AlertCircleIcon className="size-7" />
    </span>
    <h1 className="mt-6 text-2xl font-bold tracking-tight text-neutral-950 sm:text-3xl">
      Error Loading Proposal
    </h1>
    <p className="mt-3 font-medium text-neutral-800">{detail}</p>
    <p className="mt-2 text-neutral-600">{hint}</p>
  </section>
);
