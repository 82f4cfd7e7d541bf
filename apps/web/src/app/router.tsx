import { createBrowserRouter } from 'react-router';
import { LandingRoute } from './routes/landing';
import { NotFoundRoute } from './routes/not-found';
import { PublicLayout } from './routes/public-layout';

export function createRouter() {
  return createBrowserRouter([
    {
      element: <PublicLayout />,
      children: [
        { path: '/', element: <LandingRoute /> },
        { path: '*', element: <NotFoundRoute /> },
      ],
    },
  ]);
}
