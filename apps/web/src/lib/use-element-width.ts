import { startTransition, useCallback, useRef, useState } from 'react';

/**
 * An element's width in CSS pixels, kept current as the element is resized (null until it is
 * laid out). Attach the returned ref to the element. What depends on the width is drawn again as
 * a transition: in slices, never as one long task in the middle of the page's first commit.
 */
export function useElementWidth<T extends HTMLElement>(): [
  (element: T | null) => void,
  number | null,
] {
  const [width, setWidth] = useState<number | null>(null);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((element: T | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (element === null) return;
    const measured = element.getBoundingClientRect().width;
    startTransition(() => setWidth(measured));
    observer.current = new ResizeObserver(([entry]) => {
      if (entry) startTransition(() => setWidth(entry.contentRect.width));
    });
    observer.current.observe(element);
  }, []);
  return [ref, width];
}
