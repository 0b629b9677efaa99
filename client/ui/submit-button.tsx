/** A form's submit button: full width on phones, a spinner and its busy label while the form is sending. */
interface Props {
  label: string;
  busyLabel: string;
  busy: boolean;
  disabled: boolean;
}

export function SubmitButton({ label, busyLabel, busy, disabled }: Props) {
  return (
    <button
      type="submit"
      disabled={disabled}
      aria-busy={busy || undefined}
      className="inline-flex w-full items-center justify-center gap-2 rounded-full bg-accent px-6 py-3.5 text-base font-semibold text-white shadow-sm transition-colors hover:bg-accent-strong disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto"
    >
      {busy && (
        <svg
          viewBox="0 0 24 24"
          className="size-5 animate-spin"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          data-spinner=""
        >
          <path d="M21 12a9 9 0 1 1-6.219-8.56" />
        </svg>
      )}
      {busy ? busyLabel : label}
    </button>
  );
}
