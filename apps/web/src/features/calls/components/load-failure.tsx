import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';

type LoadFailureProps = { message: string; onRetry: () => void };

/** A failed load: the spec's message and a 'Try Again' button. */
export const LoadFailure = ({ message, onRetry }: LoadFailureProps) => (
  <Alert tone="error">
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
      <p className="sm:pt-0.5">{message}</p>
      <Button variant="danger" onClick={onRetry} className="self-start sm:-my-1.5">
        Try Again
      </Button>
    </div>
  </Alert>
);
