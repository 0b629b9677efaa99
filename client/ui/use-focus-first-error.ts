/**
 * Moves focus to a form's first invalid control once the errors are on screen, so keyboard and
 * screen-reader users land on what needs fixing. Call the returned function after setting the errors.
 */
import { type RefObject, useEffect, useState } from 'react';

export function useFocusFirstError(form: RefObject<HTMLFormElement | null>): () => void {
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request === 0) return;
    focusInView(form.current?.querySelector<HTMLElement>('[aria-invalid="true"]'));
  }, [request, form]);
  return () => setRequest((n) => n + 1);
}

/** Focuses a control and centres it, rather than the browser's nearest edge, so its label is not left under the sticky header. */
export function focusInView(element: HTMLElement | null | undefined): void {
  if (!element) return;
  element.focus({ preventScroll: true });
  element.scrollIntoView({ block: 'center' });
}
