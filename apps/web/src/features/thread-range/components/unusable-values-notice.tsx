import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { Permissions, type UnusableRangeValueDto } from '@spool/contracts';
import { figureFormatter } from '@spool/domain';
import { useTranslation } from 'react-i18next';
import { isGranted, useReadySession } from '../../../lib/session-context';
import { useUnusableRangeValues } from '../api/get-unusable-range-values';

/**
 * The thread range's values that no estimate can use (stored before Spool refused them): the
 * reports print those threads as invalid and leave their packages and cost out, so the people
 * who keep the range see each one, with the entry to correct. Nothing shows when there is none.
 */
export function UnusableValuesNotice() {
  const { t, i18n } = useTranslation();
  const { state } = useReadySession();
  const values = useUnusableRangeValues(isGranted(state.configuration, Permissions.Catalogue));
  if (!values.data?.length) return null;
  const figure = figureFormatter('ticketTex', i18n.language);
  const valueText = (entry: UnusableRangeValueDto) =>
    entry.field === 'packageLength'
      ? t('threadRange.unusable.packageLength', {
          value: figure(entry.value),
          id: entry.packageSizeId ?? 0,
        })
      : t(`threadRange.unusable.${entry.field}`, {
          value: figure(entry.value),
          id: entry.ticketTexId,
        });
  return (
    <Alert severity="warning" role="status" data-testid="unusable-range-values">
      <AlertTitle>{t('threadRange.unusable.title', { count: values.data.length })}</AlertTitle>
      {t('threadRange.unusable.intro')}
      <Box component="ul" sx={{ my: 1, pl: 3 }}>
        {values.data.map((entry) => (
          <li key={`${entry.ticketTexId}-${entry.packageSizeId ?? ''}-${entry.field}`}>
            <bdi>{`${entry.brand} Tkt ${figure(entry.ticket)}`}</bdi>: {valueText(entry)}
          </li>
        ))}
      </Box>
      {t('threadRange.unusable.howToCorrect')}
    </Alert>
  );
}
