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
