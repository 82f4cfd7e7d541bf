import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StyleDto } from '@spool/contracts';
import { useTranslation } from 'react-i18next';
import { StatusDot } from './status-dot';

/** Whether the style's operations are all complete; none while it has none. */
export type Completeness = 'complete' | 'incomplete' | 'none';

/** Characters of the description shown in the title (core-domain spec, section 2). */
const titleDescriptionLength = 15;

/**
 * The style window's header: its name and the start of its description, its status and
 * summary (fabric weight, garments, production lines, allowance), then Cancel, Duplicate
 * and Save.
 */
export function StyleWindowHeader({
  style,
  completeness,
  allowance,
  dirty,
  saving,
  onClose,
  onDuplicate,
  onSave,
}: {
  /** The saved style; null for a new one. */
  style: StyleDto | null;
  completeness: Completeness;
  /** The default allowance of the style's custom setting, %, when known. */
  allowance: number | undefined;
  dirty: boolean;
  saving: boolean;
  onClose: () => void;
  onDuplicate: () => void;
  onSave: () => void;
}) {
  const { t } = useTranslation();
  const description = style?.description?.slice(0, titleDescriptionLength) ?? '';
  const summary = style
    ? [
        t('styleWindow.summary.weight', { weight: t(`styleWindow.weight.${style.weightType}`) }),
        t('styleWindow.summary.quantity', { count: style.quantity }),
        t('styleWindow.summary.lines', { count: style.numberOfProductionLines }),
        ...(allowance === undefined ? [] : [t('styleWindow.summary.allowance', { allowance })]),
      ]
    : [];
  const statusText = t(
    style === null
      ? 'styleWindow.status.notSaved'
      : completeness === 'none'
        ? 'styleWindow.status.noOperations'
        : completeness === 'complete'
          ? 'styleWindow.status.complete'
          : 'styleWindow.status.incomplete',
  );

  return (
    <Paper
      component="header"
      square
      sx={{
        px: { xs: 2, md: 3 },
        py: 1.5,
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <IconButton edge="start" aria-label={t('styleWindow.close')} onClick={onClose}>
        <CloseIcon />
      </IconButton>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Stack
          direction="row"
          spacing={1.5}
          useFlexGap
          sx={{ alignItems: 'baseline', minWidth: 0 }}
        >
          <Typography id="style-window-title" variant="h2" component="h1" noWrap>
            {style ? style.name : t('styleWindow.newTitle')}
          </Typography>
          {description !== '' ? (
            <Typography color="text.secondary" noWrap>
              {description}
            </Typography>
          ) : undefined}
        </Stack>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          divider={<Divider orientation="vertical" flexItem />}
          sx={{ alignItems: 'center', mt: 0.25, flexWrap: 'wrap' }}
        >
          <Stack direction="row" spacing={0.75} useFlexGap sx={{ alignItems: 'center' }}>
            <StatusDot ok={completeness === 'none' ? null : completeness === 'complete'} label="" />
            <Typography variant="body2" color="text.secondary" data-testid="style-status">
              {statusText}
            </Typography>
          </Stack>
          {summary.map((item) => (
            <Typography key={item} variant="body2" color="text.secondary">
              {item}
            </Typography>
          ))}
        </Stack>
      </Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexShrink: 0 }}>
        <Button onClick={onClose}>{t('styleWindow.cancel')}</Button>
        <Button variant="outlined" disabled={style === null || dirty} onClick={onDuplicate}>
          {t('styleWindow.duplicate')}
        </Button>
        <Button variant="contained" disabled={!dirty} loading={saving} onClick={onSave}>
          {t('styleWindow.save')}
        </Button>
      </Stack>
    </Paper>
  );
}
