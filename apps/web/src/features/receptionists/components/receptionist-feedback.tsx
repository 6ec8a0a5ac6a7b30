import { useEffect, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useSubmitFeedbackMutation } from '../api/receptionists-api';
import { FEEDBACK_SUCCESS_MS, feedbackMessages, validateFeedback } from '../utils/feedback';
import { feedbackErrorMessage } from '../utils/receptionist-errors';
import { TextAreaField } from './wizard-fields';

type ReceptionistFeedbackProps = {
  /** The signed-in user's email, '' when unknown. */
  userEmail: string;
};

/** Manage → Receptionist Feedback (001 §4, §5, §8): sent with the user's email and the time. */
export const ReceptionistFeedback = ({ userEmail }: ReceptionistFeedbackProps) => {
  const [feedback, setFeedback] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [submitFeedback, { isLoading }] = useSubmitFeedbackMutation();

  // The success text shows for 3 s.
  useEffect(() => {
    if (!sent) return;
    const timer = window.setTimeout(() => setSent(false), FEEDBACK_SUCCESS_MS);
    return () => window.clearTimeout(timer);
  }, [sent]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    setSent(false);
    const invalid = validateFeedback(feedback, userEmail);
    if (invalid) {
      setError(invalid);
      return;
    }
    try {
      await submitFeedback({
        email: userEmail.trim(),
        feedback: feedback.trim(),
        timestamp: new Date().toISOString(),
      }).unwrap();
      setFeedback('');
      setSent(true);
    } catch (failure) {
      setError(feedbackErrorMessage(failure));
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-3">
      <TextAreaField
        label="Your feedback"
        rows={4}
        maxLength={5000}
        placeholder="What should your receptionist do better?"
        value={feedback}
        onChange={(event) => {
          setFeedback(event.target.value);
          setError(null);
        }}
      />
      {error && <Alert tone="error">{error}</Alert>}
      {sent && <Alert tone="success">{feedbackMessages.sent}</Alert>}
      <Button type="submit" disabled={isLoading} className="self-start">
        {isLoading ? 'Submitting...' : 'Submit Feedback'}
      </Button>
    </form>
  );
};
