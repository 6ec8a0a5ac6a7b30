import { Link } from 'react-router';
import { ArrowRightIcon } from '../../../components/icons';
import { paths } from '../../../config/paths';
import { formatDollars } from '../../../lib/payments';
import { contractorProposals } from '../sample-data/contractor-proposals';
import { projectContent } from '../sample-data/project-content';
import { homeProjectTypes } from '@vanilla/contracts';
import { priceRange } from '../utils/proposal-lookup';
import { ProjectIcon } from './project-icon';

/** One card per project type, each opening the proposals it received. */
export const ProjectCards = () => (
  <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
    {homeProjectTypes.map((type) => {
      const proposals = contractorProposals[type];
      const range = priceRange(proposals);
      return (
        <li
          key={type}
          className="group relative flex flex-col rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-md"
        >
          <div className="flex items-center justify-between">
            <ProjectIcon type={type} />
            <span className="text-xs font-semibold tracking-wide text-neutral-600 uppercase">
              {type}
            </span>
          </div>
          <h3 className="mt-4 font-semibold text-neutral-900">
            <Link
              to={paths.homeProposalsByType(type)}
              className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none"
            >
              {projectContent[type].project}
            </Link>
          </h3>
          <p className="mt-1 text-sm text-neutral-600">
            {proposals.length} proposals
            {range && ` · ${formatDollars(range.low)}–${formatDollars(range.high)}`}
          </p>
          <span className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700">
            Compare proposals
            <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-0.5" />
          </span>
        </li>
      );
    })}
  </ul>
);
