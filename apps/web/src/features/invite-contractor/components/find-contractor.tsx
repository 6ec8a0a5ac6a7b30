import { useId, useState } from 'react';
import { SearchIcon } from '../../../components/icons';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { StarRating } from '../../../components/ui/star-rating';
import { inputClass } from '../../../components/ui/text-field';
import { contractors, type Contractor } from '../sample-data/contractors';
import { inviteNotices } from '../sample-data/invite-notices';
import { searchContractors } from '../utils/contractor-search';

const ContractorCard = ({ contractor }: { contractor: Contractor }) => {
  const [open, setOpen] = useState(false);
  const profileId = useId();
  return (
    <li className="rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-bold text-brand-700"
          >
            {contractor.name
              .split(' ')
              .slice(0, 2)
              .map((word) => word[0])
              .join('')}
          </span>
          <div>
            <h3 className="font-semibold text-neutral-900">{contractor.name}</h3>
            <p className="text-sm text-neutral-600">{contractor.trade}</p>
            <StarRating rating={contractor.rating} reviews={contractor.reviews} className="mt-1" />
          </div>
        </div>
        <Button
          variant="secondary"
          aria-expanded={open}
          aria-controls={profileId}
          onClick={() => setOpen((value) => !value)}
          className="self-start sm:self-center"
        >
          {open ? 'Hide Profile' : 'View Profile'}
        </Button>
      </div>
      <div id={profileId} hidden={!open} className="mt-4 border-t border-neutral-100 pt-4">
        <p className="text-sm text-neutral-700">{contractor.about}</p>
        <p className="mt-2 text-sm text-neutral-600">Based in {contractor.city}</p>
      </div>
    </li>
  );
};

/** "I want to find a contractor": the four sample contractors, filtered as the visitor types. */
export const FindContractor = () => {
  const [query, setQuery] = useState('');
  const [recommending, setRecommending] = useState(false);
  const found = searchContractors(contractors, query);
  return (
    <section aria-labelledby="find-title">
      <h2 id="find-title" className="text-xl font-semibold text-neutral-900">
        Find a contractor
      </h2>
      <p className="mt-1 text-neutral-600">Well-reviewed local pros who can bid on your project.</p>
      <div className="relative mt-6">
        <label htmlFor="contractor-search" className="sr-only">
          Search contractors
        </label>
        <SearchIcon className="pointer-events-none absolute inset-y-0 left-3.5 my-auto size-5 text-neutral-500" />
        <input
          id="contractor-search"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Name or trade, e.g. roofing"
          className={`${inputClass} border-neutral-300 pl-11`}
        />
      </div>
      <p role="status" className="mt-3 text-sm text-neutral-600">
        {found.length === 1 ? '1 contractor' : `${found.length} contractors`}
      </p>
      {found.length > 0 ? (
        <ul aria-label="Contractors" className="mt-3 flex flex-col gap-3">
          {found.map((contractor) => (
            <ContractorCard key={contractor.name} contractor={contractor} />
          ))}
        </ul>
      ) : (
        <p className="mt-3 rounded-2xl border border-dashed border-neutral-300 px-6 py-8 text-center text-neutral-600">
          No contractor matches “{query.trim()}”. Try a trade such as HVAC, roofing or plumbing.
        </p>
      )}
      <div className="mt-8 rounded-2xl bg-neutral-50 p-5 ring-1 ring-neutral-200">
        <p className="font-medium text-neutral-900">Know someone good?</p>
        <p className="mt-1 text-sm text-neutral-600">
          Recommend a contractor and we will invite them to bid.
        </p>
        <Button variant="secondary" className="mt-4" onClick={() => setRecommending(true)}>
          Recommend a Contractor
        </Button>
        {recommending && (
          <Alert tone="info" onDismiss={() => setRecommending(false)} className="mt-4">
            {inviteNotices.recommend}
          </Alert>
        )}
      </div>
    </section>
  );
};
