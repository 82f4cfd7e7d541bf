/** Resolves once the page has painted what it has drawn so far (the next frame has begun). */
function nextPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

/**
 * `load` (a chunk's import), asked for once, after the page's next paint: what a screen shows
 * below its first view (the dashboard's grid and chart) then does not share a slow network with
 * what it shows first. Every call answers the same promise. In a tab that is not shown no frame
 * is painted: the chunk comes when the tab is shown.
 */
export function afterFirstPaint<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => (loading ??= nextPaint().then(load));
}
