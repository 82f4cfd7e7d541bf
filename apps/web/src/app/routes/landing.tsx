import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ServerStatus } from '../../features/health/components/server-status';
import { usePageTitle } from '../../lib/use-page-title';

const steps = [
  { title: 'landing.stepStyles', text: 'landing.stepStylesText' },
  { title: 'landing.stepThread', text: 'landing.stepThreadText' },
  { title: 'landing.stepCost', text: 'landing.stepCostText' },
] as const;

/** The landing page: what Spool does, and whether the server is ready. */
export function LandingRoute() {
  const { t } = useTranslation();
  usePageTitle(t('landing.title'));
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
        <Box>
          <ServerStatus />
        </Box>
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
        }}
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
    </Stack>
  );
}
