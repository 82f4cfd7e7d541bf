import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format-date';

/**
 * An edit form's content once its entity is read: a progress bar while it loads, 'Error
 * Reading Data' when it cannot be read. In create mode (`editing` false) the content at once.
 */
export function LoadedForEdit({
  editing,
  query,
  children,
}: {
  editing: boolean;
  query: { isError: boolean; data: unknown };
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (editing && query.isError) {
    return <Alert severity="error">{t('adminForms.readError')}</Alert>;
  }
  if (editing && query.data === undefined) {
    return <LinearProgress aria-label={t('adminForms.loading')} />;
  }
  return children;
}

/**
 * The message of a failed save (platform-admin spec, section 4): what the server said when it
 * said something (already in the user's language), else "Cannot Update {entity}".
 */
export function saveErrorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message.trim() !== '' ? error.message : fallback;
}

/**
 * The head of an administration form: its title (with the record's name), then Close and
 * Save; Save is enabled only when the form differs from its last saved copy.
 */
export function AdminFormHeader({
  title,
  subtitle,
  badge,
  formId,
  dirty,
  saving,
  onClose,
}: {
  title: string;
  subtitle?: string | undefined;
  badge?: string | undefined;
  formId: string;
  dirty: boolean;
  saving: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
    >
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', minWidth: 0 }}>
        <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
          {title}
          {subtitle ? (
            <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
              {' · '}
              {subtitle}
            </Box>
          ) : undefined}
        </Typography>
        {badge ? <Chip size="small" label={badge} /> : undefined}
      </Stack>
      <Stack direction="row" spacing={1}>
        <Button startIcon={<CloseIcon />} onClick={onClose}>
          {t('adminForms.close')}
        </Button>
        <Button
          type="submit"
          form={formId}
          variant="contained"
          disabled={!dirty}
          loading={saving}
          sx={{ minWidth: 96 }}
        >
          {t('adminForms.save')}
        </Button>
      </Stack>
    </Stack>
  );
}

/** The audit block of a saved record: when it was created and last modified. */
export function AuditBlock({
  creationTime,
  lastModificationTime,
}: {
  creationTime: string;
  lastModificationTime: string | null;
}) {
  const { t, i18n } = useTranslation();
  const items: { label: string; value: ReactNode }[] = [
    {
      label: t('adminForms.audit.creationTime'),
      value: formatDateTime(creationTime, i18n.language),
    },
    {
      label: t('adminForms.audit.lastModificationTime'),
      value:
        lastModificationTime === null
          ? t('adminForms.audit.never')
          : formatDateTime(lastModificationTime, i18n.language),
    },
  ];
  return (
    <Stack
      component="dl"
      direction="row"
      spacing={4}
      useFlexGap
      sx={{ m: 0, flexWrap: 'wrap', color: 'text.secondary' }}
    >
      {items.map((item) => (
        <Box key={item.label}>
          <Typography component="dt" variant="caption" sx={{ display: 'block' }}>
            {item.label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, color: 'text.primary' }}>
            {item.value}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}
