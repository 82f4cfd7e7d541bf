import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useReadySession } from '../../lib/session-context';
import { usePageTitle } from '../../lib/use-page-title';

/** /debug/auth-info, behind the feature SpoolCore.DisplayAuthDebug: the session as the browser holds it. */
export function AuthInfoRoute() {
  const { t } = useTranslation();
  const { state, signInError } = useReadySession();
  usePageTitle(t('authInfo.title'));
  const user = state.user;
  const rows: [string, string][] = [
    [t('authInfo.user'), user ? JSON.stringify(user.profile, null, 2) : t('authInfo.none')],
    [t('authInfo.accessToken'), user?.access_token ?? t('authInfo.none')],
    [
      t('authInfo.expiresAt'),
      user?.expires_at ? new Date(user.expires_at * 1000).toISOString() : t('authInfo.none'),
    ],
    [t('authInfo.error'), signInError ?? t('authInfo.none')],
  ];
  return (
    <Stack spacing={2}>
      <Typography variant="h1">{t('authInfo.title')}</Typography>
      {rows.map(([label, value]) => (
        <Paper key={label} variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h3" component="h2" gutterBottom>
            {label}
          </Typography>
          <Typography
            component="pre"
            sx={{ m: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontSize: 13 }}
          >
            {value}
          </Typography>
        </Paper>
      ))}
    </Stack>
  );
}
