import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StyleDto } from '@spool/contracts';
import type { OrderAllowance } from '@spool/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HistoryButton } from '../../../components/history/history-button';
import { StatusDot } from './status-dot';
import { useStyleFigureItems } from './style-figure-items';

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
  picture,
}: {
  /** The saved style; null for a new one. */
  style: StyleDto | null;
  completeness: Completeness;
  /** The allowance of the style's order and the band of its setting it came from, when known. */
  allowance: OrderAllowance | undefined;
  dirty: boolean;
  saving: boolean;
  onClose: () => void;
  onDuplicate: () => void;
  onSave: () => void;
  /** The style's picture, shown before its name (a saved style only). */
  picture?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const figureItems = useStyleFigureItems(style?.id ?? null);
  const description = style?.description?.slice(0, titleDescriptionLength) ?? '';
  const allowanceText = ({ percent, band }: OrderAllowance) => {
    if (!band) return t('styleWindow.summary.allowance', { allowance: percent });
    const whole = new Intl.NumberFormat(i18n.language);
    return t('allowanceBands.headerSummary', {
      percent,
      band:
        band.to === null
          ? t('allowanceBands.bandOpen', { from: whole.format(band.from) })
          : t('allowanceBands.band', { from: whole.format(band.from), to: whole.format(band.to) }),
    });
  };
  const summary = style
    ? [
        t('styleWindow.summary.weight', { weight: t(`styleWindow.weight.${style.weightType}`) }),
        t('styleWindow.summary.quantity', { count: style.quantity }),
        t('styleWindow.summary.lines', { count: style.numberOfProductionLines }),
        ...(allowance === undefined ? [] : [allowanceText(allowance)]),
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

  const title = style ? style.name : t('styleWindow.newTitle');

  return (
    <Paper
      component="header"
      square
      sx={{
        px: { xs: 2, md: 3 },
        py: 1.5,
        display: 'flex',
        // On a phone the buttons take a row of their own under the title.
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
        alignItems: { xs: 'flex-start', sm: 'center' },
        columnGap: 2,
        rowGap: 1,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <IconButton edge="start" aria-label={t('styleWindow.close')} onClick={onClose}>
        <CloseIcon />
      </IconButton>
      {picture}
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          columnGap={1.5}
          sx={{ alignItems: { xs: 'stretch', sm: 'baseline' }, minWidth: 0 }}
        >
          <Typography
            id="style-window-title"
            variant="h2"
            component="h1"
            title={title}
            sx={{ ...clampedLines({ xs: 2, sm: 1 }), overflowWrap: 'anywhere', flexShrink: 1 }}
          >
            {title}
          </Typography>
          {description !== '' ? (
            <Typography color="text.secondary" noWrap sx={{ flexShrink: 2, minWidth: 0 }}>
              {description}
            </Typography>
          ) : undefined}
        </Stack>
        <Stack
          direction="row"
          columnGap={1}
          useFlexGap
          divider={<Divider orientation="vertical" flexItem />}
          sx={{ alignItems: 'center', mt: 0.25, flexWrap: 'wrap' }}
        >
          <Stack direction="row" spacing={0.75} useFlexGap sx={{ alignItems: 'center' }}>
            <StatusDot ok={completeness === 'none' ? null : completeness === 'complete'} label="" />
            <Typography variant="body2" color="text.secondary" data-testid="style-status" noWrap>
              {statusText}
            </Typography>
          </Stack>
          {summary.map((item) => (
            // Each item whole on its line: a narrow window moves items, never splits them.
            <Typography key={item} variant="body2" color="text.secondary" noWrap>
              {item}
            </Typography>
          ))}
          {figureItems}
        </Stack>
      </Box>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{
          flexShrink: 0,
          width: { xs: '100%', sm: 'auto' },
          justifyContent: 'flex-end',
        }}
      >
        {style ? (
          <HistoryButton subject={{ kind: 'style', id: style.id }} name={style.name} />
        ) : null}
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

/** Text cut to at most this many lines (per breakpoint), ending in an ellipsis. */
function clampedLines(lines: { xs: number; sm: number }) {
  return {
    minWidth: 0,
    overflow: 'hidden',
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: lines,
  } as const;
}
