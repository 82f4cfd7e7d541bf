import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslation } from 'react-i18next';
import { useTensionSettingsChanged } from '../api/get-tension-settings-changed';

/**
 * The notice of the specification (core-domain, section 8): "The tension setting of Stitch
 * type code/s have been changed", shown while a stitch value of the style's custom setting
 * changed after its reports were printed, with the codes; printing a report clears it.
 */
export function TensionNotice({ styleId }: { styleId: number | null }) {
  const { t } = useTranslation();
  const tension = useTensionSettingsChanged(styleId);
  if (!tension.data?.isTensionSettingsChanged) return null;
  return (
    <Alert severity="warning" role="status" data-testid="tension-notice">
      <AlertTitle>{t('reports.notices.tensionSettingsChanged')}</AlertTitle>
      {t('reports.notices.tensionSettingsCodes', {
        codes: tension.data.stitchTypeCodes.join(', '),
      })}
    </Alert>
  );
}
