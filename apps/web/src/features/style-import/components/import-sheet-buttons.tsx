import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/ui/toasts';
import { useDownloadImportTemplate } from '../api/download-import-template';
import { ChooseFileButton } from './choose-file-button';

/** Where the buttons stand: the dashboard's drop area, or the first start's "Import a sheet". */
type Place = 'dropArea' | 'firstStart';

const looks = {
  dropArea: {
    choose: 'contained',
    template: 'outlined',
    keys: { choose: 'import.choose', input: 'import.chooseLabel', template: 'import.template' },
  },
  firstStart: {
    choose: 'outlined',
    template: 'text',
    keys: {
      choose: 'firstStart.import.action',
      input: 'firstStart.import.chooseLabel',
      template: 'firstStart.import.template',
    },
  },
} as const;

/**
 * The import's two buttons: choose a sheet, and download the blank template to fill. The drop
 * area shows them, and so does the first start's "Import a sheet", more quietly.
 */
export function ImportSheetButtons({
  place,
  onFiles,
  reading,
}: {
  place: Place;
  onFiles: (files: ArrayLike<File>) => void;
  reading: boolean;
}) {
  const { t } = useTranslation();
  const toast = useToast('style-import');
  const template = useDownloadImportTemplate();
  const look = looks[place];
  return (
    <>
      <ChooseFileButton
        variant={look.choose}
        disabled={reading}
        label={t(look.keys.choose)}
        inputLabel={t(look.keys.input)}
        onFiles={onFiles}
      />
      <Button
        variant={look.template}
        startIcon={<DownloadIcon />}
        disabled={template.isPending}
        onClick={() => template.mutate(undefined, { onError: (e) => toast.error(e.message) })}
      >
        {t(look.keys.template)}
      </Button>
    </>
  );
}
