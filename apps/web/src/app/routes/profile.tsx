import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '../../components/ui/language-select';
import { useReadySession } from '../../lib/session-context';
import { usePageTitle } from '../../lib/use-page-title';

/** Account type of a tenant administrator (the token's `account_type`). */
const tenantAdministrator = 101;

/** The signed-in person's own page: who they are here, and their interface language. */
export function ProfileRoute() {
  const { t } = useTranslation();
  const { state } = useReadySession();
  usePageTitle(t('profile.title'));
  const { currentUser, currentTenant, localization } = state.configuration;
  const fullName = [currentUser.name, currentUser.surName].filter(Boolean).join(' ');
  const rows = [
    { label: t('profile.userName'), value: currentUser.userName },
    { label: t('profile.name'), value: fullName },
    { label: t('profile.email'), value: currentUser.email },
    { label: t('profile.tenant'), value: currentTenant.name ?? t('shell.host') },
    { label: t('profile.roles'), value: currentUser.roles.join(', ') },
    {
      label: t('profile.accountType'),
      value:
        currentUser.accountType === tenantAdministrator ? t('profile.tenantAdministrator') : '',
    },
  ];

  return (
    <Stack spacing={3} sx={{ maxWidth: 640 }}>
      <Typography variant="h1">{t('profile.title')}</Typography>
      <Card>
        <CardContent>
          <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
            {rows.map((row) => (
              <Stack key={row.label} direction="row" spacing={2}>
                <Typography
                  component="dt"
                  color="text.secondary"
                  sx={{ width: 160, flexShrink: 0 }}
                >
                  {row.label}
                </Typography>
                <Typography component="dd" sx={{ m: 0 }}>
                  {row.value || t('profile.none')}
                </Typography>
              </Stack>
            ))}
          </Stack>
        </CardContent>
      </Card>
      <LanguageSelect languages={localization.languages} fullWidth />
    </Stack>
  );
}
