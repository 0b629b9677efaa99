/** Toasts: short messages in a live region, errors announced assertively. Shared by the form islands. */
import { useCallback, useRef, useState } from 'react';

export interface Toast {
  id: number;
  title: string;
  text: string;
  tone: 'error' | 'info';
}

export function useToasts() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((t) => t.id !== id)), []);
  const push = useCallback(
    (title: string, text: string, tone: Toast['tone'] = 'error') => {
      const id = next.current++;
      setToasts((all) => [...all.slice(-2), { id, title, text, tone }]);
      window.setTimeout(() => dismiss(id), 8000);
    },
    [dismiss],
  );
  return { toasts, push, dismiss };
}

export function Toaster({ toasts, onDismiss }: { toasts: Toast[]; onDismiss: (id: number) => void }) {
  return (
    <>
      <div
        role="alert"
        className="pointer-events-none fixed inset-x-4 bottom-4 z-50 flex flex-col items-end gap-3 sm:inset-x-auto sm:right-6 sm:w-96"
      >
        {toasts
          .filter((t) => t.tone === 'error')
          .map((t) => (
            <ToastCard key={t.id} toast={t} onDismiss={onDismiss} />
          ))}
      </div>
      <output className="pointer-events-none fixed inset-x-4 bottom-4 z-50 flex flex-col items-end gap-3 sm:inset-x-auto sm:right-6 sm:w-96">
        {toasts
          .filter((t) => t.tone === 'info')
          .map((t) => (
            <ToastCard key={t.id} toast={t} onDismiss={onDismiss} />
          ))}
      </output>
    </>
  );
}

function ToastCard({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  const error = toast.tone === 'error';
  return (
    <div
      className={`pointer-events-auto w-full rounded-2xl p-4 pr-12 shadow-xl ring-1 ${error ? 'bg-red-700 text-white ring-red-800' : 'bg-ink text-white ring-ink'} relative`}
      data-toast={toast.tone}
    >
      <p className="font-semibold">{toast.title}</p>
      <p className="mt-1 text-sm text-white/90">{toast.text}</p>
      <button
        type="button"
        onClick={() => onDismiss(toast.id)}
        className="absolute right-2 top-2 inline-flex size-9 items-center justify-center rounded-full hover:bg-white/15"
        aria-label="Dismiss notification"
      >
        <svg
          viewBox="0 0 24 24"
          className="size-4"
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
  );
}
