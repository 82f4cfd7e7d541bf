import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The wordmark: a thread spool and the product name. */
export function SpoolLogo() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
      <Box component="svg" viewBox="0 0 32 32" sx={{ width: 28, height: 28 }} aria-hidden>
        <rect x="7" y="3" width="18" height="4" rx="1.5" fill="#8a5a2b" />
        <rect x="7" y="25" width="18" height="4" rx="1.5" fill="#8a5a2b" />
        <rect x="10" y="7" width="12" height="18" fill="#1f5c63" />
        <path d="M10 10h12M10 13h12M10 16h12M10 19h12M10 22h12" stroke="#5fa3a8" strokeWidth="1" />
      </Box>
      <Typography
        component="span"
        sx={{ fontWeight: 700, fontSize: '1.25rem', letterSpacing: '-0.01em' }}
      >
        {t('app.name')}
      </Typography>
    </Box>
  );
}
