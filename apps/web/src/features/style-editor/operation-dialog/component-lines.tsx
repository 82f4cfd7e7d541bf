import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { componentNameText } from '@spool/contracts';
import { memo, useCallback, useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from './form-issues';
import { formatFigure, formatThreadLength } from './format';
import type { LiveFigures } from './live-figures';
import type { ComponentLineState } from './operation-form-state';
import { ThreadFields } from './thread-fields';
import { threadTableSx } from './thread-table';

/**
 * The operation's component table, one line per needle with its consumption per 10 cm (3.94
 * inch) or per cycle and its thread, then the thread per garment, waste included.
 */
export function ComponentLines({
  lines,
  tktTex,
  consumptionHeader,
  figures,
  wastePercent,
  errors,
  onLineChange,
}: {
  lines: readonly ComponentLineState[];
  tktTex: 'Tkt' | 'Tex';
  consumptionHeader: string;
  figures: LiveFigures | null;
  wastePercent: number;
  errors: FieldErrors;
  /** A line changed: `onLineChange` keeps its identity, so untouched lines are not redrawn. */
  onLineChange: (index: number, line: ComponentLineState) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <Box>
        <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
          {t('operationDialog.components')}
        </Typography>
        {errors['lines'] !== undefined && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {errors['lines']}
          </Alert>
        )}
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" sx={threadTableSx}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: '14%' }}>{t('operationDialog.component')}</TableCell>
                <TableCell align="right" sx={{ width: '9%' }}>
                  {consumptionHeader}
                </TableCell>
                <TableCell sx={{ width: '31%' }}>{t('operationDialog.brand')}</TableCell>
                <TableCell sx={{ width: '13%' }}>{tktTex}</TableCell>
                <TableCell sx={{ width: '16%' }}>{t('operationDialog.shade')}</TableCell>
                <TableCell sx={{ width: '17%' }}>{t('operationDialog.packageSize')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {lines.map((line, index) => (
                <ComponentLineRow
                  key={`${index}-${line.needleName}`}
                  index={index}
                  line={line}
                  tktTex={tktTex}
                  consumption={
                    figures?.consumptionPerLine[index] === undefined
                      ? '–'
                      : formatFigure(
                          'consumptionPerTen',
                          figures.consumptionPerLine[index],
                          i18n.language,
                        )
                  }
                  error={
                    line.ticketTexId === null ? errors[`lines.${index}.ticketTexId`] : undefined
                  }
                  onLineChange={onLineChange}
                />
              ))}
            </TableBody>
          </Table>
        </Box>
      </Box>

      <Box
        sx={{
          display: 'flex',
          alignItems: 'baseline',
          gap: 2,
          px: 2,
          py: 1.5,
          borderRadius: 1,
          bgcolor: 'action.hover',
        }}
        aria-live="polite"
      >
        <Typography sx={{ fontWeight: 600 }}>{t('operationDialog.threadPerGarment')}</Typography>
        {figures ? (
          <>
            <Typography
              variant="h3"
              component="span"
              data-testid="thread-per-garment"
              sx={{ fontVariantNumeric: 'tabular-nums' }}
            >
              {formatThreadLength(figures.threadPerGarment, figures.threadUnit, i18n.language)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('operationDialog.wasteIncluded', {
                waste: formatFigure('percent', wastePercent, i18n.language),
              })}
            </Typography>
          </>
        ) : (
          <Typography color="text.secondary">{t('operationDialog.figuresWaiting')}</Typography>
        )}
      </Box>
    </>
  );
}

/**
 * One needle's line: its consumption and its thread. A key typed elsewhere in the form leaves
 * it as it is, and a new consumption redraws only its figure (the four lists of its thread are
 * the form's heaviest part to draw).
 */
const ComponentLineRow = memo(function ComponentLineRow({
  index,
  line,
  tktTex,
  consumption,
  error,
  onLineChange,
}: {
  index: number;
  line: ComponentLineState;
  tktTex: 'Tkt' | 'Tex';
  consumption: string;
  error: string | undefined;
  onLineChange: (index: number, line: ComponentLineState) => void;
}) {
  const { t } = useTranslation();
  // The dialog shows first with the line's thread as text, its four lists drawn just after:
  // on a slow processor they are most of the opening's drawing.
  const fieldsDrawn = useDeferredValue(true, false);
  const changeLine = useCallback(
    (next: ComponentLineState) => onLineChange(index, next),
    [index, onLineChange],
  );
  return (
    <TableRow>
      <TableCell>{componentNameText(line.needleName, t)}</TableCell>
      <TableCell
        align="right"
        sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
        data-testid="line-consumption"
      >
        {consumption}
      </TableCell>
      {fieldsDrawn ? (
        <ThreadFields
          line={line}
          tktTex={tktTex}
          label={componentNameText(line.needleName, t)}
          error={error}
          onChange={changeLine}
          wrap={inTableCell}
        />
      ) : (
        <ThreadPreview line={line} />
      )}
    </TableRow>
  );
});

/** The thread of a line as text, in the place and size of its fields, until they are drawn. */
function ThreadPreview({ line }: { line: ComponentLineState }) {
  const { i18n } = useTranslation();
  const texts = [
    line.typed?.brand ?? line.brand,
    line.typed?.ticketTex ?? line.ticketTex,
    line.shade,
    line.typed?.packageSize ??
      (line.packageSize === null
        ? null
        : formatFigure('packageLength', line.packageSize, i18n.language)),
  ];
  return texts.map((text, index) => (
    <TableCell key={index}>
      <Box sx={previewSx}>{text ?? ''}</Box>
    </TableCell>
  ));
}

/** A small outlined field's box (40 px high, its type), its text cut with an ellipsis. */
const previewSx = {
  typography: 'body1',
  height: 40,
  px: 1.75,
  display: 'flex',
  alignItems: 'center',
  border: 1,
  borderColor: 'action.disabled',
  borderRadius: 1,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
} as const;

/** Each thread field of a line in a cell of its own. */
const inTableCell = (key: string, field: ReactNode) => <TableCell key={key}>{field}</TableCell>;
