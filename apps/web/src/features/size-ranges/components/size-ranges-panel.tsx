import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Permissions, type SizeRangeDto } from '@spool/contracts';
import { sizeKey, type NamedSizeRange, type SizeRange } from '@spool/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveErrorMessage } from '../../../components/admin/admin-form';
import { ConfirmDeleteDialog } from '../../../components/admin/confirm-delete-dialog';
import { useToast } from '../../../components/ui/toasts';
import { ApiError, isStaleStamp } from '../../../lib/api-client';
import { isGranted, useReadySession } from '../../../lib/session-context';
import { useCreateSizeRange } from '../api/create-size-range';
import { useDeleteSizeRange } from '../api/delete-size-range';
import { useSizeRanges } from '../api/get-size-ranges';
import { useUpdateSizeRange } from '../api/update-size-range';
import { SizeRangeDialog } from './size-range-dialog';

type OpenDialog = { kind: 'add' } | { kind: 'edit'; range: SizeRangeDto } | null;

/** Whether the server refused a range because it is gone (deleted by someone else). */
const isGone = (error: unknown) =>
  error instanceof ApiError && error.code === 'Spool.Orders:SizeRangeNotFound';

/**
 * The tenant's named size ranges, which a style's sizes can start from: each with its sizes
 * and grades. Users who manage the catalogue add, change and delete them; a style keeps the
 * sizes it took, whatever happens to the range later. Shown to users who see styles.
 */
export function SizeRangesPanel() {
  const { state } = useReadySession();
  return isGranted(state.configuration, Permissions.Styles) ? <SizeRangesCard /> : null;
}

function SizeRangesCard() {
  const { t } = useTranslation();
  const toast = useToast('size-ranges');
  const { state } = useReadySession();
  const canManage = isGranted(state.configuration, Permissions.CatalogueManage);

  const ranges = useSizeRanges();
  const create = useCreateSizeRange();
  const update = useUpdateSizeRange();
  const remove = useDeleteSizeRange();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [deleting, setDeleting] = useState<SizeRangeDto | null>(null);

  /** Saves the dialog's range; answers the server's refusal of its name, if any. */
  const save = async (range: NamedSizeRange): Promise<string | undefined> => {
    try {
      if (dialog?.kind === 'edit') {
        const { id, concurrencyStamp } = dialog.range;
        await update.mutateAsync({ id, concurrencyStamp, range });
        toast.success(t('sizeRangesPanel.saved', { name: range.name }));
      } else {
        await create.mutateAsync(range);
        toast.success(t('sizeRangesPanel.added', { name: range.name }));
      }
      setDialog(null);
      return undefined;
    } catch (error) {
      if (error instanceof ApiError && error.code === 'Spool.Orders:DuplicateSizeRangeName') {
        return error.message;
      }
      toast.error(saveErrorMessage(error, t('sizeRangesPanel.saveFailed')));
      // Someone else changed or deleted the range: the list, read again, shows theirs.
      if (isStaleStamp(error) || isGone(error)) setDialog(null);
      return undefined;
    }
  };

  const confirmDelete = (range: SizeRangeDto) =>
    remove.mutate(range.id, {
      onSuccess: () => toast.success(t('sizeRangesPanel.deleted', { name: range.name })),
      onError: (error) =>
        isGone(error)
          ? toast.success(t('sizeRangesPanel.deleted', { name: range.name }))
          : toast.error(saveErrorMessage(error, t('sizeRangesPanel.deleteFailed'))),
      onSettled: () => setDeleting(null),
    });

  return (
    <Card component="section" aria-labelledby="size-ranges-title">
      <CardContent sx={{ p: { xs: 2, md: 3 } }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' }, mb: 2 }}
        >
          <Stack spacing={0.5} sx={{ maxWidth: 760 }}>
            <Typography variant="h2" id="size-ranges-title">
              {t('sizeRangesPanel.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('sizeRangesPanel.summary')}
            </Typography>
          </Stack>
          {canManage ? (
            <Button
              variant="outlined"
              startIcon={<AddIcon />}
              onClick={() => setDialog({ kind: 'add' })}
              sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' }, flexShrink: 0 }}
            >
              {t('sizeRangesPanel.add')}
            </Button>
          ) : undefined}
        </Stack>

        {ranges.isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label={t('sizeRangesPanel.title')} />
          </Box>
        ) : ranges.isError ? (
          <Alert severity="error">{t('sizeRangesPanel.loadError')}</Alert>
        ) : ranges.data.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
            {t(canManage ? 'sizeRangesPanel.emptyCanAdd' : 'sizeRangesPanel.empty')}
          </Typography>
        ) : (
          <Box
            component="ul"
            aria-labelledby="size-ranges-title"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              '& > li + li': { borderTop: 1, borderColor: 'divider' },
            }}
          >
            {ranges.data.map((range) => (
              <SizeRangeRow
                key={range.id}
                range={range}
                canManage={canManage}
                onEdit={() => setDialog({ kind: 'edit', range })}
                onDelete={() => setDeleting(range)}
              />
            ))}
          </Box>
        )}
      </CardContent>

      {dialog ? (
        <SizeRangeDialog
          editing={dialog.kind === 'edit' ? dialog.range : undefined}
          pending={create.isPending || update.isPending}
          onSave={save}
          onClose={() => setDialog(null)}
        />
      ) : undefined}
      {deleting ? (
        <ConfirmDeleteDialog
          title={t('sizeRangesPanel.confirmDelete.title', { name: deleting.name })}
          text={t('sizeRangesPanel.confirmDelete.text')}
          deleting={remove.isPending}
          onConfirm={() => confirmDelete(deleting)}
          onClose={() => setDeleting(null)}
        />
      ) : undefined}
    </Card>
  );
}

function SizeRangeRow({
  range,
  canManage,
  onEdit,
  onDelete,
}: {
  range: SizeRangeDto;
  canManage: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const edit = t('sizeRangesPanel.edit', { name: range.name });
  const remove = t('sizeRangesPanel.delete', { name: range.name });
  return (
    <Box
      component="li"
      aria-label={range.name}
      sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 2, py: 1.5 }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="h3" sx={{ overflowWrap: 'anywhere', mb: 0.25 }}>
          {range.name}
        </Typography>
        <SizesText range={range.range} />
      </Box>
      {canManage ? (
        <Stack direction="row" spacing={0.5} sx={{ flexShrink: 0 }}>
          <Tooltip title={edit}>
            <IconButton aria-label={edit} onClick={onEdit}>
              <EditOutlinedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={remove}>
            <IconButton aria-label={remove} onClick={onDelete}>
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
      ) : undefined}
    </Box>
  );
}

/**
 * The sizes in order with their grades, the base marked: "S -4 % · M 0 % (base) · L +4 %".
 * Each size is kept whole on one line and set apart from the others, so that a right-to-left
 * language orders the sizes without mixing a name with its neighbour's grade.
 */
function SizesText({ range }: { range: SizeRange }) {
  const { t, i18n } = useTranslation();
  const grade = new Intl.NumberFormat(i18n.language, {
    signDisplay: 'exceptZero',
    maximumFractionDigits: 2,
  });
  const base = sizeKey(range.baseSize);
  return (
    <Typography variant="body2" color="text.secondary" data-testid="size-range-sizes">
      {range.sizes.map((size, index) => (
        <span key={size.name}>
          {index > 0 ? ' · ' : null}
          <Box
            component="span"
            dir="auto"
            sx={{
              display: 'inline-block',
              whiteSpace: 'nowrap',
              ...(sizeKey(size.name) === base && { color: 'text.primary', fontWeight: 600 }),
            }}
          >
            {`${size.name} ${grade.format(size.gradePercent)} %`}
            {sizeKey(size.name) === base ? ` (${t('sizeRangesPanel.base')})` : null}
          </Box>
        </span>
      ))}
    </Typography>
  );
}
