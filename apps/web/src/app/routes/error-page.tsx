import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePageTitle } from '../../lib/use-page-title';

/** The frame of every error page: what happened, and a way home (the landing page). */
export function ErrorPage({
  code,
  title,
  text,
  actions,
}: {
  code?: string;
  title: string;
  text: string;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  usePageTitle(title);
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      {code && (
        <Typography variant="overline" color="text.secondary">
          {code}
        </Typography>
      )}
      <Typography variant="h1">{title}</Typography>
      <Typography color="text.secondary">{text}</Typography>
      <Stack direction="row" spacing={1.5}>
        {actions}
        <Button component={RouterLink} to="/" variant={actions ? 'outlined' : 'contained'}>
          {t('errorPages.home')}
        </Button>
      </Stack>
    </Stack>
  );
}
