import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { featureValueMaxLength, type FeatureDto, type FeatureGroupDto } from '@spool/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../ui/toasts';
import { changedFeatureValues } from './feature-changes';
import { useFeatures, useUpdateFeatures, type FeatureProvider } from './features-api';
import { AdminSection } from './admin-section';

/**
 * The features panel (platform-admin spec, section 2) of the host (`H`) or of one tenant
 * (`T`): the features by group, each a toggle, a selection from its item source or free text
 * by its value type. Reset restores the saved values; Save (only when something changed)
 * sends the changed values, shows "Features Updated" and reads them again. With a
 * `disabledReason` nothing loads and the reason shows instead.
 */
export function FeaturesPanel({
  provider,
  disabledReason,
}: {
  provider: FeatureProvider;
  disabledReason?: string | undefined;
}) {
  const { t } = useTranslation();
  const features = useFeatures(provider, disabledReason === undefined);
  return (
    <AdminSection title={t('featuresPanel.title')}>
      {disabledReason !== undefined ? (
        <Typography color="text.secondary">{disabledReason}</Typography>
      ) : features.isError ? (
        <Alert severity="error">{t('featuresPanel.readError')}</Alert>
      ) : features.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
          <CircularProgress size={28} aria-label={t('featuresPanel.title')} />
        </Box>
      ) : features.data.groups.every((group) => group.features.length === 0) ? (
        <Typography color="text.secondary">{t('featuresPanel.nothingToShow')}</Typography>
      ) : (
        // Keyed by the saved values, so that a reload after a save starts from them.
        <FeaturesForm
          key={JSON.stringify(features.data.groups)}
          provider={provider}
          groups={features.data.groups}
        />
      )}
    </AdminSection>
  );
}

function FeaturesForm({
  provider,
  groups,
}: {
  provider: FeatureProvider;
  groups: FeatureGroupDto[];
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const update = useUpdateFeatures(provider);
  const saved = new Map(groups.flatMap((group) => group.features).map((f) => [f.name, f.value]));
  const [edits, setEdits] = useState<Record<string, string>>({});
  const changed = changedFeatureValues(saved, edits);
  const dirty = changed.length > 0;

  const valueOf = (feature: FeatureDto) => edits[feature.name] ?? feature.value;
  const setValue = (name: string, value: string) =>
    setEdits((current) => ({ ...current, [name]: value }));

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!event.currentTarget.checkValidity()) {
      event.currentTarget.reportValidity();
      toast.warning(t('featuresPanel.invalid'));
      return;
    }
    try {
      await update.mutateAsync(changed);
      toast.success(t('featuresPanel.updated'));
    } catch (error) {
      toast.error(
        error instanceof Error && error.message ? error.message : t('featuresPanel.updateError'),
      );
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void save(event)}>
      <Stack spacing={3} divider={<Divider flexItem />}>
        {groups
          .filter((group) => group.features.length > 0)
          .map((group) => (
            <Box key={group.name} role="group" aria-label={groupName(t, group)}>
              <Typography variant="h3" component="h3" sx={{ mb: 1.5 }}>
                {groupName(t, group)}
              </Typography>
              <Stack spacing={2}>
                {group.features.map((feature) => (
                  <FeatureField
                    key={feature.name}
                    feature={feature}
                    provider={provider}
                    value={valueOf(feature)}
                    onChange={(value) => setValue(feature.name, value)}
                    disabled={update.isPending}
                  />
                ))}
              </Stack>
            </Box>
          ))}
      </Stack>
      <Stack direction="row" spacing={1.5} sx={{ mt: 3, justifyContent: 'flex-end' }}>
        <Button onClick={() => setEdits({})} disabled={!dirty || update.isPending}>
          {t('featuresPanel.reset')}
        </Button>
        <Button type="submit" variant="contained" disabled={!dirty} loading={update.isPending}>
          {t('featuresPanel.save')}
        </Button>
      </Stack>
    </Box>
  );
}

type Translate = ReturnType<typeof useTranslation>['t'];

/** The catalogue's name for a group or feature, else the name the server gives. */
function translated(t: Translate, key: string, fallback: string): string {
  // The server's keys are only known at run time: look them up untyped, with a fallback.
  const lookUp = t as unknown as (key: string, options: { defaultValue: string }) => string;
  return lookUp(`featuresPanel.${key}`, { defaultValue: fallback });
}

const groupName = (t: Translate, group: FeatureGroupDto) =>
  translated(t, group.displayNameKey, group.displayName);

function FeatureField({
  feature,
  provider,
  value,
  onChange,
  disabled,
}: {
  feature: FeatureDto;
  provider: FeatureProvider;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const descriptionId = useId();
  const label = translated(t, feature.displayNameKey, feature.displayName);
  const description = translated(t, feature.descriptionKey, feature.description ?? '');
  const source =
    feature.provider === null
      ? t('featuresPanel.source.default')
      : feature.provider.name === 'T'
        ? t('featuresPanel.source.tenant')
        : t('featuresPanel.source.host');
  // Where the saved value comes from matters on a tenant's panel: its own, or the host's.
  const sourceChip =
    provider.providerName === 'T' ? (
      <Chip
        size="small"
        variant="outlined"
        label={source}
        color={feature.provider?.name === 'T' ? 'primary' : 'default'}
      />
    ) : undefined;
  const hint = description;
  const indent = { paddingInlineStart: feature.depth * 3 };

  switch (feature.valueType.name) {
    case 'ToggleStringValueType':
      return (
        <Stack direction="row" spacing={2} sx={{ ...indent, alignItems: 'flex-start' }}>
          <Switch
            checked={value === 'true'}
            onChange={(event) => onChange(event.target.checked ? 'true' : 'false')}
            disabled={disabled}
            slotProps={{
              input: { 'aria-label': label, 'aria-describedby': descriptionId },
            }}
            sx={{ mt: -0.75 }}
          />
          <Box>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.25 }}>
              <Typography sx={{ fontWeight: 600 }}>{label}</Typography>
              {sourceChip}
            </Stack>
            <Typography id={descriptionId} variant="body2" color="text.secondary">
              {hint}
            </Typography>
          </Box>
        </Stack>
      );
    case 'SelectionStringValueType':
      return (
        <Stack direction="row" spacing={1.5} sx={{ ...indent, alignItems: 'flex-start' }}>
          <TextField
            select
            label={label}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            disabled={disabled}
            helperText={hint || undefined}
            sx={{ minWidth: 280 }}
          >
            {(feature.valueType.itemSource?.items ?? []).map((item) => (
              <MenuItem key={item.value} value={item.value}>
                {item.displayText}
              </MenuItem>
            ))}
          </TextField>
          {sourceChip}
        </Stack>
      );
    case 'FreeTextStringValueType': {
      const maxLength = Number(
        feature.valueType.validator?.properties['MaxLength'] ?? featureValueMaxLength,
      );
      return (
        <Stack direction="row" spacing={1.5} sx={{ ...indent, alignItems: 'flex-start' }}>
          <TextField
            label={label}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            disabled={disabled}
            helperText={hint || undefined}
            slotProps={{ htmlInput: { maxLength } }}
            sx={{ minWidth: 280, maxWidth: 560 }}
            fullWidth
          />
          {sourceChip}
        </Stack>
      );
    }
  }
}
