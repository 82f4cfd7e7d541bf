import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A calm, centred message while the app starts, signs in or out, or cannot start. */
export function FullPageStatus({
  message,
  detail,
  busy = true,
  children,
}: {
  message: string;
  detail?: string | undefined;
  busy?: boolean;
  children?: ReactNode;
}) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        px: 3,
        textAlign: 'center',
      }}
    >
      {busy && <CircularProgress size={32} />}
      <Typography variant="h2" component="p">
        {message}
      </Typography>
      {detail && <Typography color="text.secondary">{detail}</Typography>}
      {children}
    </Box>
  );
}
