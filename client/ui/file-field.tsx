/**
 * A labelled file control: the native input (keyboard and screen readers know it) until a file is
 * chosen, then the file's name and size with a remove button. Checking the file is the form's job.
 */
import type { RefObject } from 'react';
import { describedBy, FieldMessages, type FieldProps, Label } from './field';
import { formatFileSize } from './file-size';

interface Props extends FieldProps {
  name: string;
  accept: string;
  file: File | null;
  inputRef: RefObject<HTMLInputElement | null>;
  onChoose: (file: File | undefined) => void;
  onRemove: () => void;
}

export function FileField({
  id,
  name,
  label,
  required,
  hint,
  error,
  accept,
  file,
  inputRef,
  onChoose,
  onRemove,
}: Props) {
  return (
    <div>
      <Label id={id} label={label} required={required} />
      {file && (
        <div
          className="mt-2 flex items-center gap-3 rounded-xl border border-line bg-sand px-4 py-3"
          data-chosen-file=""
        >
          <svg
            viewBox="0 0 24 24"
            className="size-6 shrink-0 text-accent"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M15 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V7Z" />
            <path d="M14 2v4a2 2 0 0 0 2 2h4M10 9H8m8 4H8m8 4H8" />
          </svg>
          <p className="min-w-0 flex-1">
            <span className="block truncate font-medium text-ink">{file.name}</span>
            <span className="block text-sm text-muted">{formatFileSize(file.size)}</span>
          </p>
          <button
            type="button"
            onClick={onRemove}
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-muted hover:bg-white hover:text-ink"
            aria-label={`Remove ${file.name}`}
          >
            <svg
              viewBox="0 0 24 24"
              className="size-5"
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            >
              <path d="M18 6 6 18M6 6l12 12" />
            </svg>
          </button>
        </div>
      )}
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="file"
        accept={accept}
        required={required}
        hidden={file !== null}
        onChange={(event) => onChoose(event.currentTarget.files?.[0])}
        className="mt-2 block w-full cursor-pointer rounded-xl border border-dashed border-line bg-white p-3 text-[15px] text-muted file:mr-4 file:cursor-pointer file:rounded-full file:border-0 file:bg-accent-soft file:px-4 file:py-2 file:font-semibold file:text-accent hover:border-accent/60 focus:outline-none focus-visible:ring-2 focus-visible:ring-accent/40 aria-[invalid=true]:border-red-700"
        {...describedBy({ id, hint, error })}
      />
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
