import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PurchasePlanDto } from '@spool/contracts';
import {
  purchasePlanMaxStyles,
  purchasePlanNameMaxLength,
  purchasePlanNoteMaxLength,
  type PlanRunMode,
} from '@spool/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/ui/toasts';
import { useCreatePurchasePlan } from '../api/save-purchase-plan';
import { RunModeField } from './run-mode-field';

/** Names listed before "and N more". */
const listedNames = 6;

/**
 * "Plan thread purchase": name, need-by date, note and run mode of a new plan of the
 * chosen styles (none from the plans page: they are added on the plan). Created, it is opened.
 */
export function PlanPurchaseDialog({
  styles,
  onClose,
  onCreated,
}: {
  styles: readonly { id: number; name: string }[];
  onClose: () => void;
  onCreated: (plan: PurchasePlanDto) => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const create = useCreatePurchasePlan();
  const [name, setName] = useState('');
  const [needBy, setNeedBy] = useState('');
  const [note, setNote] = useState('');
  const [runMode, setRunMode] = useState<PlanRunMode>('concurrent');
  const [tried, setTried] = useState(false);
  const tooMany = styles.length > purchasePlanMaxStyles;
  const nameMissing = name.trim() === '';

  const submit = async () => {
    setTried(true);
    if (nameMissing || tooMany) return;
    try {
      const plan = await create.mutateAsync({
        name: name.trim(),
        note,
        needBy: needBy === '' ? null : needBy,
        runMode,
        styles: styles.map((style) => ({ styleId: style.id })),
      });
      toast.success(t('purchasePlanScreens.created', { name: plan.name }));
      onCreated(plan);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t('purchasePlanScreens.saveFailed'));
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="plan-purchase-title" maxWidth="sm" fullWidth>
      <DialogTitle id="plan-purchase-title">{t('purchasePlanScreens.create.title')}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          spacing={2}
          sx={{ pt: 1 }}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          {styles.length > 0 ? (
            <div>
              <Typography variant="body2" color="text.secondary">
                {t('purchasePlanScreens.create.styles', { count: styles.length })}
              </Typography>
              <Typography variant="body2" aria-label={t('purchasePlanScreens.create.stylesLabel')}>
                {styles
                  .slice(0, listedNames)
                  .map((style) => style.name)
                  .join(', ')}
                {styles.length > listedNames
                  ? ` ${t('purchasePlanScreens.create.more', { count: styles.length - listedNames })}`
                  : ''}
              </Typography>
            </div>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('purchasePlanScreens.create.noStyles')}
            </Typography>
          )}
          {tooMany ? (
            <Alert severity="error">
              {t('purchasePlans.validation.tooManyStyles', { max: purchasePlanMaxStyles })}
            </Alert>
          ) : undefined}
          <TextField
            label={t('purchasePlanScreens.fields.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            required
            autoFocus
            error={tried && nameMissing}
            helperText={tried && nameMissing ? t('purchasePlans.validation.nameRequired') : ' '}
            slotProps={{ htmlInput: { maxLength: purchasePlanNameMaxLength } }}
          />
          <TextField
            label={t('purchasePlanScreens.fields.needBy')}
            type="date"
            value={needBy}
            onChange={(event) => setNeedBy(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ maxWidth: 240 }}
          />
          <TextField
            label={t('purchasePlanScreens.fields.note')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: purchasePlanNoteMaxLength } }}
          />
          <RunModeField value={runMode} onChange={setRunMode} />
          <button type="submit" hidden />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('purchasePlanScreens.cancel')}</Button>
        <Button variant="contained" loading={create.isPending} onClick={() => void submit()}>
          {t('purchasePlanScreens.create.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
