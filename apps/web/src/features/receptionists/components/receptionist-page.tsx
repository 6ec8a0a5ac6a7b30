import type { Receptionist } from '@vanilla/contracts';
import { useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { HeadsetIcon, LayoutIcon, PlusIcon, SettingsIcon } from '../../../components/icons';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs, type TabItem } from '../../../components/ui/tabs';
import { receptionistSetupParam } from '../../../config/paths';
import { useReceptionistsQuery } from '../api/receptionists-api';
import { useReceptionistWizard } from '../hooks/use-receptionist-wizard';
import { useTestMode } from '../hooks/use-test-mode';
import { formatPhoneNumber } from '../utils/phone';
import { listErrorMessage } from '../utils/receptionist-errors';
import { ActiveReceptionists } from './active-receptionists';
import { DeleteReceptionistDialog } from './delete-receptionist-dialog';
import { InformationSources } from './information-sources';
import { ReceptionistFeedback } from './receptionist-feedback';
import { SectionCard } from './section-card';
import { SetupWizard } from './setup-wizard';
import { SuccessDialog } from './success-dialog';
import { TestModeBanner, TestModeToggle } from './test-mode-controls';
import { VoiceLines } from './voice-lines';

type ReceptionistTab = 'dashboard' | 'manage';

export type ReceptionistPageProps = {
  /** The signed-in user's email, for feedback ('' when unknown). */
  userEmail: string;
  /** The signed-in user's company, the wizard's first guess and the create fallback. */
  companyName: string;
  /** The Dashboard tab's "Recent conversations" section, its heading included. */
  recentConversations: ReactNode;
};

type ReceptionistListProps = {
  render: (receptionists: Receptionist[]) => ReactNode;
  empty: ReactNode;
};

// Loading, failure (with a retry), empty, or the list: the same for both tabs.
const ReceptionistList = ({ render, empty }: ReceptionistListProps) => {
  const { data, error, isLoading, isFetching, refetch } = useReceptionistsQuery();
  if (isLoading) return <Spinner label="Loading your AI receptionists..." className="py-8" />;
  if (error) {
    return (
      <Alert tone="error">
        <p>{listErrorMessage(error)}</p>
        <button
          type="button"
          onClick={() => void refetch()}
          disabled={isFetching}
          className="mt-1 font-semibold underline underline-offset-2 disabled:opacity-60"
        >
          {isFetching ? 'Trying again...' : 'Try again'}
        </button>
      </Alert>
    );
  }
  if (!data || data.length === 0) return empty;
  return render(data);
};

const EmptyState = ({ text, onCreate }: { text: string; onCreate: () => void }) => (
  <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-neutral-300 px-6 py-8 text-center">
    <p className="text-sm text-neutral-600">{text}</p>
    <Button variant="secondary" onClick={onCreate}>
      <PlusIcon className="size-4" />
      Create AI Receptionist
    </Button>
  </div>
);

/**
 * The AI Receptionist page (001 §2, marked Beta): Dashboard (voice lines, recent conversations)
 * and Manage (receptionists with edit and delete, information sources, feedback) tabs, the setup
 * wizard, and, for callers the server allows, the Test Mode banner and switch.
 */
export const ReceptionistPage = ({
  userEmail,
  companyName,
  recentConversations,
}: ReceptionistPageProps) => {
  const [params, setParams] = useSearchParams();
  const tab: ReceptionistTab = params.get('tab') === 'manage' ? 'manage' : 'dashboard';
  // ?setup=new (the AI Team page's "Add Team Member") opens the wizard on arrival, once: the
  // request leaves the address so a reload or Back does not open it again.
  const setupRequested = params.get(receptionistSetupParam) === 'new';
  const wizard = useReceptionistWizard(companyName, setupRequested);
  useEffect(() => {
    if (!setupRequested) return;
    setParams(
      (current) => {
        current.delete(receptionistSetupParam);
        return current;
      },
      { replace: true },
    );
  }, [setupRequested, setParams]);
  const testMode = useTestMode();
  const [deleting, setDeleting] = useState<Receptionist | null>(null);
  const canToggle = testMode.view?.canToggle ?? false;

  const tabs: TabItem<ReceptionistTab>[] = [
    {
      id: 'dashboard',
      label: 'Dashboard',
      icon: LayoutIcon,
      panel: (
        <div className="flex flex-col gap-6">
          <SectionCard title="Voice Lines" description="The numbers your AI receptionists answer.">
            <ReceptionistList
              empty={
                <EmptyState
                  text="No voice lines yet. Create an AI receptionist to get a phone number."
                  onCreate={wizard.openCreate}
                />
              }
              render={(receptionists) => <VoiceLines receptionists={receptionists} />}
            />
          </SectionCard>
          {recentConversations}
        </div>
      ),
    },
    {
      id: 'manage',
      label: 'Manage',
      icon: SettingsIcon,
      panel: (
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <SectionCard
            title="Active Receptionists"
            description="Edit how a receptionist answers, or delete it."
          >
            {wizard.loadError && (
              <Alert tone="error" onDismiss={wizard.dismissLoadError}>
                {wizard.loadError}
              </Alert>
            )}
            <ReceptionistList
              empty={<EmptyState text="No AI receptionists yet." onCreate={wizard.openCreate} />}
              render={(receptionists) => (
                <ActiveReceptionists
                  receptionists={receptionists}
                  loadingId={wizard.loadingId}
                  onEdit={(receptionist) => void wizard.openEdit(receptionist)}
                  onDelete={setDeleting}
                />
              )}
            />
          </SectionCard>
          <div className="flex min-w-0 flex-col gap-6">
            <SectionCard
              title="Information Sources"
              description="What your receptionist knows about your business."
            >
              <InformationSources />
            </SectionCard>
            <SectionCard
              title="Receptionist Feedback"
              description="Tell us how your receptionist is doing and what it should do better."
            >
              <ReceptionistFeedback userEmail={userEmail} />
            </SectionCard>
          </div>
        </div>
      ),
    },
  ];

  return (
    <div
      className={`mx-auto flex w-full max-w-6xl flex-col gap-6 ${canToggle ? 'pb-16 md:pb-12' : ''}`}
    >
      {canToggle && testMode.view?.testMode && <TestModeBanner />}

      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 items-start gap-3">
          <span className="hidden size-12 shrink-0 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 ring-1 ring-brand-100 sm:flex">
            <HeadsetIcon className="size-6" />
          </span>
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <h1 className="text-2xl font-bold tracking-tight text-neutral-950 sm:text-3xl">
                AI Receptionist
              </h1>
              <span className="rounded-full bg-brand-600 px-2.5 py-0.5 text-xs font-semibold tracking-wide text-white uppercase">
                Beta
              </span>
            </div>
            <p className="mt-1 text-neutral-600">
              Answers your calls outside business hours and forwards them to you during them.
            </p>
          </div>
        </div>
        <Button onClick={wizard.openCreate} className="shrink-0 self-start">
          <PlusIcon className="size-4" />
          Create AI Receptionist
        </Button>
      </header>

      <Tabs
        label="AI Receptionist"
        tabs={tabs}
        selected={tab}
        onSelect={(id) => setParams(id === 'dashboard' ? {} : { tab: id }, { replace: true })}
      />

      {wizard.session && (
        <SetupWizard
          key={wizard.session.mode === 'edit' ? wizard.session.receptionist.id : 'create'}
          mode={wizard.session.mode}
          initialForm={wizard.session.form}
          existingNumber={
            wizard.session.mode === 'edit'
              ? formatPhoneNumber(wizard.session.receptionist.phone_number)
              : null
          }
          testMode={testMode.view?.testMode ?? false}
          onSubmit={wizard.submit}
          onClose={wizard.close}
        />
      )}
      {wizard.notice && <SuccessDialog notice={wizard.notice} onClose={wizard.dismissNotice} />}
      {deleting && (
        <DeleteReceptionistDialog
          key={deleting.id}
          receptionist={deleting}
          onClose={() => setDeleting(null)}
        />
      )}
      {canToggle && testMode.view && (
        <TestModeToggle
          testMode={testMode.view.testMode}
          busy={testMode.isToggling}
          error={testMode.error}
          onToggle={() => void testMode.toggle()}
        />
      )}
    </div>
  );
};
