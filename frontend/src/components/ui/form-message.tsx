import { useId, type FormEvent, type ReactNode } from 'react';

import './form.css';

type FormMessageProps = {
  tone: 'error' | 'success';
  children: string;
  /** Extra lines under the message, e.g. the server's validation texts. */
  details?: readonly string[];
  id?: string;
};

/** A form's outcome: errors are announced as alerts, confirmations as status messages. */
export function FormMessage({ tone, children, details = [], id }: FormMessageProps) {
  return (
    <div id={id} className={`form-message form-message--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
      {details.length > 0 && (
        <ul className="form-message__list">
          {details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

type FormWithErrorProps = {
  /** Why the server refused the last submission; null when there is nothing to say. */
  error: string | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
};

/** A form (browser validation off) whose refusal is announced as an alert above the fields and describes the form. */
export function FormWithError({ error, onSubmit, children }: FormWithErrorProps) {
  const errorId = useId();
  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-describedby={error ? errorId : undefined}>
      {error && (
        <FormMessage tone="error" id={errorId}>
          {error}
        </FormMessage>
      )}
      {children}
    </form>
  );
}
