import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/ui/toasts';
import { useDownloadImportTemplate } from '../api/download-import-template';
import { ChooseFileButton } from './choose-file-button';

/**
 * The import's buttons for the first start's "Import a sheet" (issue 17): choose a sheet, and
 * the blank template to fill, as the drop area offers them.
 */
export function ImportSheetButtons({
  onFiles,
  reading,
}: {
  onFiles: (files: ArrayLike<File>) => void;
  reading: boolean;
}) {
  const { t } = useTranslation();
  const toast = useToast('style-import');
  const template = useDownloadImportTemplate();
  return (
    <>
      <ChooseFileButton
        variant="outlined"
        disabled={reading}
        label={t('firstStart.import.action')}
        inputLabel={t('firstStart.import.chooseLabel')}
        onFiles={onFiles}
      />
      <Button
        variant="text"
        startIcon={<DownloadIcon />}
        disabled={template.isPending}
        onClick={() => template.mutate(undefined, { onError: (e) => toast.error(e.message) })}
      >
        {t('firstStart.import.template')}
      </Button>
    </>
  );
}
