import { RouterProvider } from 'react-router';
import type { createRouter } from './router';

/** The app: its routes, made in main.tsx before the first render (they start loading at once). */
export function App({ router }: { router: ReturnType<typeof createRouter> }) {
  return <RouterProvider router={router} />;
}
