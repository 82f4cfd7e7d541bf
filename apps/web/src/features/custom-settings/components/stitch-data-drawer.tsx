import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CustomSettingDto } from '@spool/contracts';
import { builtInDefaultSettingId, customSettingNameMaxLength } from '@spool/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HistoryButton } from '../../../components/history/history-button';
import { useToast } from '../../../components/ui/toasts';
import { ApiError } from '../../../lib/api-client';
import { useCustomers } from '../api/get-customers';
import { useSetCustomerDefaults } from '../api/set-customer-defaults';
import { useUpdateCustomSetting } from '../api/update-custom-setting';
import {
  AllowanceBandsEditor,
  firstBandProblem,
  bandRowsOf,
  bandsOfRows,
  type BandRows,
} from './allowance-bands-editor';
import { AllowanceField, TktTexField } from './setting-fields';
import { StitchTable } from './stitch-table';

/**
 * The edit panel of a custom setting, on the right (platform-admin spec, section 2): the
 * setting's Tkt/Tex, allowance and "set as my default", then every stitch type with needle,
 * under, top, bight, waste, consumption per 10 cm (or 3.94 inch), who changed it last and
 * when; each row editable. The Default, and every setting while custom settings are turned
 * off, is shown read-only. A tenant administrator also chooses the customers whose new
 * styles start with the setting.
 */
export function StitchDataDrawer({
  setting,
  enabled,
  canUpdate,
  canChooseCustomers,
  onClose,
}: {
  setting: CustomSettingDto;
  enabled: boolean;
  canUpdate: boolean;
  canChooseCustomers: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const isDefault = setting.id === builtInDefaultSettingId;
  const editable = enabled && canUpdate && !isDefault;
  return (
    <Drawer
      anchor="right"
      open
      onClose={onClose}
      slotProps={{
        paper: {
          sx: { width: { xs: '100vw', md: 'min(1280px, 96vw)' } },
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': 'stitch-data-title',
        },
      }}
    >
      <Stack sx={{ height: '100%' }}>
        <Stack
          direction="row"
          spacing={2}
          sx={{ alignItems: 'center', px: 3, py: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          <Typography id="stitch-data-title" variant="h2" component="h2" sx={{ flexGrow: 1 }}>
            {t('customSettings.stitches.title', { name: setting.name })}
          </Typography>
          {isDefault ? undefined : (
            <HistoryButton
              subject={{ kind: 'customSetting', id: setting.id }}
              name={setting.name}
            />
          )}
          <IconButton onClick={onClose} aria-label={t('customSettings.stitches.close')}>
            <CloseIcon />
          </IconButton>
        </Stack>
        <Box sx={{ overflow: 'auto', px: 3, py: 2.5, flexGrow: 1 }}>
          <Stack spacing={3}>
            {!enabled ? (
              <Alert severity="info">{t('customSettings.stitches.disabledReadOnly')}</Alert>
            ) : isDefault ? (
              <Alert severity="info">{t('customSettings.stitches.defaultReadOnly')}</Alert>
            ) : undefined}
            <SettingForm
              key={setting.concurrencyStamp ?? `${setting.id}-${setting.isDefaultSettingId}`}
              setting={setting}
              valuesEditable={editable}
              defaultChoiceEditable={enabled}
              customersEditable={canChooseCustomers && !isDefault}
            />
            <Divider />
            <StitchTable settingId={setting.id} settingName={setting.name} editable={editable} />
          </Stack>
        </Box>
      </Stack>
    </Drawer>
  );
}

function SettingForm({
  setting,
  valuesEditable,
  defaultChoiceEditable,
  customersEditable,
}: {
  setting: CustomSettingDto;
  valuesEditable: boolean;
  defaultChoiceEditable: boolean;
  customersEditable: boolean;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const [tktTex, setTktTex] = useState(setting.tktTex);
  const [allowance, setAllowance] = useState(setting.defaultAllowance);
  const savedRows = setting.allowanceBands ? bandRowsOf(setting.allowanceBands) : null;
  const [bandRows, setBandRows] = useState<BandRows | null>(savedRows);
  const [isDefault, setIsDefault] = useState(setting.isDefaultSettingId);
  const customers = useCustomers();
  const savedCustomers = (customers.data ?? []).filter(
    (customer) => customer.defaultCustomSettingId === setting.id,
  );
  const [chosenCustomers, setChosenCustomers] = useState<number[] | null>(null);
  const customerIds = chosenCustomers ?? savedCustomers.map((customer) => customer.id);
  const update = useUpdateCustomSetting();
  const setDefaults = useSetCustomerDefaults();
  const bandsChanged = JSON.stringify(bandRows) !== JSON.stringify(savedRows);
  const valuesDirty =
    tktTex !== setting.tktTex ||
    allowance !== setting.defaultAllowance ||
    bandsChanged ||
    isDefault !== setting.isDefaultSettingId;
  const added = customerIds.filter((id) => !savedCustomers.some((customer) => customer.id === id));
  const removed = savedCustomers
    .filter((customer) => !customerIds.includes(customer.id))
    .map((customer) => customer.id);
  const dirty = valuesDirty || added.length > 0 || removed.length > 0;

  const save = async () => {
    const bandsProblem = firstBandProblem(bandRows);
    if (bandsProblem) {
      toast.error(t(bandsProblem.key as 'validation.invalid', bandsProblem.params));
      return;
    }
    try {
      if (valuesDirty) {
        await update.mutateAsync({
          body: {
            id: setting.id,
            name: setting.name,
            tktTex,
            defaultAllowance: allowance,
            ...(bandsChanged && { allowanceBands: bandRows && bandsOfRows(bandRows) }),
            concurrencyStamp: setting.concurrencyStamp,
          },
          isDefault,
        });
      }
      if (added.length > 0 || removed.length > 0) {
        await setDefaults.mutateAsync({ settingId: setting.id, add: added, remove: removed });
        setChosenCustomers(null);
      }
      toast.success(t('customSettings.updated'));
    } catch (error) {
      toast.error(
        error instanceof ApiError && error.status < 500
          ? error.message
          : t('customSettings.updateError'),
      );
    }
  };

  return (
    <Stack
      component="form"
      aria-label={t('customSettings.form.editTitle')}
      direction="row"
      spacing={3}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <TextField
        label={t('customSettings.form.name')}
        value={setting.name}
        disabled
        helperText={t('customSettings.form.nameFixed')}
        slotProps={{ htmlInput: { maxLength: customSettingNameMaxLength } }}
        sx={{ minWidth: 220 }}
      />
      <TktTexField value={tktTex} onChange={setTktTex} disabled={!valuesEditable} />
      {bandRows ? undefined : (
        <Box sx={{ width: 300 }}>
          <AllowanceField value={allowance} onChange={setAllowance} disabled={!valuesEditable} />
        </Box>
      )}
      <FormControlLabel
        sx={{ mt: 3 }}
        control={
          <Checkbox
            checked={isDefault}
            disabled={!defaultChoiceEditable}
            onChange={(event) => setIsDefault(event.target.checked)}
          />
        }
        label={t('customSettings.form.setAsDefault')}
      />
      <Box sx={{ mt: 3, ml: 'auto' }}>
        <Button
          type="submit"
          variant="contained"
          disabled={!dirty || !defaultChoiceEditable}
          loading={update.isPending || setDefaults.isPending}
        >
          {t('customSettings.form.save')}
        </Button>
      </Box>
      <Box sx={{ width: { xs: '100%', md: 560 } }}>
        <AllowanceBandsEditor
          rows={bandRows}
          onChange={setBandRows}
          flatPercent={allowance}
          disabled={!valuesEditable}
        />
      </Box>
      {setting.id === builtInDefaultSettingId ? undefined : (
        <Autocomplete
          multiple
          sx={{ width: { xs: '100%', md: 420 } }}
          options={customers.data ?? []}
          loading={customers.isPending}
          disabled={!customersEditable || !defaultChoiceEditable}
          value={(customers.data ?? []).filter((customer) => customerIds.includes(customer.id))}
          getOptionLabel={(customer) => customer.name}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          onChange={(_event, next) => setChosenCustomers(next.map((customer) => customer.id))}
          noOptionsText={t('allowanceBands.customers.none')}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('allowanceBands.customers.label')}
              helperText={t('allowanceBands.customers.help')}
            />
          )}
        />
      )}
    </Stack>
  );
}
