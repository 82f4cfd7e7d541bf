import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ContentCopyOutlinedIcon from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import {
  colourwayCodeMaxLength,
  colourwayNameMaxLength,
  fabricColourMaxLength,
  type SizeRange,
} from '@spool/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { draftGarments, type ColourwayDraft } from './colourway-drafts';

const quantityDigits = 7;
const compact = { '& .MuiInputBase-input': { py: 0.75, px: 1 } } as const;

/**
 * The colourways of a style, one row each: name, code, fabric colour, DTM shade and the
 * quantity of every size, with their total; duplicate, move and delete. A field saves its row
 * when it is left; the totals follow what is typed.
 */
export function ColourwaysTable({
  drafts,
  range,
  shades,
  canEdit,
  onChange,
  onCommit,
  onDuplicate,
  onMove,
  onDelete,
}: {
  drafts: readonly ColourwayDraft[];
  range: SizeRange;
  shades: readonly string[];
  canEdit: boolean;
  onChange: (index: number, draft: ColourwayDraft) => void;
  /** Saves the row as drafted (or as given, for a choice that saves at once). */
  onCommit: (index: number, draft?: ColourwayDraft) => void;
  onDuplicate: (index: number) => void;
  onMove: (index: number, by: -1 | 1) => void;
  onDelete: (index: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const whole = (value: number) => value.toLocaleString(i18n.language);
  const own = drafts.some((draft) => draft.id !== null);
  const text = (
    index: number,
    field: 'name' | 'code' | 'fabricColour',
    label: string,
    max: number,
  ) => {
    const draft = drafts[index];
    if (!draft) return null;
    return (
      <TextField
        size="small"
        value={draft[field]}
        disabled={!canEdit}
        onChange={(event) => onChange(index, { ...draft, [field]: event.target.value })}
        onBlur={() => onCommit(index)}
        slotProps={{ htmlInput: { maxLength: max, 'aria-label': label } }}
        sx={{ ...compact, width: field === 'name' ? 130 : field === 'code' ? 70 : 100 }}
      />
    );
  };

  return (
    <TableContainer>
      <Table size="small" aria-label={t('orderPanel.title')} sx={{ '& td, & th': { px: 0.75 } }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('orderPanel.columns.colourway')}</TableCell>
            <TableCell>{t('orderPanel.columns.code')}</TableCell>
            <TableCell>{t('orderPanel.columns.fabricColour')}</TableCell>
            <TableCell>{t('orderPanel.columns.dtmShade')}</TableCell>
            {range.sizes.map((size) => (
              <TableCell key={size.name} align="right">
                {size.name}
              </TableCell>
            ))}
            <TableCell align="right">{t('orderPanel.columns.total')}</TableCell>
            {canEdit && own ? <TableCell>{t('orderPanel.columns.actions')}</TableCell> : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {drafts.map((draft, index) => (
            <TableRow key={draft.id ?? 'header'} data-testid="colourway-row">
              <TableCell>
                {text(index, 'name', t('orderPanel.columns.colourway'), colourwayNameMaxLength)}
              </TableCell>
              <TableCell>
                {text(index, 'code', t('orderPanel.columns.code'), colourwayCodeMaxLength)}
              </TableCell>
              <TableCell>
                {text(
                  index,
                  'fabricColour',
                  t('orderPanel.columns.fabricColour'),
                  fabricColourMaxLength,
                )}
              </TableCell>
              <TableCell>
                <TextField
                  select
                  size="small"
                  value={draft.dtmShade ?? ''}
                  disabled={!canEdit}
                  onChange={(event) => {
                    const dtmShade = event.target.value === '' ? null : event.target.value;
                    onChange(index, { ...draft, dtmShade });
                    onCommit(index, { ...draft, dtmShade });
                  }}
                  slotProps={{
                    select: {
                      displayEmpty: true,
                      SelectDisplayProps: {
                        'aria-label': `${t('orderPanel.columns.dtmShade')} ${draft.name}`,
                      },
                    },
                  }}
                  sx={{ ...compact, width: 130 }}
                >
                  <MenuItem value="">
                    <em>{t('orderPanel.noDtmShade')}</em>
                  </MenuItem>
                  {shades.map((shade) => (
                    <MenuItem key={shade} value={shade}>
                      {shade}
                    </MenuItem>
                  ))}
                  {/* Before the tenant's shades are in, or once the shade left the list. */}
                  {draft.dtmShade !== null && !shades.includes(draft.dtmShade) ? (
                    <MenuItem value={draft.dtmShade}>{draft.dtmShade}</MenuItem>
                  ) : null}
                </TextField>
              </TableCell>
              {range.sizes.map((size) => (
                <TableCell key={size.name} align="right">
                  <TextField
                    size="small"
                    value={draft.quantities[size.name] ?? ''}
                    disabled={!canEdit}
                    onChange={(event) =>
                      onChange(index, {
                        ...draft,
                        quantities: {
                          ...draft.quantities,
                          [size.name]: event.target.value
                            .replace(/\D/g, '')
                            .slice(0, quantityDigits),
                        },
                      })
                    }
                    onBlur={() => onCommit(index)}
                    slotProps={{
                      htmlInput: {
                        inputMode: 'numeric',
                        'aria-label': t('orderPanel.quantityOf', {
                          colourway: draft.name,
                          size: size.name,
                        }),
                        style: { textAlign: 'end' },
                      },
                    }}
                    sx={{ ...compact, width: 72 }}
                  />
                </TableCell>
              ))}
              <TableCell align="right" data-testid="colourway-garments">
                {whole(draftGarments(draft))}
              </TableCell>
              {canEdit && own ? (
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Action
                    label={t('orderPanel.duplicate', { name: draft.name })}
                    onClick={() => onDuplicate(index)}
                  >
                    <ContentCopyOutlinedIcon fontSize="small" />
                  </Action>
                  <Action
                    label={t('orderPanel.moveUp', { name: draft.name })}
                    disabled={index === 0}
                    onClick={() => onMove(index, -1)}
                  >
                    <ArrowUpwardIcon fontSize="small" />
                  </Action>
                  <Action
                    label={t('orderPanel.moveDown', { name: draft.name })}
                    disabled={index === drafts.length - 1}
                    onClick={() => onMove(index, 1)}
                  >
                    <ArrowDownwardIcon fontSize="small" />
                  </Action>
                  <Action
                    label={t('orderPanel.delete', { name: draft.name })}
                    onClick={() => onDelete(index)}
                  >
                    <DeleteOutlineIcon fontSize="small" />
                  </Action>
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell colSpan={4}>{t('orderPanel.totalGarments')}</TableCell>
            {range.sizes.map((size) => (
              <TableCell key={size.name} align="right">
                {whole(
                  drafts.reduce(
                    (sum, draft) => sum + (Number(draft.quantities[size.name]) || 0),
                    0,
                  ),
                )}
              </TableCell>
            ))}
            <TableCell align="right" data-testid="order-garments">
              {whole(drafts.reduce((sum, draft) => sum + draftGarments(draft), 0))}
            </TableCell>
            {canEdit && own ? <TableCell /> : null}
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}

function Action({
  label,
  disabled = false,
  onClick,
  children,
}: {
  label: string;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton size="small" aria-label={label} disabled={disabled} onClick={onClick}>
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}
