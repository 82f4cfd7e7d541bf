import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  configurationAllowanceMax,
  configurationAllowanceMin,
  Permissions,
  type SystemConfigurationDto,
  type SystemConfigurationUnits,
} from '@spool/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/ui/toasts';
import { isGranted, useReadySession } from '../../../lib/session-context';
import { useSystemConfiguration } from '../api/get-system-configuration';
import { useUpdateSystemConfiguration } from '../api/update-system-configuration';

const allowanceMarks = [0, 10, 20, 30, 40, 50].map((value) => ({ value, label: `${value}` }));

function unitsOf(configuration: SystemConfigurationDto): SystemConfigurationUnits {
  return {
    seamLengthUnit: configuration.seamLengthUnit.defaultItem.value,
    packageUnit: configuration.packageUnit.defaultItem.value,
    currencyUnit: configuration.currencyUnit.defaultItem.value,
    tktTexUnit: configuration.tktTex.defaultItem.value,
    defaultAllowance: configuration.defaultAllowance,
  };
}

const sameUnits = (a: SystemConfigurationUnits, b: SystemConfigurationUnits) =>
  (Object.keys(a) as (keyof SystemConfigurationUnits)[]).every((key) => a[key] === b[key]);

/**
 * The system configuration accordion (platform-admin spec, section 2): seam
 * length unit, package unit, currency and ticket/tex, the default allowance
 * slider, and Update (enabled once something changed).
 */
export function SystemConfigurationPanel() {
  const { t } = useTranslation();
  const configuration = useSystemConfiguration();
  return (
    <Accordion
      defaultExpanded
      disableGutters
      slotProps={{ heading: { component: 'h2' } }}
      sx={{ border: 1, borderColor: 'divider' }}
    >
      <AccordionSummary
        expandIcon={<ExpandMoreIcon />}
        aria-controls="system-configuration-content"
        id="system-configuration-header"
      >
        <Stack spacing={0.5}>
          <Typography variant="h2" component="span">
            {t('systemConfiguration.title')}
          </Typography>
          <Typography variant="body2" component="span" color="text.secondary">
            {t('systemConfiguration.summary')}
          </Typography>
        </Stack>
      </AccordionSummary>
      <AccordionDetails>
        {configuration.isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label={t('systemConfiguration.title')} />
          </Box>
        ) : configuration.isError ? (
          <Alert severity="error">{t('systemConfiguration.loadError')}</Alert>
        ) : (
          // A new form once the saved units change; other saves (the toggles) keep what is being edited.
          <UnitsForm
            key={Object.values(unitsOf(configuration.data)).join('|')}
            configuration={configuration.data}
          />
        )}
      </AccordionDetails>
    </Accordion>
  );
}

function UnitsForm({ configuration }: { configuration: SystemConfigurationDto }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const { state } = useReadySession();
  const canUpdate = isGranted(state.configuration, Permissions.SettingsUpdate);
  const saved = useMemo(() => unitsOf(configuration), [configuration]);
  const [units, setUnits] = useState(saved);
  const update = useUpdateSystemConfiguration();
  const dirty = !sameUnits(units, saved);

  const currencyNames = useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language], { type: 'currency' });
    return (code: string) => names.of(code) ?? code;
  }, [i18n.language]);
  const lastUpdated = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(configuration.lastUpdatedTime));

  const change = <K extends keyof SystemConfigurationUnits>(
    key: K,
    value: SystemConfigurationUnits[K],
  ) => setUnits((current) => ({ ...current, [key]: value }));

  // Not mutate's callbacks: the form is replaced by the saved configuration before they would run.
  const submit = () =>
    update.mutateAsync(units).then(
      () => toast.success(t('systemConfiguration.saved')),
      (error: unknown) => toast.error(error instanceof Error ? error.message : String(error)),
    );

  return (
    <Stack
      component="form"
      id="system-configuration-content"
      spacing={3}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 2.5,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
        }}
      >
        <TextField
          select
          label={t('systemConfiguration.seamLengthUnit')}
          value={units.seamLengthUnit}
          disabled={!canUpdate}
          onChange={(event) => change('seamLengthUnit', Number(event.target.value) === 1 ? 1 : 0)}
        >
          {configuration.seamLengthUnit.options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {t(
                option.value === 1
                  ? 'systemConfiguration.seamLengthUnits.imperial'
                  : 'systemConfiguration.seamLengthUnits.metric',
              )}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t('systemConfiguration.packageUnit')}
          value={units.packageUnit}
          disabled={!canUpdate}
          onChange={(event) => change('packageUnit', event.target.value === 'yd' ? 'yd' : 'm')}
        >
          {configuration.packageUnit.options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {t(`systemConfiguration.packageUnits.${option.value}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t('systemConfiguration.currencyUnit')}
          value={units.currencyUnit}
          disabled={!canUpdate}
          onChange={(event) => {
            const chosen = configuration.currencyUnit.options.find(
              (option) => option.value === event.target.value,
            );
            if (chosen) change('currencyUnit', chosen.value);
          }}
          slotProps={{
            select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } },
          }}
        >
          {configuration.currencyUnit.options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {t('systemConfiguration.currencyOption', {
                code: option.value,
                name: currencyNames(option.value),
              })}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t('systemConfiguration.tktTex')}
          value={units.tktTexUnit}
          disabled={!canUpdate}
          onChange={(event) => change('tktTexUnit', event.target.value === 'Tex' ? 'Tex' : 'Tkt')}
        >
          {configuration.tktTex.options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {t(`systemConfiguration.tktTexModes.${option.value}`)}
            </MenuItem>
          ))}
        </TextField>
      </Box>

      <Box sx={{ maxWidth: 560 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
          <Typography id="default-allowance-label" component="label">
            {t('systemConfiguration.defaultAllowance')}
          </Typography>
          <Typography
            data-testid="default-allowance-value"
            sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
          >
            {t('systemConfiguration.allowanceValue', { value: units.defaultAllowance })}
          </Typography>
        </Stack>
        <Slider
          aria-labelledby="default-allowance-label"
          value={units.defaultAllowance}
          min={configurationAllowanceMin}
          max={configurationAllowanceMax}
          step={1}
          marks={allowanceMarks}
          disabled={!canUpdate}
          valueLabelDisplay="auto"
          getAriaValueText={(value) => t('systemConfiguration.allowanceValue', { value })}
          valueLabelFormat={(value) => t('systemConfiguration.allowanceValue', { value })}
          onChange={(_event, value) => change('defaultAllowance', value)}
        />
      </Box>

      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography variant="body2" color="text.secondary">
          {t('systemConfiguration.lastUpdated', { time: lastUpdated })}
        </Typography>
        {canUpdate ? (
          <Button
            type="submit"
            variant="contained"
            disabled={!dirty || update.isPending}
            sx={{ alignSelf: { xs: 'flex-end', sm: 'auto' }, minWidth: 120 }}
          >
            {t('systemConfiguration.update')}
          </Button>
        ) : undefined}
      </Stack>
    </Stack>
  );
}
