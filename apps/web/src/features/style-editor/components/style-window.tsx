import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import type { StyleDto } from '@spool/contracts';
import { allowanceOfOrder } from '@spool/domain';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DuplicateStyleDialog } from '../../../components/styles/duplicate-style-dialog';
import { useStyleNameTaken } from '../../../components/styles/styles-api';
import { useToast } from '../../../components/ui/toasts';
import { ApiError, isStaleStamp } from '../../../lib/api-client';
import { rememberStyle } from '../../../lib/recent-styles';
import { useReadySession } from '../../../lib/session-context';
import { useOperationUnits } from '../api/get-operation-units';
import { useOperations } from '../api/get-operations';
import { useReferenceList } from '../api/get-reference-lists';
import { styleQueryOptions, useStyle } from '../api/get-style';
import { useCustomSettingsList, useDefaultCustomSetting } from '../api/get-style-settings';
import { useSaveStyle } from '../api/save-style';
import {
  customersSettingId,
  emptyStyleForm,
  isStyleFormDirty,
  styleDraftOf,
  styleFieldOrder,
  styleFormMessages,
  styleFieldLabels,
  styleFormOf,
  styleProblemList,
  type FieldMessage,
  type ReferenceLists,
  type StyleField,
  type StyleForm,
} from '../utils/style-form';
import { useOrderInputs } from '../order/order-api';
import { OrderPanel } from '../order/order-panel';
import { ConfirmDialog } from './confirm-dialog';
import { OperationList } from './operation-list';
import { StyleFields } from './style-fields';
import { StylePicture } from './style-picture';
import { StyleStageBar } from './style-stage-bar';
import { StyleWindowHeader, type Completeness } from './style-window-header';

const borderColour: Record<Completeness, string> = {
  complete: 'success.main',
  incomplete: 'error.main',
  none: 'transparent',
};

/**
 * The full-screen style window (core-domain spec, sections 2, 4 and 5) for a new style
 * (`styleId` null) or a saved one: the fields, Save and Duplicate, the operation list below.
 * The border tells whether all operations are complete. Closing with unsaved changes asks
 * first.
 */
export function StyleWindow({
  styleId,
  onCreated,
  onOpenStyle,
  onClose,
}: {
  styleId: number | null;
  onCreated: (id: number) => void;
  onOpenStyle: (id: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const { state } = useReadySession();
  const tenantId = state.configuration.currentTenant.id;
  const style = useStyle(styleId);
  const defaultSetting = useDefaultCustomSetting();
  const [dirty, setDirty] = useState(false);
  const [confirmingClose, setConfirmingClose] = useState(false);
  const [completeness, setCompleteness] = useState<Completeness>('none');
  // The style this window opened (not one it created), remembered once for the header search.
  const remembered = useRef<number | null>(null);

  const failed = styleId !== null && style.isError;
  useEffect(() => {
    if (!failed) return;
    toast.error(
      style.error instanceof ApiError && style.error.status !== 404
        ? style.error.message
        : t('styleWindow.notFound'),
    );
    onClose();
  }, [failed, style.error, onClose, t, toast]);

  const loaded = styleId === null ? null : (style.data ?? undefined);
  useEffect(() => {
    if (!loaded || remembered.current !== null) return;
    remembered.current = loaded.id;
    rememberStyle(tenantId, 'opened', { id: loaded.id, name: loaded.name });
  }, [loaded, tenantId]);

  const ready = styleId === null ? !defaultSetting.isPending : loaded !== undefined;
  const requestClose = () => (dirty ? setConfirmingClose(true) : onClose());

  return (
    <Dialog
      fullScreen
      open
      onClose={requestClose}
      aria-labelledby="style-window-title"
      slotProps={{
        paper: {
          'data-completeness': completeness,
          sx: {
            border: 4,
            borderColor: borderColour[completeness],
            bgcolor: 'background.default',
            transition: 'border-color 200ms',
          },
        } as object,
      }}
    >
      {ready && loaded !== undefined ? (
        <StyleEditor
          initialStyle={loaded}
          defaultCustomSettingId={defaultSetting.data ?? null}
          onDirtyChange={setDirty}
          onCompletenessChange={setCompleteness}
          onRequestClose={requestClose}
          onCreated={(created) => {
            remembered.current = created.id;
            rememberStyle(tenantId, 'created', { id: created.id, name: created.name });
            onCreated(created.id);
          }}
          onCloned={(copy) => onOpenStyle(copy.id)}
        />
      ) : (
        <Stack
          role="status"
          spacing={2}
          sx={{ flex: 1, alignItems: 'center', justifyContent: 'center' }}
        >
          <CircularProgress aria-hidden />
          <Typography color="text.secondary">{t('styleWindow.loading')}</Typography>
        </Stack>
      )}
      <ConfirmDialog
        open={confirmingClose}
        title={t('styleWindow.confirmClose.title')}
        text={t('styleWindow.confirmClose.text')}
        confirmLabel={t('styleWindow.confirmClose.discard')}
        cancelLabel={t('styleWindow.confirmClose.keep')}
        destructive
        onConfirm={() => {
          setConfirmingClose(false);
          onClose();
        }}
        onCancel={() => setConfirmingClose(false)}
      />
    </Dialog>
  );
}

function StyleEditor({
  initialStyle,
  defaultCustomSettingId,
  onDirtyChange,
  onCompletenessChange,
  onRequestClose,
  onCreated,
  onCloned,
}: {
  initialStyle: StyleDto | null;
  defaultCustomSettingId: number | null;
  onDirtyChange: (dirty: boolean) => void;
  onCompletenessChange: (completeness: Completeness) => void;
  onRequestClose: () => void;
  onCreated: (style: StyleDto) => void;
  onCloned: (copy: StyleDto) => void;
}) {
  const { t } = useTranslation();
  const toast = useToast('style');
  const queryClient = useQueryClient();
  const [loaded, setLoaded] = useState<StyleDto | null>(initialStyle);
  const loadedForm = useMemo(
    () => (loaded ? styleFormOf(loaded) : emptyStyleForm(defaultCustomSettingId)),
    [loaded, defaultCustomSettingId],
  );
  const [form, setForm] = useState<StyleForm>(loadedForm);
  const [left, setLeft] = useState<ReadonlySet<StyleField>>(new Set());
  const [triedToSave, setTriedToSave] = useState(false);
  const [duplicating, setDuplicating] = useState(false);
  const [garmentsFollowColourways, setGarmentsFollowColourways] = useState(false);
  const save = useSaveStyle();

  // While colourways order the garments, the header shows their sum and cannot set another.
  const followColourways = useCallback((garments: number, hasColourways: boolean) => {
    setGarmentsFollowColourways(hasColourways);
    if (!hasColourways) return;
    setLoaded((current) =>
      current && current.quantity !== garments ? { ...current, quantity: garments } : current,
    );
    setForm((current) =>
      current.quantity === String(garments) ? current : { ...current, quantity: String(garments) },
    );
  }, []);

  const customers = useReferenceList('customer');
  const categories = useReferenceList('productCategory');
  const types = useReferenceList('productType');
  const lists: ReferenceLists = {
    customer: customers.data ?? [],
    productCategory: categories.data ?? [],
    productType: types.data ?? [],
  };
  const listsLoading = customers.isPending || categories.isPending || types.isPending;
  const settings = useCustomSettingsList().data?.items ?? [];

  const deferredName = useDeferredValue(form.name);
  const nameCheck = useStyleNameTaken(deferredName, loaded === null);
  // While the check of a new name runs, the previous name's answer is no answer for it.
  const nameTaken =
    nameCheck.data === true && !nameCheck.isPlaceholderData && deferredName === form.name;
  const messages: Partial<Record<StyleField, FieldMessage>> = styleFormMessages(form, lists);
  if (!messages.name && loaded === null && nameTaken) {
    messages.name = { key: 'styleWindow.nameExists', values: {} };
  }
  const translate = (message: FieldMessage) =>
    t(message.key as 'validation.invalid', message.values);
  const shown: Partial<Record<StyleField, string>> = {};
  for (const field of styleFieldOrder) {
    const message = messages[field];
    // A message shows once the field was left or saving was tried; "already exists" at once.
    const visible = triedToSave || left.has(field) || (field === 'name' && nameTaken);
    if (message && visible) shown[field] = translate(message);
  }

  const valid = Object.keys(messages).length === 0;
  const dirty = isStyleFormDirty(form, loadedForm);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const units = useOperationUnits(loaded?.customSettingId ?? null);
  const operations = useOperations(
    loaded?.id ?? null,
    units?.seamLengthUnit ?? 0,
    units?.tktTex ?? 'Tkt',
    units !== null,
  );
  const operationList = operations.data ?? [];
  const completeness: Completeness =
    loaded === null || operationList.length === 0
      ? 'none'
      : operationList.every((operation) => operation.isCompleteOperation)
        ? 'complete'
        : 'incomplete';
  useEffect(() => onCompletenessChange(completeness), [completeness, onCompletenessChange]);

  // A new style takes its customer's default setting until the user chooses one.
  const [settingChosen, setSettingChosen] = useState(false);
  const change = <F extends StyleField>(field: F, value: StyleForm[F]) => {
    if (field === 'customSettingId') setSettingChosen(true);
    const followsCustomer = field === 'customer' && loaded === null && !settingChosen;
    setForm((current) => ({
      ...current,
      [field]: value,
      ...(followsCustomer && {
        customSettingId: customersSettingId(
          String(value),
          lists.customer,
          settings.map((item) => item.id),
          loadedForm.customSettingId,
        ),
      }),
    }));
  };

  const leave = (field: StyleField) => {
    setLeft((current) => new Set(current).add(field));
    // Every message of the style form is also a toast (core-domain spec, section 5), once
    // the field was changed: passing through an empty form raises none.
    const message = messages[field];
    if (message && (form[field] !== loadedForm[field] || triedToSave)) {
      toast.error(translate(message));
    }
  };

  const reload = async (id: number) => {
    const fresh = await queryClient.fetchQuery({ ...styleQueryOptions(id), staleTime: 0 });
    setLoaded(fresh);
    setForm(styleFormOf(fresh));
  };

  const submit = async () => {
    setTriedToSave(true);
    const problems = styleProblemList(messages, translate, (field) => t(styleFieldLabels[field]));
    if (problems.length > 0) {
      toast.error({ title: t('styles.validation.fillRequiredData'), items: problems });
      return;
    }
    const body = styleDraftOf(form, lists);
    try {
      const saved = await save.mutateAsync(
        loaded
          ? { kind: 'update', id: loaded.id, concurrencyStamp: loaded.concurrencyStamp, body }
          : { kind: 'create', body },
      );
      toast.success(t('styleWindow.saved'));
      setLoaded(saved);
      setForm(styleFormOf(saved));
      setLeft(new Set());
      setTriedToSave(false);
      if (!loaded) onCreated(saved);
    } catch (error) {
      if (loaded && isStaleStamp(error)) {
        // Someone else changed the style: say so, and show their version.
        toast.error(error.message);
        await reload(loaded.id).catch(() => undefined);
        return;
      }
      toast.error(
        error instanceof ApiError && error.code === 'Spool.Styles:DuplicateStyleName'
          ? t('styleWindow.nameExists')
          : error instanceof ApiError && error.message !== ''
            ? error.message
            : t('styleWindow.error'),
      );
    }
  };

  const setting = settings.find((item) => item.id === loaded?.customSettingId);
  // An approved style is frozen: its fields and operations are read-only until reopened.
  const approved = loaded?.stage === 'approved';
  // Its allowance is its version's (the order's inputs are the frozen ones), not the setting's now.
  const frozen = useOrderInputs(approved && loaded ? loaded.id : null).data?.setting;
  const allowanceSetting = approved
    ? frozen
    : setting && {
        allowancePercent: setting.defaultAllowance,
        allowanceBands: setting.allowanceBands,
      };

  return (
    <>
      <StyleWindowHeader
        style={loaded}
        completeness={completeness}
        allowance={
          allowanceSetting && loaded
            ? allowanceOfOrder(allowanceSetting, loaded.quantity)
            : undefined
        }
        dirty={dirty}
        saving={save.isPending}
        onClose={onRequestClose}
        onDuplicate={() => setDuplicating(true)}
        onSave={() => void submit()}
        picture={loaded ? <StylePicture styleId={loaded.id} styleName={loaded.name} /> : undefined}
      />
      <Box sx={{ flex: 1, overflowY: 'auto', px: { xs: 2, md: 3 }, py: 2.5 }}>
        <Stack spacing={2.5} sx={{ maxWidth: 1600, mx: 'auto' }}>
          {loaded ? (
            <StyleStageBar
              style={loaded}
              dirty={dirty}
              onChanged={(stage) =>
                setLoaded((current) =>
                  current
                    ? {
                        ...current,
                        stage: stage.stage,
                        version: stage.version,
                        concurrencyStamp: stage.concurrencyStamp,
                      }
                    : current,
                )
              }
            />
          ) : null}
          <Paper
            component="form"
            variant="outlined"
            noValidate
            aria-label={t('styleWindow.fields.name')}
            onSubmit={(event) => {
              event.preventDefault();
              if (dirty) void submit();
            }}
            sx={{ p: 2.5, pb: 1 }}
          >
            <StyleFields
              form={form}
              frozen={approved}
              nameLocked={loaded !== null}
              quantityLocked={garmentsFollowColourways}
              messages={shown}
              lists={lists}
              listsLoading={listsLoading}
              customSettings={settings}
              onChange={change}
              onLeave={leave}
            />
          </Paper>
          <OperationList
            style={loaded ? { id: loaded.id, customSettingId: loaded.customSettingId } : null}
            canAdd={loaded !== null && valid && !approved}
            frozen={approved}
            units={units}
            operations={operationList}
            isLoading={operations.isPending}
            isError={operations.isError}
          />
          {loaded ? (
            <OrderPanel styleId={loaded.id} frozen={approved} onGarmentsChange={followColourways} />
          ) : null}
        </Stack>
      </Box>
      {duplicating && loaded ? (
        <DuplicateStyleDialog
          style={loaded}
          onClose={() => setDuplicating(false)}
          onCloned={(copy, open) => {
            setDuplicating(false);
            if (open) onCloned(copy);
          }}
        />
      ) : undefined}
    </>
  );
}
