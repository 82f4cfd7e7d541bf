import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { LanguageSelect } from '../../components/ui/language-select';
import { ServerStatus } from '../../features/health/components/server-status';
import { useReadySession } from '../../lib/session-context';
import { usePageTitle } from '../../lib/use-page-title';

const steps = [
  { title: 'landing.stepStyles', text: 'landing.stepStylesText' },
  { title: 'landing.stepThread', text: 'landing.stepThreadText' },
  { title: 'landing.stepCost', text: 'landing.stepCostText' },
] as const;

/** The landing page: what Spool does, sign-in (or Continue), language, published-on date. */
export function LandingRoute() {
  const { t, i18n } = useTranslation();
  const { state, signIn } = useReadySession();
  const navigate = useNavigate();
  usePageTitle(t('landing.title'));
  const signedIn = state.user !== null && state.configuration.currentUser.isAuthenticated;
  const givenName =
    state.configuration.currentUser.name ?? state.configuration.currentUser.userName ?? '';
  const publishedOn = new Date(`${state.preLogin.publishedOn}T00:00:00Z`).toLocaleDateString(
    i18n.language,
    { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' },
  );

  return (
    <Stack spacing={5}>
      <Stack spacing={2}>
        <Typography variant="h1">{t('landing.title')}</Typography>
        <Typography
          variant="body1"
          color="text.secondary"
          sx={{ fontSize: '1.125rem', maxWidth: 640 }}
        >
          {t('landing.intro')}
        </Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ alignItems: { sm: 'center' } }}
        >
          {signedIn ? (
            <Button variant="contained" size="large" onClick={() => void navigate('/dashboard')}>
              {t('landing.continueAs', { name: givenName })}
            </Button>
          ) : (
            <>
              <Button variant="contained" size="large" onClick={() => void signIn()}>
                {t('landing.signInSso')}
              </Button>
              <Button variant="outlined" size="large" onClick={() => void signIn()}>
                {t('landing.logIn')}
              </Button>
            </>
          )}
          <LanguageSelect languages={state.configuration.localization.languages} />
        </Stack>
        <Box>
          <ServerStatus />
        </Box>
      </Stack>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}
      >
        {steps.map((step, index) => (
          <Card key={step.title} component="section">
            <CardContent>
              <Typography variant="overline" color="secondary" sx={{ fontWeight: 700 }}>
                {index + 1}
              </Typography>
              <Typography variant="h3" component="h2" gutterBottom>
                {t(step.title)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t(step.text)}
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Box>
      <Stack direction="row" spacing={2} sx={{ color: 'text.secondary' }}>
        <Typography variant="body2">{t('landing.publishedOn', { date: publishedOn })}</Typography>
        <Link component={RouterLink} to="/privacy" variant="body2">
          {t('landing.privacy')}
        </Link>
      </Stack>
    </Stack>
  );
}
