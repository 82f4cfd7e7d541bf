import Box from '@mui/material/Box';

/** Hidden from sight, read by screen readers. */
export const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

/**
 * A small coloured dot for a status (green complete, red incomplete), with the status as text
 * for screen readers; nothing while the status is not known.
 */
export function StatusDot({ ok, label }: { ok: boolean | null; label: string }) {
  if (ok === null) return null;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center' }}>
      <Box
        component="span"
        aria-hidden
        data-status={ok ? 'complete' : 'incomplete'}
        sx={{
          width: 10,
          height: 10,
          borderRadius: '50%',
          flexShrink: 0,
          bgcolor: ok ? 'success.main' : 'error.main',
        }}
      />
      <Box component="span" sx={visuallyHidden}>
        {label}
      </Box>
    </Box>
  );
}
