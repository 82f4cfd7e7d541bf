import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The operation dialog's title bar, with its close button. */
export function TitleBar({ title, onClose }: { title: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{ alignItems: 'center', px: 3, py: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      <Typography id="operation-dialog-title" variant="h2" component="h2" sx={{ flexGrow: 1 }}>
        {title}
      </Typography>
      <IconButton onClick={onClose} aria-label={t('operationDialog.close')}>
        <CloseIcon />
      </IconButton>
    </Stack>
  );
}
