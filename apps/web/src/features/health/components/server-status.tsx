import { useTranslation } from 'react-i18next';
import { plainClasses, Spinner } from '../../../components/plain/plain';
import { useHealth } from '../api/get-health';

/** A quiet line telling whether the server and its database are ready. */
export function ServerStatus() {
  const { t } = useTranslation();
  const health = useHealth();

  const [look, label] =
    health.status === 'pending'
      ? [undefined, t('health.checking')]
      : health.status === 'error'
        ? [plainClasses.chipError, t('health.unreachable')]
        : health.health.status !== 'ok'
          ? [plainClasses.chipError, t('health.unavailable')]
          : [
              plainClasses.chipSuccess,
              t('health.ok', {
                database: t(`health.database.${health.health.database}`),
                version: health.health.version,
              }),
            ];
  return (
    <span role="status" className={[plainClasses.chip, look].filter(Boolean).join(' ')}>
      {health.status === 'pending' && <Spinner size={14} />}
      <span className={plainClasses.chipLabel}>{label}</span>
    </span>
  );
}
