import { RouterProvider } from 'react-router';
import type { AppRouter } from './router';

/** The app: its routes, made in main.tsx before the first render (they start loading at once). */
export function App({ router }: { router: AppRouter }) {
  return <RouterProvider router={router} />;
}
