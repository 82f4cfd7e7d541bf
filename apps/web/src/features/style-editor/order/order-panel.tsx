import AddIcon from '@mui/icons-material/Add';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Permissions, type StyleOrderDto } from '@spool/contracts';
import { colourwayNameMaxLength, type ThreadShadeChoice } from '@spool/domain';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/ui/toasts';
import { ApiError } from '../../../lib/api-client';
import { isGranted, useReadySession } from '../../../lib/session-context';
import { ConfirmDialog } from '../components/confirm-dialog';
import { draftOf, inputOf, isDraftChanged, type ColourwayDraft } from './colourway-drafts';
import { ColourwaysTable } from './colourways-table';
import { liveOrderFigures, threadRowsOf } from './live-order';
import {
  useChangeOrder,
  useOrderInputs,
  useSaveSizeRange,
  useSizeRanges,
  useStyleOrder,
  type OrderChange,
} from './order-api';
import { OrderFiguresTable } from './order-figures-table';
import { SizesDialog } from './sizes-dialog';
import { ThreadShadesMatrix } from './thread-shades-matrix';

const draftsOf = (order: StyleOrderDto) =>
  order.colourways.map((colourway) =>
    draftOf(
      colourway,
      order.sizeRange.sizes.map((size) => size.name),
    ),
  );

/**
 * The draft of a row after the server answered: as saved, unless the user typed into it
 * since the previous answer (then as typed, with the row's new stamp). A row whose sizes
 * changed starts again from what is saved.
 */
function keptDraft(
  fresh: ColourwayDraft,
  drafts: readonly ColourwayDraft[],
  previous: readonly ColourwayDraft[],
): ColourwayDraft {
  if (fresh.id === null) return fresh;
  const draft = drafts.find((entry) => entry.id === fresh.id);
  const before = previous.find((entry) => entry.id === fresh.id);
  const sameSizes =
    draft !== undefined &&
    Object.keys(draft.quantities).join('|') === Object.keys(fresh.quantities).join('|');
  if (!draft || !before || !sameSizes || !isDraftChanged(draft, before)) return fresh;
  return { ...draft, concurrencyStamp: fresh.concurrencyStamp };
}

/**
 * A saved style's order: its sizes and grades, its colourways with their quantities by size,
 * the shade of each thread in each colourway, and the order's thread, packages and cost as the
 * user types (the domain's engine in the browser). A style without colourways shows its
 * header's: editing it, or adding one, makes the style order in colourways.
 */
export function OrderPanel({
  styleId,
  frozen = false,
  onGarmentsChange,
}: {
  styleId: number;
  /** The style is approved: its order is shown, not changed, until it is reopened. */
  frozen?: boolean;
  /** The garments of the colourways, and whether the style has its own (the header follows). */
  onGarmentsChange: (garments: number, hasColourways: boolean) => void;
}) {
  const { t } = useTranslation();
  const toast = useToast('order');
  const { state } = useReadySession();
  const canEdit = isGranted(state.configuration, Permissions.StylesUpdate) && !frozen;
  const canSaveRange = isGranted(state.configuration, Permissions.CatalogueManage);
  const saveRange = useSaveSizeRange();
  const order = useStyleOrder(styleId);
  const inputs = useOrderInputs(styleId);
  const savedRanges = useSizeRanges();
  const change = useChangeOrder(styleId);
  const [drafts, setDrafts] = useState<ColourwayDraft[]>([]);
  const [newName, setNewName] = useState('');
  const [editingSizes, setEditingSizes] = useState(false);
  const [deleting, setDeleting] = useState<number | null>(null);

  const saved = order.data;
  const savedDrafts = useMemo(() => (saved ? draftsOf(saved) : []), [saved]);
  // Each answer of the server is the drafts' new start (the render-time reset React advises),
  // but a row typed into while a save went is kept as typed, with its new stamp. After a
  // refusal every row starts again from what is saved.
  const [draftsStart, setDraftsStart] = useState<readonly ColourwayDraft[] | null>(null);
  const [discardDrafts, setDiscardDrafts] = useState(false);
  if (draftsStart !== savedDrafts) {
    setDraftsStart(savedDrafts);
    setDiscardDrafts(false);
    setDrafts(
      discardDrafts || draftsStart === null
        ? savedDrafts
        : savedDrafts.map((fresh) => keptDraft(fresh, drafts, draftsStart)),
    );
  }
  useEffect(() => {
    if (saved)
      onGarmentsChange(
        saved.garments,
        saved.colourways.some((c) => c.id !== null),
      );
  }, [saved, onGarmentsChange]);

  const figures = useMemo(
    () => (inputs.data && saved ? liveOrderFigures(inputs.data, saved, drafts.map(inputOf)) : null),
    [inputs.data, saved, drafts],
  );
  const threadRows = useMemo(() => (inputs.data ? threadRowsOf(inputs.data) : []), [inputs.data]);
  const shades = inputs.data?.catalogue.shades ?? [];

  if (!saved) return null;
  const header = saved.colourways[0]?.id === null;

  const apply = (changes: OrderChange[]) =>
    change.mutate(changes, {
      onError: (error) =>
        toast.error(
          error instanceof ApiError && error.message ? error.message : t('styleWindow.error'),
        ),
    });
  /** The header's colourway made the style's first, when it is still only the header. */
  const materialise = (draft: ColourwayDraft | undefined): OrderChange[] =>
    header && draft ? [{ kind: 'add', colourway: inputOf(draft) }] : [];

  const commit = (index: number, draft = drafts[index]) => {
    const before = savedDrafts[index];
    if (!draft || !before || !isDraftChanged(draft, before)) return;
    if (draft.id === null || draft.concurrencyStamp === null) {
      apply(materialise(draft));
      return;
    }
    apply([
      {
        kind: 'edit',
        id: draft.id,
        colourway: inputOf(draft),
        concurrencyStamp: draft.concurrencyStamp,
      },
    ]);
  };

  /** New thread shades for some colourways, saved at once (all or nothing). */
  const setShades = (next: ColourwayDraft[]) => {
    setDrafts(next);
    if (header) {
      apply(materialise(next[0]));
      return;
    }
    const changed = next.filter(
      (draft, index) => draft.threadShades !== drafts[index]?.threadShades,
    );
    apply([
      {
        kind: 'shades',
        colourways: changed.map((draft) => ({
          id: draft.id as number,
          concurrencyStamp: draft.concurrencyStamp as string,
          threadShades: { ...draft.threadShades },
        })),
      },
    ]);
  };
  const choose = (threadKey: string, index: number, choice: ThreadShadeChoice) =>
    setShades(
      drafts.map((draft, at) =>
        at === index
          ? { ...draft, threadShades: { ...draft.threadShades, [threadKey]: choice } }
          : draft,
      ),
    );
  const fillAcross = (threadKey: string) => {
    const choice = drafts[0]?.threadShades[threadKey] ?? { kind: 'line' as const };
    setShades(
      drafts.map((draft, at) =>
        at === 0
          ? draft
          : { ...draft, threadShades: { ...draft.threadShades, [threadKey]: choice } },
      ),
    );
  };
  const copyFrom = (index: number, source: number) => {
    const from = drafts[source];
    if (!from) return;
    setShades(
      drafts.map((draft, at) =>
        at === index ? { ...draft, threadShades: { ...from.threadShades } } : draft,
      ),
    );
  };

  const add = () => {
    const name = newName.trim();
    if (name === '') return;
    apply([...materialise(drafts[0]), { kind: 'add', colourway: { name, quantities: {} } }]);
    setNewName('');
  };
  const ids = drafts.map((draft) => draft.id as number);
  const move = (index: number, by: -1 | 1) => {
    const next = [...ids];
    const [moved] = next.splice(index, 1);
    if (moved === undefined) return;
    next.splice(index + by, 0, moved);
    apply([{ kind: 'reorder', ids: next }]);
  };
  const sizesText = saved.sizeRange.sizes
    .map((size) => {
      const grade = `${size.gradePercent > 0 ? '+' : ''}${size.gradePercent.toLocaleString()} %`;
      const base = size.name === saved.sizeRange.baseSize ? ` (${t('orderPanel.base')})` : '';
      return `${size.name} ${grade}${base}`;
    })
    .join(' · ');
  const deletingDraft = deleting === null ? undefined : drafts[deleting];

  return (
    <Paper
      variant="outlined"
      sx={{ p: 2.5 }}
      aria-label={t('orderPanel.title')}
      component="section"
    >
      <Stack spacing={2}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
            {t('orderPanel.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid="order-sizes">
            {t('orderPanel.sizes')}: {sizesText} · {t(`orderPanel.runs.${saved.runMode}`)}
          </Typography>
          {canEdit ? (
            <Button
              size="small"
              startIcon={<EditOutlinedIcon />}
              onClick={() => setEditingSizes(true)}
            >
              {t('orderPanel.editSizes')}
            </Button>
          ) : null}
        </Box>
        {header ? <Alert severity="info">{t('orderPanel.header')}</Alert> : null}
        <ColourwaysTable
          drafts={drafts}
          range={saved.sizeRange}
          shades={shades.map((shade) => shade.name)}
          canEdit={canEdit}
          onChange={(index, draft) =>
            setDrafts((current) => current.map((entry, at) => (at === index ? draft : entry)))
          }
          onCommit={commit}
          onDuplicate={(index) => {
            const draft = drafts[index];
            if (draft?.id)
              apply([
                {
                  kind: 'duplicate',
                  id: draft.id,
                  name: t('orderPanel.copyName', { name: draft.name }),
                },
              ]);
          }}
          onMove={move}
          onDelete={setDeleting}
        />
        {canEdit ? (
          <Box
            component="form"
            onSubmit={(event) => {
              event.preventDefault();
              add();
            }}
            sx={{ display: 'flex', gap: 1, alignItems: 'center' }}
          >
            <TextField
              size="small"
              label={t('orderPanel.newColourway')}
              value={newName}
              onChange={(event) => setNewName(event.target.value)}
              slotProps={{ htmlInput: { maxLength: colourwayNameMaxLength } }}
            />
            <Button
              type="submit"
              startIcon={<AddIcon />}
              disabled={newName.trim() === '' || change.isPending}
            >
              {t('orderPanel.add')}
            </Button>
          </Box>
        ) : null}
        {inputs.data ? (
          <>
            <Divider />
            <Typography variant="subtitle1" component="h3">
              {t('orderPanel.matrix.title')}
            </Typography>
            <ThreadShadesMatrix
              rows={threadRows}
              drafts={drafts}
              shades={shades}
              canEdit={canEdit}
              onChoose={choose}
              onFillAcross={fillAcross}
              onCopyFrom={copyFrom}
            />
            <Divider />
            <Typography variant="subtitle1" component="h3">
              {t('orderPanel.figures.title')}
            </Typography>
            <OrderFiguresTable figures={figures} />
          </>
        ) : null}
      </Stack>
      {editingSizes ? (
        <SizesDialog
          range={saved.sizeRange}
          runMode={saved.runMode}
          savedRanges={savedRanges.data ?? []}
          pending={change.isPending || saveRange.isPending}
          canSaveRange={canSaveRange}
          onSaveRange={(name, range) =>
            saveRange.mutateAsync({ name, range }).then(
              () => {
                toast.success(t('orderPanel.sizesDialog.savedAsRange', { name }));
                return true;
              },
              (error: Error) => {
                toast.error(
                  error instanceof ApiError && error.message
                    ? error.message
                    : t('styleWindow.error'),
                );
                return false;
              },
            )
          }
          onClose={() => setEditingSizes(false)}
          onSave={(sizeRange, runMode) =>
            change.mutate(
              [{ kind: 'sizes', sizeRange, runMode, concurrencyStamp: saved.concurrencyStamp }],
              {
                onSuccess: () => setEditingSizes(false),
                onError: (error) =>
                  toast.error(
                    error instanceof ApiError && error.message
                      ? error.message
                      : t('styleWindow.error'),
                  ),
              },
            )
          }
        />
      ) : null}
      <ConfirmDialog
        open={deletingDraft !== undefined}
        title={t('orderPanel.confirmDelete.title', { name: deletingDraft?.name ?? '' })}
        text={t('orderPanel.confirmDelete.text')}
        confirmLabel={t('orderPanel.confirmDelete.confirm')}
        cancelLabel={t('orderPanel.confirmDelete.cancel')}
        destructive
        pending={change.isPending}
        onConfirm={() => {
          if (deletingDraft?.id) apply([{ kind: 'delete', id: deletingDraft.id }]);
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      />
    </Paper>
  );
}
