import AddCircleOutline from '@mui/icons-material/AddCircleOutline';
import CloseIcon from '@mui/icons-material/Close';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import LockOpenOutlined from '@mui/icons-material/LockOpenOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { HistoryEntryDto } from '@spool/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format-date';
import { useHistory, type HistorySubject } from './history-api';
import { entryTitle, fieldChanges, type FieldChangeText } from './history-text';

const icons = {
  import: CloudUploadOutlined,
  report: DescriptionOutlined,
  Created: AddCircleOutline,
  Updated: EditOutlined,
  Duplicated: ContentCopyOutlined,
  Deleted: DeleteOutline,
  Approved: VerifiedOutlined,
  Reopened: LockOpenOutlined,
} as const;

function iconKey(entry: HistoryEntryDto): keyof typeof icons {
  if (entry.usage) {
    return entry.usage.kind === 'styleImport' || entry.usage.kind === 'costFileImport'
      ? 'import'
      : 'report';
  }
  return entry.action ?? 'Updated';
}

/**
 * The History drawer of a screen (style window, custom settings, shades, cost file): who
 * changed what and when, newest first, each changed field before → after; report downloads
 * and imports as they happened. Opened from the screen's History button; on the right (on
 * the left in a right-to-left language).
 */
export function HistoryDrawer({
  subject,
  name,
  open,
  onClose,
}: {
  subject: HistorySubject;
  /** What the history is of, under the title (the style's name...). */
  name?: string | undefined;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      // Over the screen that opens it, the full-screen style window (a dialog) included.
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{
        paper: {
          sx: { width: { xs: '100vw', sm: 480 } },
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': 'history-title',
        },
      }}
    >
      <Stack sx={{ height: '100%' }}>
        <Stack
          direction="row"
          spacing={2}
          sx={{ alignItems: 'center', px: 3, py: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography id="history-title" variant="h2" component="h2">
              {t('history.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {name ? `${name} · ${t('history.subtitle')}` : t('history.subtitle')}
            </Typography>
          </Box>
          <IconButton onClick={onClose} aria-label={t('history.close')}>
            <CloseIcon />
          </IconButton>
        </Stack>
        <Box sx={{ overflow: 'auto', px: 3, py: 2, flexGrow: 1 }}>
          {open ? <HistoryList subject={subject} /> : undefined}
        </Box>
      </Stack>
    </Drawer>
  );
}

function HistoryList({ subject }: { subject: HistorySubject }) {
  const { t } = useTranslation();
  const history = useHistory(subject);
  if (history.isError) return <Alert severity="error">{t('history.readError')}</Alert>;
  if (history.isPending) {
    return (
      <Stack spacing={2}>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} variant="rounded" height={72} />
        ))}
      </Stack>
    );
  }
  const entries = history.data.pages.flatMap((page) => page.items);
  if (entries.length === 0) return <Alert severity="info">{t('history.empty')}</Alert>;
  return (
    <Stack spacing={0} component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {entries.map((entry, index) => (
        <HistoryItem key={entry.id} entry={entry} first={index === 0} />
      ))}
      {history.hasNextPage ? (
        <Box sx={{ pt: 2, textAlign: 'center' }}>
          <Button onClick={() => void history.fetchNextPage()} loading={history.isFetchingNextPage}>
            {t('history.more')}
          </Button>
        </Box>
      ) : undefined}
    </Stack>
  );
}

function HistoryItem({ entry, first }: { entry: HistoryEntryDto; first: boolean }) {
  const { t, i18n } = useTranslation();
  const Icon = icons[iconKey(entry)];
  const fields = fieldChanges(entry, t, i18n.language);
  // A change lists its fields; a creation's or deletion's values wait for a click.
  const isChange = entry.action === 'Updated';
  const [expanded, setExpanded] = useState(isChange);
  return (
    <Box
      component="li"
      data-testid="history-entry"
      sx={{ display: 'flex', gap: 1.5, py: 2, borderTop: first ? 0 : 1, borderColor: 'divider' }}
    >
      <Icon color="primary" fontSize="small" aria-hidden sx={{ mt: 0.25 }} />
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
          {entryTitle(entry, t)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <bdi>{entry.userName ?? t('history.someone')}</bdi>
          {` · ${formatDateTime(entry.time, i18n.language)}`}
        </Typography>
        {fields.length > 0 && !isChange ? (
          <Button
            size="small"
            aria-expanded={expanded}
            onClick={() => setExpanded((open) => !open)}
            endIcon={expanded ? <ExpandLess /> : <ExpandMore />}
            sx={{ mt: 0.5, ml: -0.75 }}
          >
            {t(expanded ? 'history.hideValues' : 'history.showValues')}
          </Button>
        ) : undefined}
        {fields.length > 0 ? (
          <Collapse in={expanded} unmountOnExit>
            <FieldList fields={fields} />
          </Collapse>
        ) : undefined}
      </Box>
    </Box>
  );
}

function FieldList({ fields }: { fields: readonly FieldChangeText[] }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const arrow = theme.direction === 'rtl' ? '←' : '→';
  return (
    <Box
      component="dl"
      aria-label={t('history.changes')}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(96px, max-content) 1fr',
        columnGap: 1.5,
        rowGap: 0.5,
        m: 0,
        mt: 1,
        typography: 'body2',
      }}
    >
      {fields.map((field) => (
        <Box key={field.key} data-testid="history-field" sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ color: 'text.secondary' }}>
            {field.label}
          </Box>
          <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {field.before !== undefined && field.after !== undefined ? (
              <>
                <Box component="bdi" sx={{ color: 'text.secondary' }}>
                  {field.before}
                </Box>
                {` ${arrow} `}
                <bdi>{field.after}</bdi>
              </>
            ) : (
              <bdi>{field.after ?? field.before}</bdi>
            )}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
