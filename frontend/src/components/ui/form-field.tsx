import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';

import './form.css';

type FormFieldProps = {
  id: string;
  label: ReactNode;
  error?: string;
  /** Under the control; pass none while an error replaces it. */
  hint?: ReactNode;
  optional?: boolean;
  /** Marks the label with a red asterisk (the control itself gets `required` from the caller). */
  required?: boolean;
  className?: string;
  children: ReactNode;
};

/** Label, control, hint and error of one form field; give the control `controlProps(id, error, hint)`. */
export function FormField({
  id,
  label,
  error,
  hint,
  optional = false,
  required = false,
  className = '',
  children,
}: FormFieldProps) {
  return (
    <div className={`form-field ${className}`.trim()}>
      <label className={`form-field__label${required ? ' form-field__label--required' : ''}`} htmlFor={id}>
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

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'children'> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
  /** The label's asterisk; by default shown when the input is `required`. */
  requiredMark?: boolean;
  /** Extra class of the field's wrapper. */
  fieldClassName?: string;
};

/** A FormField holding one text input. */
export function TextField({
  id,
  label,
  error,
  hint,
  optional,
  required,
  requiredMark = required,
  fieldClassName,
  ...inputProps
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <FormField
      id={inputId}
      label={label}
      error={error}
      hint={hint}
      optional={optional}
      required={requiredMark}
      className={fieldClassName}
    >
      <input
        {...inputProps}
        {...controlProps(inputId, error, hint)}
        required={required}
        className="form-field__control"
      />
    </FormField>
  );
}

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Extra class of the field's wrapper. */
  fieldClassName?: string;
  /** The choices; `children` instead for options built by hand. */
  options?: readonly { value: string; label: string }[];
};

/** A FormField holding one select. */
export function SelectField({
  id,
  label,
  error,
  hint,
  fieldClassName,
  options,
  children,
  ...selectProps
}: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <FormField id={selectId} label={label} error={error} hint={hint} className={fieldClassName}>
      <select {...selectProps} {...controlProps(selectId, error, hint)} className="form-field__control">
        {options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
    </FormField>
  );
}

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'id' | 'requiredMark'> & {
  id: string;
  /** Shows the characters instead of dots. */
  visible: boolean;
  /** The 'Mostrar' / 'Ocultar' button inside the box, and the ids of every input it reveals (this one first). */
  toggle?: { onToggle: () => void; controls: string };
};

/** A password input, optionally with the button that shows what was typed. */
export function PasswordField({
  id,
  label,
  error,
  hint,
  optional,
  fieldClassName,
  visible,
  toggle,
  ...inputProps
}: PasswordFieldProps) {
  const input = (
    <input
      {...inputProps}
      {...controlProps(id, error, hint)}
      type={visible ? 'text' : 'password'}
      className="form-field__control"
    />
  );
  return (
    <FormField id={id} label={label} error={error} hint={hint} optional={optional} className={fieldClassName}>
      {toggle ? (
        <div className="password-control">
          {input}
          <button
            type="button"
            className="password-control__toggle"
            aria-controls={toggle.controls}
            onClick={toggle.onToggle}
          >
            {visible ? 'Ocultar' : 'Mostrar'}
          </button>
        </div>
      ) : (
        input
      )}
    </FormField>
  );
}
