import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Permissions, type PurchasePlanDto } from '@spool/contracts';
import { garmentsTaken, unapprovedStylesOf } from '@spool/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useToast } from '../../../components/ui/toasts';
import { ApiError, isStaleStamp } from '../../../lib/api-client';
import { isGranted, useReadySession } from '../../../lib/session-context';
import { usePageTitle } from '../../../lib/use-page-title';
import { purchasePlanQueryOptions, usePurchasePlan } from '../api/get-purchase-plan';
import { usePurchasePlanInputs } from '../api/get-purchase-plan-inputs';
import { useUpdatePurchasePlan } from '../api/save-purchase-plan';
import {
  isPlanChanged,
  ordersAreValid,
  planBodyOf,
  planEditsOf,
  planFormOf,
  type PlanForm,
} from '../utils/plan-form';
import { usePlanFormat } from '../utils/plan-format';
import { useLiveFigures } from '../utils/use-live-figures';
import { DeletePlanDialog } from './delete-plan-dialog';
import { PlanDownloads } from './plan-downloads';
import { PlanFields } from './plan-fields';
import { PlanFiguresSection } from './plan-figures-section';
import { PlanStageNotice } from './plan-stage-notice';
import { PlanStyles } from './plan-styles';

/** The plan page: loads the plan, then its editor. */
export function PlanPage({ id, onLeave }: { id: number; onLeave: () => void }) {
  const { t } = useTranslation();
  const plan = usePurchasePlan(id);
  usePageTitle(plan.data?.name ?? t('purchasePlanScreens.planTitle'));
  if (plan.isError) {
    return (
      <Stack spacing={2}>
        <BackLink />
        <Alert severity="error">{plan.error.message}</Alert>
      </Stack>
    );
  }
  if (!plan.data) return <CircularProgress aria-label={t('purchasePlanScreens.loading')} />;
  return <PlanEditor key={plan.data.id} plan={plan.data} onLeave={onLeave} />;
}

function BackLink() {
  const { t } = useTranslation();
  return (
    <Link
      component={RouterLink}
      to="/purchasePlans"
      underline="hover"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, typography: 'body2' }}
    >
      <ArrowBackIcon fontSize="small" />
      {t('purchasePlanScreens.backToPlans')}
    </Link>
  );
}

/**
 * A plan: its header fields and styles, saved with the concurrency stamp (a stale one
 * shows the usual conflict message and the plan as it now is); its figures, computed live in
 * the browser as the user types by the domain's own function; and the brand comparison. The
 * styles not approved yet are named above the figures; a plan of approved styles only shows
 * them in place of the figures until they are approved.
 */
function PlanEditor({ plan, onLeave }: { plan: PurchasePlanDto; onLeave: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { state } = useReadySession();
  const granted = (policy: string) => isGranted(state.configuration, policy);
  const canEdit = granted(Permissions.PurchasePlansUpdate);
  const canDelete =
    granted(Permissions.PurchasePlansCreate) || granted(Permissions.PurchasePlansDeleteAny);
  const save = useUpdatePurchasePlan();
  const [loaded, setLoaded] = useState(plan);
  const [form, setForm] = useState<PlanForm>(() => planFormOf(plan));
  const [triedToSave, setTriedToSave] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const dirty = isPlanChanged(form, loaded);
  // A newer plan (a brand swap, another tab's save) replaces an unchanged form.
  if (plan !== loaded && plan.concurrencyStamp !== loaded.concurrencyStamp && !dirty) {
    setLoaded(plan);
    setForm(planFormOf(plan));
  }

  const styleIds = form.styles.map((style) => style.styleId);
  const inputs = usePurchasePlanInputs(plan.id, styleIds);
  const valid = ordersAreValid(form);
  const edits = useMemo(
    () => (valid ? planEditsOf({ runMode: form.runMode, styles: form.styles }) : null),
    [valid, form.runMode, form.styles],
  );
  const live = useLiveFigures(inputs.data, edits);
  const format = usePlanFormat({
    currencyUnit: live.figures?.currencyUnit ?? '',
    threadLengthUnit: live.figures?.threadLengthUnit ?? 'm',
  });
  const styleFigures = useMemo(
    () => new Map((live.figures?.styles ?? []).map((style) => [style.styleId, style])),
    [live.figures],
  );
  // A style shows its own order (the fields' placeholders) once its inputs are read: the
  // garments of the colourways it takes.
  const inputsOf = useMemo(
    () => new Map((inputs.data?.styles ?? []).map((item) => [item.order.styleId, item])),
    [inputs.data],
  );
  const shownStyles = form.styles.map((style) => {
    const input = inputsOf.get(style.styleId);
    if (!input) return style;
    return {
      ...style,
      garments: garmentsTaken({ ...input, colourwayIds: style.colourwayIds }),
      numberOfProductionLines: input.details.productionLines,
    };
  });
  const colourwaysOf = useMemo(
    () =>
      new Map(
        [...inputsOf].map(([styleId, input]) => [
          styleId,
          (input.sizes?.colourways ?? []).map(({ id, name }) => ({ id, name })),
        ]),
      ),
    [inputsOf],
  );
  const stagesOf = useMemo(
    () =>
      new Map(
        [...inputsOf].map(([styleId, input]) => [
          styleId,
          { stage: input.stage, version: input.version ?? null },
        ]),
      ),
    [inputsOf],
  );
  const unapproved = useMemo(
    () =>
      unapprovedStylesOf({
        styles: form.styles.flatMap((style) => inputsOf.get(style.styleId) ?? []),
      }),
    [form.styles, inputsOf],
  );
  // The server refuses the figures and files of such a plan: the screen says why instead.
  const blocked = form.approvedOnly && unapproved.length > 0;
  const nameMissing = triedToSave && form.name.trim() === '';

  const submit = async () => {
    setTriedToSave(true);
    if (form.name.trim() === '' || !valid) {
      toast.error(t('purchasePlanScreens.fixFields'));
      return;
    }
    try {
      const saved = await save.mutateAsync({
        id: loaded.id,
        concurrencyStamp: loaded.concurrencyStamp,
        body: planBodyOf(form),
      });
      queryClient.setQueryData(purchasePlanQueryOptions(saved.id).queryKey, saved);
      setLoaded(saved);
      setForm(planFormOf(saved));
      setTriedToSave(false);
      toast.success(t('purchasePlanScreens.saved'));
    } catch (error) {
      if (isStaleStamp(error)) {
        // Someone else changed the plan: say so, and show their version.
        toast.error(error.message);
        const fresh = await queryClient
          .fetchQuery({ ...purchasePlanQueryOptions(loaded.id), staleTime: 0 })
          .catch(() => null);
        if (fresh) {
          setLoaded(fresh);
          setForm(planFormOf(fresh));
        }
        return;
      }
      toast.error(
        error instanceof ApiError && error.message !== ''
          ? error.message
          : t('purchasePlanScreens.saveFailed'),
      );
    }
  };

  const change = (next: Partial<PlanForm>) => setForm((current) => ({ ...current, ...next }));
  const brandsInPlan = useMemo(() => {
    const brands = new Map<number, string>();
    for (const thread of live.figures?.threads ?? []) brands.set(thread.brandId, thread.brand);
    return [...brands].map(([id, name]) => ({ id, name }));
  }, [live.figures]);

  return (
    <Stack spacing={2.5} sx={{ maxWidth: 1600 }}>
      <BackLink />
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <div>
          <Typography variant="h1">{loaded.name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('purchasePlanScreens.createdBy', { name: loaded.createdBy ?? '—' })}
          </Typography>
        </div>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {canDelete ? (
            <Button
              color="error"
              startIcon={<DeleteOutlineIcon />}
              onClick={() => setDeleting(true)}
            >
              {t('purchasePlanScreens.delete.action')}
            </Button>
          ) : undefined}
          <PlanDownloads planId={loaded.id} brands={brandsInPlan} unsaved={dirty} />
          {canEdit ? (
            <Button
              variant="contained"
              startIcon={<SaveOutlinedIcon />}
              disabled={!dirty}
              loading={save.isPending}
              onClick={() => void submit()}
            >
              {t('purchasePlanScreens.save')}
            </Button>
          ) : undefined}
        </Stack>
      </Stack>
      <PlanFields form={form} readOnly={!canEdit} nameMissing={nameMissing} onChange={change} />
      <PlanStyles
        styles={shownStyles}
        figures={styleFigures}
        format={live.figures ? format : null}
        readOnly={!canEdit}
        pending={new Set(live.missingStyleIds)}
        onChange={(styleId, field, value) =>
          change({
            styles: form.styles.map((style) =>
              style.styleId === styleId ? { ...style, [field]: value } : style,
            ),
          })
        }
        colourwaysOf={colourwaysOf}
        stagesOf={stagesOf}
        onColourways={(styleId, colourwayIds) =>
          change({
            styles: form.styles.map((style) =>
              style.styleId === styleId ? { ...style, colourwayIds } : style,
            ),
          })
        }
        onRemove={(styleId) =>
          change({ styles: form.styles.filter((style) => style.styleId !== styleId) })
        }
        onAdd={(style) =>
          change({
            styles: [
              ...form.styles,
              {
                styleId: style.id,
                name: style.name,
                // The style's own order comes with its inputs; empty fields follow it.
                garments: 0,
                numberOfProductionLines: 0,
                orderQuantity: '',
                productionLines: '',
                colourwayIds: null,
              },
            ],
          })
        }
      />
      {inputs.isError ? <Alert severity="error">{inputs.error.message}</Alert> : undefined}
      <PlanStageNotice unapproved={unapproved} blocked={blocked} />
      {blocked ? undefined : live.figures ? (
        <PlanFiguresSection
          planId={loaded.id}
          concurrencyStamp={loaded.concurrencyStamp}
          figures={live.figures}
          stale={live.stale || inputs.isFetching}
          format={format}
          styleNames={new Map(form.styles.map((style) => [style.styleId, style.name]))}
          brandsInPlan={brandsInPlan}
          catalogue={inputs.data?.catalogue}
          canSwap={canEdit && granted(Permissions.StylesUpdate)}
          dirty={dirty}
        />
      ) : inputs.isPending ? (
        <CircularProgress aria-label={t('purchasePlanScreens.loading')} />
      ) : undefined}
      {deleting ? (
        <DeletePlanDialog plan={loaded} onClose={() => setDeleting(false)} onDeleted={onLeave} />
      ) : undefined}
    </Stack>
  );
}
