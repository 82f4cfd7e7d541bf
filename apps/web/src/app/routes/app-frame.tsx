import CssBaseline from '@mui/material/CssBaseline';
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { MuiTheme } from '../../config/mui-theme';
import { createQueryClient } from '../../lib/query-client';

/** One cache of server data for the whole visit, kept when the signed-in frame is left and entered again. */
const queryClient = createQueryClient();

/**
 * The frame of every screen drawn with MUI: its theme and styles, and React Query. A chunk of
 * its own, loaded with the first such screen: the pages before sign-in do without it.
 */
export function AppFrameRoute() {
  return (
    <MuiTheme>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <Outlet />
      </QueryClientProvider>
    </MuiTheme>
  );
}
