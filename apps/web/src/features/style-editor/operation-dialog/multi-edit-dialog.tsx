import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { componentNameText, type StitchTypeInSettingDto } from '@spool/contracts';
import { builtInDefaultSettingId } from '@spool/domain';
import { Fragment, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/ui/toasts';
import { ApiError } from '../../../lib/api-client';
import { fetchStitchNeedles } from './api/get-stitch-needles';
import { useStitchTypes } from './api/get-stitch-types';
import { useOperationNblcs, useUpdateOperationNblcs } from './api/operation-nblcs';
import {
  applyTemplate,
  blankThread,
  incompleteThreadChoices,
  rowsFromNblcs,
  toNblcsUpdate,
  type MultiEditRow,
  type MultiEditTemplate,
} from './multi-edit-state';
import { unlistedFields } from './thread-choice';
import { ThreadFields } from './thread-fields';
import { threadTableSx } from './thread-table';

export interface MultiEditDialogProps {
  open: boolean;
  styleId: number;
  operationIds: number[];
  tktTex: 'Tkt' | 'Tex';
  onClose: () => void;
  /** After a successful save (the dialog then closes: onClose follows). */
  onSaved: () => void;
}

/**
 * The multi-edit dialog, 'Update Operation (N operations selected)' (core-domain
 * specification, sections 2 and 4): the stitch code and the thread (brand, tkt/tex, shade,
 * package size) of every selected operation, each editable, or all at once with "Apply to
 * all". Saved in one call, only when every brand has its tkt/tex.
 */
export function MultiEditDialog(props: MultiEditDialogProps) {
  return (
    <Drawer
      anchor="right"
      open={props.open}
      onClose={props.onClose}
      // Over the full-screen style window (a modal dialog), which hosts it.
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{
        paper: {
          sx: { width: { xs: '100vw', md: 'min(1180px, 94vw)' } },
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': 'multi-edit-title',
        },
      }}
    >
      {props.open ? <MultiEditBody {...props} /> : undefined}
    </Drawer>
  );
}

/** The stitch field's widest: a whole code and name, under the brand column and beyond. */
const stitchFieldWidth = 440;

/** A stitch type as its list names it: code and name. */
const optionText = (row: StitchTypeInSettingDto) => `${row.code} - ${row.name}`;

function StitchField({
  options,
  code,
  loading,
  label,
  onChange,
}: {
  options: readonly StitchTypeInSettingDto[];
  code: string | null;
  loading: boolean;
  /** Names the field for assistive technology (its row says it on screen). */
  label: string;
  onChange: (code: string | null) => void;
}) {
  const { t } = useTranslation();
  const value = options.find((row) => row.code === code) ?? null;
  return (
    <Autocomplete
      size="small"
      options={options}
      value={value}
      loading={loading}
      getOptionLabel={optionText}
      isOptionEqualToValue={(option, chosen) => option.code === chosen.code}
      noOptionsText={t('operationDialog.noStitchType')}
      onChange={(_event, row) => onChange(row?.code ?? null)}
      renderInput={(params) => (
        <TextField
          {...params}
          title={value === null ? undefined : optionText(value)}
          // A Latin name reads left to right in an Arabic page too (its start stays in view).
          inputProps={{ ...params.inputProps, 'aria-label': label, dir: 'auto' }}
        />
      )}
    />
  );
}

/** Loads the selected operations, then shows them. */
function MultiEditBody(props: MultiEditDialogProps) {
  const { t } = useTranslation();
  const loaded = useOperationNblcs(props.operationIds, props.tktTex, true);
  return loaded.data === undefined ? (
    <Stack sx={{ height: '100%' }}>
      <MultiEditTitle count={props.operationIds.length} onClose={props.onClose} />
      <Box sx={{ px: 3, py: 3 }}>
        {loaded.isError ? (
          <Alert severity="error">{t('multiEdit.loadError')}</Alert>
        ) : (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <CircularProgress size={20} aria-hidden />
            <Typography>{t('multiEdit.loading')}</Typography>
          </Stack>
        )}
      </Box>
    </Stack>
  ) : (
    <MultiEditForm {...props} initialRows={rowsFromNblcs(loaded.data, props.operationIds)} />
  );
}

function MultiEditTitle({ count, onClose }: { count: number; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{ alignItems: 'center', px: 3, py: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      <Typography id="multi-edit-title" variant="h2" component="h2" sx={{ flexGrow: 1 }}>
        {t('multiEdit.title', { count })}
      </Typography>
      <IconButton onClick={onClose} aria-label={t('multiEdit.close')}>
        <CloseIcon />
      </IconButton>
    </Stack>
  );
}

function MultiEditForm({
  operationIds,
  tktTex,
  onClose,
  onSaved,
  initialRows,
}: MultiEditDialogProps & { initialRows: MultiEditRow[] }) {
  const { t } = useTranslation();
  const toast = useToast('multi-edit');
  // Only codes and names are needed here: the Default's list has them, most used first.
  const stitchTypes = useStitchTypes(builtInDefaultSettingId);
  const update = useUpdateOperationNblcs();
  const [rows, setRows] = useState<MultiEditRow[]>(initialRows);
  const [template, setTemplate] = useState<MultiEditTemplate>({
    stitchTypeCode: null,
    line: { ...blankThread },
  });
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());

  const stitchOptions = stitchTypes.data?.items ?? [];
  const count = operationIds.length;

  const changeRow = (index: number, next: MultiEditRow) =>
    setRows((current) => current.map((row, at) => (at === index ? next : row)));

  const restitch = async (index: number, code: string | null) => {
    const row = rows[index];
    if (row === undefined || code === null || code === row.stitchTypeCode) return;
    try {
      const needles = await fetchStitchNeedles(code);
      changeRow(index, {
        ...row,
        stitchTypeCode: code,
        lines: needles.map((needle) => ({ ...blankThread, needleName: needle.name })),
      });
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t('multiEdit.loadError'));
    }
  };

  const applyToAll = async () => {
    if (unlistedFields(template.line).length > 0) {
      toast.error(t('operations.validation.selectFromList'));
      return;
    }
    try {
      const needles =
        template.stitchTypeCode === null ? [] : await fetchStitchNeedles(template.stitchTypeCode);
      setRows(
        applyTemplate(
          rows,
          template,
          needles.map((needle) => needle.name),
        ),
      );
      setInvalid(new Set());
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t('multiEdit.loadError'));
    }
  };

  const save = async () => {
    const incomplete = incompleteThreadChoices(rows);
    setInvalid(new Set(incomplete));
    if (incomplete.length > 0) {
      toast.error(t('operations.validation.selectFromList'));
      return;
    }
    try {
      await update.mutateAsync(toNblcsUpdate(rows, tktTex));
      toast.success(t('operations.messages.threadUpdated'));
      onSaved();
      onClose();
    } catch (error) {
      toast.error(
        error instanceof ApiError && error.message !== ''
          ? error.message
          : t('operations.messages.editFailed'),
      );
    }
  };

  const cell = (key: string, field: ReactNode) => <TableCell key={key}>{field}</TableCell>;
  const header = (
    <TableHead>
      <TableRow>
        <TableCell sx={{ width: '20%' }}>{t('multiEdit.component')}</TableCell>
        <TableCell sx={{ width: '31%' }}>{t('operationDialog.brand')}</TableCell>
        <TableCell sx={{ width: '12%' }}>{tktTex}</TableCell>
        <TableCell sx={{ width: '16%' }}>{t('operationDialog.shade')}</TableCell>
        <TableCell sx={{ width: '21%' }}>{t('operationDialog.packageSize')}</TableCell>
      </TableRow>
    </TableHead>
  );

  return (
    <Stack sx={{ height: '100%' }}>
      <MultiEditTitle count={count} onClose={onClose} />

      <Box sx={{ flexGrow: 1, overflowY: 'auto', px: 3, py: 3 }}>
        {stitchTypes.isError ? (
          <Alert severity="error">{t('multiEdit.loadError')}</Alert>
        ) : (
          <Stack spacing={3}>
            <Typography color="text.secondary">{t('multiEdit.intro')}</Typography>

            <Box
              component="section"
              aria-labelledby="multi-edit-for-all"
              sx={{ p: 2, borderRadius: 1, bgcolor: 'action.hover', overflowX: 'auto' }}
            >
              <Typography id="multi-edit-for-all" variant="h3" component="h3" sx={{ mb: 1.5 }}>
                {t('multiEdit.forAll')}
              </Typography>
              {/* Row labels in the component column, the stitch under the brand, each thread
                  field under its own header, as in the operations' rows below. */}
              <Table size="small" sx={threadTableSx}>
                {header}
                <TableBody>
                  <TableRow>
                    <TableCell component="th" scope="row">
                      {t('multiEdit.stitchType')}
                    </TableCell>
                    <TableCell colSpan={4}>
                      <Box sx={{ maxWidth: stitchFieldWidth }}>
                        <StitchField
                          options={stitchOptions}
                          code={template.stitchTypeCode}
                          loading={stitchTypes.isLoading}
                          label={t('multiEdit.stitchType')}
                          onChange={(code) => setTemplate({ ...template, stitchTypeCode: code })}
                        />
                      </Box>
                    </TableCell>
                  </TableRow>
                  <TableRow>
                    <TableCell component="th" scope="row">
                      {t('multiEdit.everyLine')}
                    </TableCell>
                    <ThreadFields
                      line={template.line}
                      tktTex={tktTex}
                      label={t('multiEdit.forAll')}
                      onChange={(line) => setTemplate({ ...template, line })}
                      wrap={cell}
                    />
                  </TableRow>
                </TableBody>
              </Table>
              <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 1.5 }}>
                <Button variant="outlined" size="small" onClick={() => void applyToAll()}>
                  {t('multiEdit.applyToAll')}
                </Button>
              </Stack>
            </Box>

            {/* Inset as the table above, so that their columns line up. */}
            <Box sx={{ px: 2, overflowX: 'auto' }}>
              <Table size="small" sx={threadTableSx}>
                {header}
                <TableBody>
                  {rows.map((row, rowIndex) => (
                    <Fragment key={row.operationId}>
                      <TableRow sx={{ bgcolor: 'background.default' }}>
                        <TableCell sx={{ fontWeight: 600, overflowWrap: 'break-word' }}>
                          {row.description}
                        </TableCell>
                        <TableCell colSpan={4}>
                          <Box sx={{ maxWidth: stitchFieldWidth }}>
                            <StitchField
                              options={stitchOptions}
                              code={row.stitchTypeCode}
                              loading={stitchTypes.isLoading}
                              label={`${row.description}: ${t('multiEdit.stitchType')}`}
                              onChange={(code) => void restitch(rowIndex, code)}
                            />
                          </Box>
                        </TableCell>
                      </TableRow>
                      {row.lines.map((line, lineIndex) => (
                        <TableRow key={`${row.operationId}-${lineIndex}`}>
                          <TableCell sx={{ pl: 4 }}>
                            {componentNameText(line.needleName, t)}
                          </TableCell>
                          <ThreadFields
                            line={line}
                            tktTex={tktTex}
                            label={`${row.description}, ${componentNameText(line.needleName, t)}`}
                            error={
                              invalid.has(`${rowIndex}.${lineIndex}`) && line.ticketTexId === null
                                ? t('operations.validation.selectFromList')
                                : undefined
                            }
                            onChange={(next) =>
                              changeRow(rowIndex, {
                                ...row,
                                lines: row.lines.map((other, at) =>
                                  at === lineIndex ? next : other,
                                ),
                              })
                            }
                            wrap={cell}
                          />
                        </TableRow>
                      ))}
                    </Fragment>
                  ))}
                </TableBody>
              </Table>
            </Box>
          </Stack>
        )}
      </Box>

      <DialogActions sx={{ px: 3, py: 2, borderTop: 1, borderColor: 'divider' }}>
        <Button onClick={onClose}>{t('multiEdit.cancel')}</Button>
        <Button variant="contained" loading={update.isPending} onClick={() => void save()}>
          {t('multiEdit.save')}
        </Button>
      </DialogActions>
    </Stack>
  );
}
