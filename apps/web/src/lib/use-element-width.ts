import { startTransition, useCallback, useRef, useState } from 'react';

/**
 * An element's width in CSS pixels, kept current as the element is resized (null until it is
 * laid out). Attach the returned ref to the element. What depends on the width is drawn again as
 * a transition: in slices, never as one long task in the middle of the page's first commit. The
 * first width comes from the observer too, right after the browser's own layout of the frame:
 * reading it when the element is attached forced a layout in the middle of the commit (17 ms of
 * the dashboard's longest task).
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
    observer.current = new ResizeObserver(([entry]) => {
      if (entry) startTransition(() => setWidth(entry.contentRect.width));
    });
    observer.current.observe(element);
  }, []);
  return [ref, width];
}
