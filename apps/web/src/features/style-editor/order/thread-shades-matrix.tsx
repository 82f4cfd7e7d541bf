import EastIcon from '@mui/icons-material/East';
import WestIcon from '@mui/icons-material/West';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { colourGroupCodes, type ColourGroupCode, type ThreadShadeChoice } from '@spool/domain';
import { useTranslation } from 'react-i18next';
import { choiceOf, choiceValue, type ColourwayDraft } from './colourway-drafts';
import type { ThreadRow } from './live-order';

const compact = { '& .MuiInputBase-input': { py: 0.75, px: 1 } } as const;

/**
 * Threads by colourway: one row per distinct thread of the style, one column per colourway;
 * each cell the thread's shade there (the line's own, DTM, a shade of the tenant's list by
 * colour group, or to be decided). A row fills across from the first colourway; a column
 * copies every shade of another colourway.
 */
export function ThreadShadesMatrix({
  rows,
  drafts,
  shades,
  canEdit,
  onChoose,
  onFillAcross,
  onCopyFrom,
}: {
  rows: readonly ThreadRow[];
  drafts: readonly ColourwayDraft[];
  shades: readonly { name: string; colourGroup: ColourGroupCode }[];
  canEdit: boolean;
  onChoose: (threadKey: string, colourway: number, choice: ThreadShadeChoice) => void;
  onFillAcross: (threadKey: string) => void;
  onCopyFrom: (colourway: number, source: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const rtl = i18n.dir() === 'rtl';
  if (rows.length === 0) {
    return <Typography color="text.secondary">{t('orderPanel.matrix.empty')}</Typography>;
  }
  const first = drafts[0];
  const ticketOf = (row: ThreadRow) =>
    row.ticketTex === null
      ? ''
      : `${t(`reports.ticketModes.${row.ticketMode}`)} ${row.ticketTex.toLocaleString(i18n.language)}`;

  return (
    <TableContainer>
      <Table size="small" aria-label={t('orderPanel.matrix.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('orderPanel.matrix.thread')}</TableCell>
            {drafts.map((draft, index) => (
              <TableCell key={draft.id ?? 'header'} sx={{ minWidth: 170 }}>
                <Box sx={{ fontWeight: 600 }}>{draft.name}</Box>
                {canEdit && drafts.length > 1 ? (
                  <TextField
                    select
                    size="small"
                    value=""
                    onChange={(event) => onCopyFrom(index, Number(event.target.value))}
                    slotProps={{
                      select: {
                        displayEmpty: true,
                        renderValue: () => t('orderPanel.matrix.copyFrom'),
                        SelectDisplayProps: {
                          'aria-label': t('orderPanel.matrix.copyFromLabel', { name: draft.name }),
                        },
                      },
                    }}
                    sx={{ ...compact, mt: 0.5, minWidth: 120 }}
                  >
                    {drafts.map((other, source) =>
                      source === index ? null : (
                        <MenuItem key={other.id ?? 'header'} value={source}>
                          {other.name}
                        </MenuItem>
                      ),
                    )}
                  </TextField>
                ) : null}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key} data-testid="thread-row">
              <TableCell sx={{ minWidth: 200 }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  <Box sx={{ flex: 1 }}>
                    <Box>
                      {row.brand} · {ticketOf(row)} · {row.lineShade ?? '–'}
                    </Box>
                    <Typography variant="caption" color="text.secondary">
                      {t('orderPanel.matrix.usedIn')}: {row.operations.join(', ')}
                    </Typography>
                  </Box>
                  {canEdit && first && drafts.length > 1 ? (
                    <Tooltip title={t('orderPanel.matrix.fillAcross', { name: first.name })}>
                      <IconButton
                        size="small"
                        aria-label={t('orderPanel.matrix.fillAcross', { name: first.name })}
                        onClick={() => onFillAcross(row.key)}
                      >
                        {rtl ? <WestIcon fontSize="small" /> : <EastIcon fontSize="small" />}
                      </IconButton>
                    </Tooltip>
                  ) : null}
                </Box>
              </TableCell>
              {drafts.map((draft, index) => {
                const choice = draft.threadShades[row.key];
                const undecided =
                  choice?.kind === 'undecided' || (choice?.kind === 'dtm' && !draft.dtmShade);
                return (
                  <TableCell key={draft.id ?? 'header'}>
                    <TextField
                      select
                      size="small"
                      value={choiceValue(choice)}
                      disabled={!canEdit}
                      error={undecided}
                      onChange={(event) => onChoose(row.key, index, choiceOf(event.target.value))}
                      slotProps={{
                        select: {
                          SelectDisplayProps: {
                            'aria-label': t('orderPanel.matrix.cellLabel', {
                              thread: `${row.brand} ${ticketOf(row)} ${row.lineShade ?? ''}`.trim(),
                              colourway: draft.name,
                            }),
                          },
                        },
                      }}
                      sx={{ ...compact, minWidth: 160 }}
                    >
                      <MenuItem value="line">
                        {t('orderPanel.shade.line', { shade: row.lineShade ?? '–' })}
                      </MenuItem>
                      <MenuItem value="dtm">
                        {t('orderPanel.shade.dtm', {
                          shade: draft.dtmShade ?? t('orderPanel.shade.undecided'),
                        })}
                      </MenuItem>
                      <MenuItem value="undecided">{t('orderPanel.shade.undecided')}</MenuItem>
                      {colourGroupCodes.flatMap((group) => {
                        const inGroup = shades.filter((shade) => shade.colourGroup === group);
                        return inGroup.length === 0
                          ? []
                          : [
                              <ListSubheader key={`group-${group}`}>
                                {t(`orderPanel.shade.groups.${group}`)}
                              </ListSubheader>,
                              ...inGroup.map((shade) => (
                                <MenuItem key={shade.name} value={`shade:${shade.name}`}>
                                  {shade.name}
                                </MenuItem>
                              )),
                            ];
                      })}
                      {choice?.kind === 'shade' &&
                      !shades.some((shade) => shade.name === choice.shade) ? (
                        <MenuItem value={`shade:${choice.shade}`}>{choice.shade}</MenuItem>
                      ) : null}
                    </TextField>
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
