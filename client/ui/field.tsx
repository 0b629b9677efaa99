/** A labelled form field: the label, the control and the styles every form island shares. */
import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';

export const controlClass =
  'mt-2 block w-full rounded-xl border border-line bg-white px-4 py-3 text-base text-ink shadow-sm placeholder:text-slate-400 focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/30';

interface LabelProps {
  id: string;
  label: string;
  /** Required fields are marked with an asterisk, optional ones say so. */
  required?: boolean;
}

function Label({ id, label, required }: LabelProps) {
  return (
    <label htmlFor={id} className="block text-[15px] font-medium text-ink">
      {label} {required ? <span className="text-accent">*</span> : <span className="font-normal text-muted">(optional)</span>}
    </label>
  );
}

export function TextField({ id, label, required, ...input }: LabelProps & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div>
      <Label id={id} label={label} required={required} />
      <input id={id} required={required} className={controlClass} {...input} />
    </div>
  );
}

export function TextArea({ id, label, required, ...textarea }: LabelProps & TextareaHTMLAttributes<HTMLTextAreaElement>): ReactNode {
  return (
    <div>
      <Label id={id} label={label} required={required} />
      <textarea id={id} required={required} className={controlClass} {...textarea} />
    </div>
  );
}
