import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { CustomSettingDto } from '@spool/contracts';
import {
  cloneSettingName,
  customSettingNameMaxLength,
  customSettingNameProblem,
  newCustomSettingAllowancePercent,
} from '@spool/domain';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/ui/toasts';
import { useCreateCustomSetting } from '../api/create-custom-setting';
import { useCustomSettingNameTaken } from '../api/is-custom-setting-name-taken';
import {
  AllowanceBandsEditor,
  firstBandProblem,
  bandRowsOf,
  bandsOfRows,
  type BandRows,
} from './allowance-bands-editor';
import { AllowanceField, TktTexField } from './setting-fields';

export type SettingDialogMode = { kind: 'add' } | { kind: 'clone'; source: CustomSettingDto };

/**
 * The add and clone dialog (platform-admin spec, sections 2 and 5): name (up to 20
 * characters, unique, fixed once saved), Tkt/Tex, allowance 0 to 50 % and "set as my
 * default". A clone starts with the source's name + " - Copy" and its values, and copies
 * its stitch data.
 */
export function CustomSettingDialog({
  mode,
  onClose,
}: {
  mode: SettingDialogMode;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const source = mode.kind === 'clone' ? mode.source : undefined;
  const [name, setName] = useState(source ? cloneSettingName(source.name) : '');
  const [tktTex, setTktTex] = useState(source?.tktTex ?? 'Tkt');
  const [allowance, setAllowance] = useState(
    source?.defaultAllowance ?? newCustomSettingAllowancePercent,
  );
  const [bandRows, setBandRows] = useState<BandRows | null>(
    source?.allowanceBands ? bandRowsOf(source.allowanceBands) : null,
  );
  const [isDefault, setIsDefault] = useState(false);
  // A clone's suggested name may already be too long: say so at once.
  const [touched, setTouched] = useState(source !== undefined);
  const create = useCreateCustomSetting();
  const deferredName = useDeferredValue(name);
  const taken = useCustomSettingNameTaken(deferredName).data === true;

  const problem = customSettingNameProblem(name);
  const nameError =
    problem === 'required'
      ? t('customSettings.form.enterName')
      : problem === 'tooLong' || (taken && deferredName === name)
        ? t('customSettings.form.duplicateName')
        : null;

  const save = async () => {
    setTouched(true);
    if (problem !== null) {
      toast.error(nameError ?? t('customSettings.form.enterName'));
      return;
    }
    const bandsProblem = firstBandProblem(bandRows);
    if (bandsProblem) {
      toast.error(t(bandsProblem.key as 'validation.invalid', bandsProblem.params));
      return;
    }
    try {
      await create.mutateAsync({
        body: {
          name: name.trim(),
          tktTex,
          defaultAllowance: allowance,
          allowanceBands: bandRows && bandsOfRows(bandRows),
          ...(source && { sourceCustomSettingId: source.id }),
        },
        isDefault,
      });
      toast.success(t('customSettings.created'));
      onClose();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t('customSettings.updateError'));
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth={bandRows ? 'sm' : 'xs'}
      aria-labelledby="custom-setting-dialog"
    >
      <DialogTitle id="custom-setting-dialog">
        {t(source ? 'customSettings.form.cloneTitle' : 'customSettings.form.addTitle')}
      </DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id="custom-setting-form"
          spacing={3}
          sx={{ pt: 1 }}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <TextField
            label={t('customSettings.form.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            onBlur={() => setTouched(true)}
            required
            autoFocus
            error={(touched || taken) && nameError !== null}
            helperText={
              (touched || taken) && nameError !== null
                ? nameError
                : t('customSettings.form.nameHelp', { max: customSettingNameMaxLength })
            }
          />
          <TktTexField value={tktTex} onChange={setTktTex} />
          <AllowanceBandsEditor rows={bandRows} onChange={setBandRows} flatPercent={allowance} />
          {bandRows ? undefined : <AllowanceField value={allowance} onChange={setAllowance} />}
          <FormControlLabel
            control={
              <Checkbox
                checked={isDefault}
                onChange={(event) => setIsDefault(event.target.checked)}
              />
            }
            label={t('customSettings.form.setAsDefault')}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('customSettings.form.cancel')}</Button>
        <Button
          type="submit"
          form="custom-setting-form"
          variant="contained"
          loading={create.isPending}
        >
          {t('customSettings.form.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
