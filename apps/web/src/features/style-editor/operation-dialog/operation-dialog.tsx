import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Drawer from '@mui/material/Drawer';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLastGroupNumber } from './api/get-group-number';
import { useOperation } from './api/get-operation';
import { OperationFormPanel, type OperationTarget } from './operation-form-panel';
import { useStitchStart } from './api/get-recent-stitch-data';
import { useStitchTypes } from './api/get-stitch-types';
import {
  emptyOperationForm,
  formFromOperation,
  stitchSettingOfRow,
  withStitchStart,
  type OperationFormState,
} from './operation-form-state';
import { TitleBar } from './title-bar';

export interface OperationDialogProps extends OperationTarget {
  open: boolean;
}

type GuardClose = (guard: (() => void) | null) => void;

/**
 * The operation dialog, on the right (core-domain specification, sections 2 to 5): group,
 * team, description, stitch type, the inputs the stitch code asks, and one component line
 * per needle with its consumption per 10 cm (3.94 inch) and its thread. The consumption and
 * the thread per garment follow the typing, computed by the domain's engine with the
 * style's custom setting.
 */
export function OperationDialog(props: OperationDialogProps) {
  // Escape and the backdrop ask the form first: unsaved data needs a confirmation.
  const closeGuard = useRef<(() => void) | null>(null);
  const guardClose = useCallback<GuardClose>((guard) => {
    closeGuard.current = guard;
  }, []);
  return (
    <Drawer
      anchor="right"
      open={props.open}
      onClose={() => (closeGuard.current ?? props.onClose)()}
      // Over the full-screen style window (a modal dialog), which hosts it.
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{
        paper: {
          sx: { width: { xs: '100vw', md: 'min(1080px, 94vw)' } },
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': 'operation-dialog-title',
        },
      }}
    >
      {props.open ? <OperationDialogBody {...props} guardClose={guardClose} /> : undefined}
    </Drawer>
  );
}

/** Loads what the form starts from: the next group number, or the operation to edit. */
function OperationDialogBody({
  guardClose,
  open: _open,
  ...props
}: OperationDialogProps & { guardClose: GuardClose }) {
  const { t } = useTranslation();
  const isNew = props.operationId === null;
  const lastGroup = useLastGroupNumber(props.style.id, isNew);
  // Read in stored units: the form shows them in the style's unit and keeps them while untouched.
  const loaded = useOperation({
    styleId: props.style.id,
    operationId: props.operationId,
    seamLengthUnit: 0,
    tktTex: props.tktTex,
  });
  // A new operation's form starts again after each save, with the next group number.
  const [round, setRound] = useState(0);
  // The stitch type the next new operation starts with ("Save and add next").
  const [nextStitchCode, setNextStitchCode] = useState<string | null>(null);
  const stitchTypes = useStitchTypes(props.style.customSettingId);
  const start = useStitchStart({
    styleId: props.style.id,
    stitchCode: nextStitchCode,
    tktTex: props.tktTex,
    round,
  });
  /** The next operation's form: its stitch type with the values it was last saved with. */
  const startForm = (group: number): OperationFormState | undefined => {
    const row = stitchTypes.data?.items.find((entry) => entry.code === nextStitchCode);
    if (!row || nextStitchCode === null || start.data === undefined) return undefined;
    return withStitchStart(
      emptyOperationForm(group),
      row.code,
      start.data,
      stitchSettingOfRow(row),
      props.seamLengthUnit,
    );
  };
  const initial = isNew
    ? lastGroup.data === undefined
      ? undefined
      : nextStitchCode === null
        ? emptyOperationForm(lastGroup.data + 1)
        : startForm(lastGroup.data + 1)
    : loaded.data === undefined
      ? undefined
      : formFromOperation(loaded.data, props.seamLengthUnit);
  const title = t(isNew ? 'operationDialog.titleNew' : 'operationDialog.titleEdit');

  if (initial === undefined) {
    return (
      <Stack sx={{ height: '100%' }}>
        <TitleBar title={title} onClose={props.onClose} />
        <Box sx={{ px: 3, py: 3 }}>
          {lastGroup.isError || loaded.isError || start.isError ? (
            <Alert severity="error">{t('operationDialog.loadError')}</Alert>
          ) : (
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <CircularProgress size={20} aria-hidden />
              <Typography>{t('operationDialog.loading')}</Typography>
            </Stack>
          )}
        </Box>
      </Stack>
    );
  }
  return (
    <OperationFormPanel
      key={round}
      {...props}
      title={title}
      initial={initial}
      loaded={loaded.data}
      guardClose={guardClose}
      focus={nextStitchCode === null ? 'group' : 'description'}
      onSavedNew={async (next) => {
        await lastGroup.refetch();
        setNextStitchCode(next);
        setRound((current) => current + 1);
      }}
    />
  );
}
