import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { useHealth } from '../api/get-health';

/** A quiet line telling whether the server and its database are ready. */
export function ServerStatus() {
  const { t } = useTranslation();
  const health = useHealth();

  if (health.isPending) {
    return (
      <Chip
        icon={<CircularProgress size={14} />}
        label={t('health.checking')}
        variant="outlined"
        role="status"
      />
    );
  }
  if (health.isError || health.data.status !== 'ok') {
    return (
      <Chip
        color="error"
        variant="outlined"
        role="status"
        label={health.isError ? t('health.unreachable') : t('health.unavailable')}
      />
    );
  }
  return (
    <Chip
      color="success"
      variant="outlined"
      role="status"
      label={t('health.ok', {
        database: t(`health.database.${health.data.database}`),
        version: health.data.version,
      })}
    />
  );
}
