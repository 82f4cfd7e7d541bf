import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { ImportSheetButtons } from './import-sheet-buttons';
import { useFileDrop } from '../../../lib/use-file-drop';

/** Spreadsheets the import reads. */

/**
 * The dashboard's place for a spreadsheet of styles (platform-admin spec, section 2): drop a
 * file on it or choose one, and the blank template to fill. Quiet until a file is dragged
 * over it.
 */
export function DropArea({
  onFiles,
  reading,
}: {
  onFiles: (files: ArrayLike<File>) => void;
  reading: boolean;
}) {
  const { t } = useTranslation();
  const { dragging, handlers } = useFileDrop(onFiles, reading);

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="style-import-title"
      aria-busy={reading}
      {...handlers}
      sx={(theme) => ({
        p: { xs: 2, sm: 2.5 },
        borderStyle: 'dashed',
        borderWidth: 2,
        borderColor: dragging ? 'primary.main' : 'divider',
        backgroundColor: dragging
          ? alpha(theme.palette.primary.main, 0.06)
          : theme.palette.background.paper,
        transition: theme.transitions.create(['border-color', 'background-color']),
      })}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          columnGap: 2.5,
          rowGap: 2,
        }}
      >
        <Box
          aria-hidden
          sx={(theme) => ({
            width: 48,
            height: 48,
            flexShrink: 0,
            borderRadius: '50%',
            display: { xs: 'none', sm: 'grid' },
            placeItems: 'center',
            color: 'primary.main',
            backgroundColor: alpha(theme.palette.primary.main, 0.08),
          })}
        >
          <UploadFileOutlinedIcon />
        </Box>
        <Box sx={{ flex: '1 1 320px', minWidth: 0 }}>
          <Typography id="style-import-title" variant="h3" component="h2">
            {t('import.title')}
          </Typography>
          <Typography sx={{ mt: 0.25 }}>
            {dragging ? t('import.dropNow') : t('import.dropHint')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
            {t('import.formats')}
          </Typography>
        </Box>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
          <ImportSheetButtons place="dropArea" onFiles={onFiles} reading={reading} />
        </Stack>
      </Box>
      {reading ? (
        <Box role="status" sx={{ mt: 2 }}>
          <Typography variant="body2" id="style-import-reading" sx={{ mb: 0.5 }}>
            {t('import.progress.reading')}
          </Typography>
          <LinearProgress aria-labelledby="style-import-reading" />
        </Box>
      ) : undefined}
    </Paper>
  );
}
