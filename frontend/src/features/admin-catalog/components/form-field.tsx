import type { ReactNode } from 'react';

import '@/components/ui/form.css';

type FormFieldProps = {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
  className?: string;
  children: ReactNode;
};

/** Label, control, hint and error of one form field; give the control `controlProps(id, error, hint)`. */
export function FormField({ id, label, error, hint, optional = false, className = '', children }: FormFieldProps) {
  return (
    <div className={`form-field ${className}`.trim()}>
      <label className="form-field__label" htmlFor={id}>
        {label}
        {optional && <span className="form-field__optional"> (opcional)</span>}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="form-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** id, aria-invalid and aria-describedby for the control inside a FormField. */
export function controlProps(id: string, error?: string, hint?: ReactNode) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
}
