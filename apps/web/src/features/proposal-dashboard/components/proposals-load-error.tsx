import { Alert } from '../../../components/ui/alert';

type ProposalsLoadErrorProps = { onRetry: () => void };

/** 001 §8 "Dashboard: 'Failed to load proposals' (red banner)", with a way to ask again. */
export const ProposalsLoadError = ({ onRetry }: ProposalsLoadErrorProps) => (
  <Alert tone="error">
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
      <p>Failed to load proposals</p>
      <button
        type="button"
        onClick={onRetry}
        className="-my-1 rounded-lg px-2 py-1 font-semibold underline underline-offset-2 hover:bg-red-100"
      >
        Try again
      </button>
    </div>
  </Alert>
);
