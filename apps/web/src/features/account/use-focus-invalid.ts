import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * After a submit that found problems, moves focus to the first invalid field so keyboard and
 * screen-reader users land on the message. Typing afterwards never moves focus.
 */
export function useFocusInvalid<T extends HTMLElement = HTMLFormElement>() {
  const formRef = useRef<T>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const focusInvalid = useCallback(() => setAttempt((count) => count + 1), []);
  return { formRef, focusInvalid };
}
