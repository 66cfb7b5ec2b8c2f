import { FormMessage } from '@/components/ui/form-message';

/** The outcome of a settings form's last save, kept above the form: a save remounts the form and it must outlive it. */
export type SettingsFeedback = { tone: 'error' | 'success'; text: string; details?: string[] };

type SettingsFormFooterProps = {
  feedback: SettingsFeedback | null;
  busy: boolean;
  labels: { save: string; saving: string };
};

/** The end of a settings form: the last save's outcome and the submit button, disabled while saving. */
export function SettingsFormFooter({ feedback, busy, labels }: SettingsFormFooterProps) {
  return (
    <>
      {feedback && (
        <FormMessage tone={feedback.tone} details={feedback.details}>
          {feedback.text}
        </FormMessage>
      )}
      <div className="admin-settings__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? labels.saving : labels.save}
        </button>
      </div>
    </>
  );
}
