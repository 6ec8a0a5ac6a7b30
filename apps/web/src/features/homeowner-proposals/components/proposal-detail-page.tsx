import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ArrowLeftIcon, ChevronDownIcon } from '../../../components/icons';
import { buttonClass } from '../../../components/ui/button';
import { Drawer } from '../../../components/ui/drawer';
import { PageHeader } from '../../../components/ui/page-header';
import { SampleDataBadge } from '../../../components/ui/sample-data-badge';
import { StarRating } from '../../../components/ui/star-rating';
import { paths } from '../../../config/paths';
import { formatDollars } from '../../../lib/payments';
import { projectContent } from '../sample-data/project-content';
import type { ContractorProposal, ProjectType } from '../sample-data/sample-types';
import { useActiveSection } from '../hooks/use-active-section';
import { useScrollProgress } from '../hooks/use-scroll-progress';
import { buildProposalDocument, type DocumentSection } from '../utils/proposal-document';
import {
  sectionAnchors,
  sectionLabels,
  shownSection,
  type SectionGroupId,
} from '../utils/proposal-sections';
import { formatSampleDate } from '../utils/sample-format';
import { DecisionPanel } from './decision-panel';
import { DemoStatusBadge } from './demo-status-badge';
import { Fact } from './fact';
import { ProgressBar, SectionNav } from './section-nav';
import { SectionBlocks } from './section-blocks';
import { VanillaChatBox } from './vanilla-chat-box';

type ProposalDetailPageProps = {
  projectType: ProjectType;
  proposal: ContractorProposal;
};

const RESPOND_ID = 'respond';

const groupIntro: Record<SectionGroupId, string> = {
  vanilla: 'The short version, condensed from the contractor’s proposal by Vanilla AI.',
  full: 'The contractor’s proposal in full.',
};

const ProposalSection = ({ section: { id, anchor, blocks } }: { section: DocumentSection }) => (
  <section
    id={anchor}
    tabIndex={-1}
    aria-labelledby={`${anchor}-title`}
    className="scroll-mt-32 py-7 focus:outline-none xl:scroll-mt-24"
  >
    <h3 id={`${anchor}-title`} className="text-xl font-semibold text-neutral-950">
      {sectionLabels[id]}
    </h3>
    <div className="mt-4">
      <SectionBlocks blocks={blocks} />
    </div>
  </section>
);

/**
 * /proposals/{projectType}/{proposalId} (000 §2 "Proposal detail"): section navigation with a
 * reading-progress bar on the left, the proposal in the middle, the decision and the chat on the
 * right. Below the xl breakpoint the navigation moves into a drawer behind a sticky bar and the
 * panel follows the proposal.
 */
export const ProposalDetailPage = ({ projectType, proposal }: ProposalDetailPageProps) => {
  const document = useMemo(
    () => buildProposalDocument(projectType, proposal),
    [projectType, proposal],
  );
  const progress = useScrollProgress();
  const inBand = useActiveSection(sectionAnchors);
  const active = shownSection(sectionAnchors, inBand, progress);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const activeSection =
    document.groups.flatMap((group) => group.sections).find((section) => section.anchor === active)
      ?.id ?? 'summary';

  return (
    <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
      <div className="sticky top-16 z-20 -mx-4 border-b border-neutral-200 bg-white/95 px-4 backdrop-blur-md sm:-mx-6 sm:px-6 lg:-mx-8 lg:px-8 xl:hidden">
        <div className="flex items-center justify-between gap-3 py-2">
          <button
            type="button"
            onClick={() => setDrawerOpen(true)}
            aria-haspopup="dialog"
            className="flex min-w-0 items-center gap-2 rounded-lg px-2 py-2 text-sm font-medium text-neutral-800 hover:bg-neutral-100"
          >
            <span className="text-neutral-600">Sections:</span>
            <span className="truncate font-semibold">{sectionLabels[activeSection]}</span>
            <ChevronDownIcon className="size-4 shrink-0" />
          </button>
          <a href={`#${RESPOND_ID}`} className={buttonClass('primary', 'shrink-0 px-3 py-2')}>
            Respond
          </a>
        </div>
        <ProgressBar progress={progress} className="-mx-4 rounded-none sm:-mx-6 lg:-mx-8" />
      </div>
      {drawerOpen && (
        <Drawer
          label="Proposal sections"
          side="left"
          onClose={() => setDrawerOpen(false)}
          title={<p className="font-semibold text-neutral-900">Sections</p>}
          closeLabel="Close sections"
          className="xl:hidden"
        >
          <div className="flex-1 overflow-y-auto px-2 py-4">
            <SectionNav active={active} onNavigate={() => setDrawerOpen(false)} />
          </div>
        </Drawer>
      )}

      <div className="pt-8 pb-20 xl:grid xl:grid-cols-[13rem_minmax(0,1fr)_20rem] xl:gap-10">
        <aside aria-label="Reading progress and sections" className="hidden xl:block">
          <div className="sticky top-24 flex max-h-[calc(100dvh-7rem)] flex-col gap-5 overflow-y-auto pb-4">
            <div className="px-3">
              <p className="text-xs font-medium text-neutral-600">
                {Math.round(progress * 100)}% read
              </p>
              <ProgressBar progress={progress} className="mt-2" />
            </div>
            <SectionNav active={active} />
          </div>
        </aside>

        <article aria-label="Proposal" className="min-w-0">
          <PageHeader
            before={
              <Link
                to={paths.homeProposalsByType(projectType)}
                className={buttonClass('ghost', '-ml-3')}
              >
                <ArrowLeftIcon className="size-4" />
                Back to {projectType} proposals
              </Link>
            }
            eyebrow={projectContent[projectType].project}
            badge={<SampleDataBadge />}
            title={proposal.contractor}
            description={document.address}
          />
          <dl className="mt-6 grid grid-cols-2 gap-4 rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm sm:grid-cols-4">
            <Fact label="Amount">
              <span className="text-lg font-semibold text-neutral-950 tabular-nums">
                {formatDollars(proposal.amount)}
              </span>
            </Fact>
            <Fact label="Received">{formatSampleDate(proposal.dateReceived)}</Fact>
            <Fact label="Status">
              <DemoStatusBadge status={proposal.status} />
            </Fact>
            <Fact label="Rating">
              <StarRating rating={proposal.rating} />
            </Fact>
          </dl>

          {document.groups.map((group) => (
            <section
              key={group.id}
              aria-labelledby={`${group.id}-group-title`}
              className={
                group.id === 'vanilla'
                  ? 'mt-10 rounded-3xl bg-brand-50/60 px-5 pt-6 pb-2 ring-1 ring-brand-100 sm:px-8'
                  : 'mt-12'
              }
            >
              <h2
                id={`${group.id}-group-title`}
                className="text-sm font-semibold tracking-wide text-brand-700 uppercase"
              >
                {group.title}
              </h2>
              <p className="mt-1 text-sm text-neutral-600">{groupIntro[group.id]}</p>
              <div className="divide-y divide-neutral-200">
                {group.sections.map((section) => (
                  <ProposalSection key={section.anchor} section={section} />
                ))}
              </div>
            </section>
          ))}
        </article>

        <aside
          id={RESPOND_ID}
          aria-label="Respond to this proposal"
          className="mt-12 scroll-mt-32 xl:mt-0"
        >
          <div className="flex flex-col gap-6 xl:sticky xl:top-24 xl:max-h-[calc(100dvh-7rem)] xl:overflow-y-auto xl:pb-1">
            <DecisionPanel proposal={proposal} />
            <VanillaChatBox />
          </div>
        </aside>
      </div>
    </div>
  );
};
