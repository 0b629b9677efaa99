/**
 * Labelled form fields: the label, the control, an optional hint and an inline error, with the styles
 * every form island shares. An error marks the control aria-invalid and is announced from a live
 * region the control points to with aria-describedby.
 */
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';

export const controlClass =
  'mt-2 block w-full rounded-xl border border-line bg-white px-4 py-3 text-base text-ink shadow-sm placeholder:text-slate-400 focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/30 aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-2 aria-[invalid=true]:ring-red-700/20';

export interface FieldProps {
  id: string;
  label: string;
  /** Required fields are marked with an asterisk, optional ones say so. */
  required?: boolean;
  /** Shown under the control and read with it, e.g. the accepted file types. */
  hint?: string;
  /** Shown under the control, announced, and marks it invalid. */
  error?: string;
}

export function Label({ id, label, required }: Pick<FieldProps, 'id' | 'label' | 'required'>) {
  return (
    <label htmlFor={id} className="block text-[15px] font-medium text-ink">
      {label}{' '}
      {required ? (
        <span className="text-accent" aria-hidden="true">
          *
        </span>
      ) : (
        <span className="font-normal text-muted">(optional)</span>
      )}
    </label>
  );
}

/** The attributes that tie a control to its hint and error. */
export function describedBy({ id, hint, error }: Pick<FieldProps, 'id' | 'hint' | 'error'>) {
  const ids = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return { 'aria-describedby': ids || undefined, 'aria-invalid': error ? true : undefined };
}

/** The hint, and the error in a live region that is always there so a new error is announced. */
export function FieldMessages({ id, hint, error }: Pick<FieldProps, 'id' | 'hint' | 'error'>) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-muted">
          {hint}
        </p>
      )}
      <p
        id={`${id}-error`}
        aria-live="polite"
        className="text-sm font-medium text-red-700 [&:not(:empty)]:mt-1.5"
        data-field-error=""
      >
        {error}
      </p>
    </>
  );
}

function Field({ id, label, required, hint, error, children }: FieldProps & { children: ReactNode }) {
  return (
    <div>
      <Label id={id} label={label} required={required} />
      {children}
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

export function TextField({
  id,
  label,
  required,
  hint,
  error,
  ...input
}: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Field id={id} label={label} required={required} hint={hint} error={error}>
      <input
        id={id}
        required={required}
        aria-required={required || undefined}
        className={controlClass}
        {...describedBy({ id, hint, error })}
        {...input}
      />
    </Field>
  );
}

export function TextArea({
  id,
  label,
  required,
  hint,
  error,
  ...textarea
}: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Field id={id} label={label} required={required} hint={hint} error={error}>
      <textarea
        id={id}
        required={required}
        aria-required={required || undefined}
        className={controlClass}
        {...describedBy({ id, hint, error })}
        {...textarea}
      />
    </Field>
  );
}

interface SelectProps extends FieldProps {
  options: readonly { value: string; label: string }[];
  /** The empty first choice, e.g. 'Select one'. */
  placeholder: string;
}

export function SelectField({
  id,
  label,
  required,
  hint,
  error,
  options,
  placeholder,
  ...select
}: SelectProps & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <Field id={id} label={label} required={required} hint={hint} error={error}>
      <select
        id={id}
        required={required}
        aria-required={required || undefined}
        className={controlClass}
        defaultValue=""
        {...describedBy({ id, hint, error })}
        {...select}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
