import CheckroomOutlinedIcon from '@mui/icons-material/CheckroomOutlined';
import EditNoteOutlinedIcon from '@mui/icons-material/EditNoteOutlined';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/ui/toasts';
import { useAddSampleStyle } from '../api/add-sample-style';

/**
 * What a tenant without styles sees instead of an empty grid: three ways to
 * begin, side by side (one above the other on a phone): create a style, import a sheet, add the
 * sample style. The import's buttons belong to the import feature, which the page places in
 * `importActions` (a ref callback); without it the import is not offered.
 */
export function FirstStartPanel({
  onCreate,
  onSampleAdded,
  importActions,
}: {
  onCreate: () => void;
  onSampleAdded: (styleId: number) => void;
  importActions?: (element: HTMLElement | null) => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const sample = useAddSampleStyle();

  const addSample = () =>
    sample.mutate(undefined, {
      onSuccess: (style) => {
        toast.success(t('firstStart.sample.added', { name: style.name }));
        onSampleAdded(style.id);
      },
      onError: (error) =>
        toast.error(error instanceof Error ? error.message : t('firstStart.sample.failed')),
    });

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="first-start-title"
      data-testid="first-start"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id="first-start-title" variant="h2">
        {t('firstStart.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, maxWidth: 760 }}>
        {t('firstStart.intro')}
      </Typography>
      <Box
        sx={{
          mt: 2.5,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(auto-fit, minmax(240px, 1fr))' },
        }}
      >
        <Choice
          id="first-start-create"
          icon={<EditNoteOutlinedIcon />}
          title={t('firstStart.create.title')}
          text={t('firstStart.create.text')}
        >
          <Button variant="contained" onClick={onCreate}>
            {t('firstStart.create.action')}
          </Button>
        </Choice>
        {importActions ? (
          <Choice
            id="first-start-import"
            icon={<UploadFileOutlinedIcon />}
            title={t('firstStart.import.title')}
            text={t('firstStart.import.text')}
          >
            <Box ref={importActions} sx={{ display: 'contents' }} />
          </Choice>
        ) : undefined}
        <Choice
          id="first-start-sample"
          icon={<CheckroomOutlinedIcon />}
          title={t('firstStart.sample.title')}
          text={t('firstStart.sample.text')}
        >
          <Button
            variant="outlined"
            disabled={sample.isPending}
            startIcon={
              sample.isPending ? (
                <CircularProgress size={16} color="inherit" aria-hidden />
              ) : undefined
            }
            onClick={addSample}
          >
            {t('firstStart.sample.action')}
          </Button>
        </Choice>
      </Box>
    </Paper>
  );
}

/** One way to begin: its icon, title and text, its actions at the foot of the card. */
function Choice({
  id,
  icon,
  title,
  text,
  children,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <Box
      component="section"
      aria-labelledby={`${id}-title`}
      sx={(theme) => ({
        p: 2.5,
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        backgroundColor: alpha(theme.palette.primary.main, 0.02),
      })}
    >
      <Box
        aria-hidden
        sx={(theme) => ({
          width: 44,
          height: 44,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          color: 'primary.main',
          backgroundColor: alpha(theme.palette.primary.main, 0.08),
        })}
      >
        {icon}
      </Box>
      <Box sx={{ flex: 1 }}>
        <Typography id={`${id}-title`} variant="h3" component="h3">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {text}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>{children}</Box>
    </Box>
  );
}
