import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import type { NotificationDto } from '@spool/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date';
import { useNotifications } from '../api/get-notifications';

const icons = {
  styleImport: CloudUploadOutlined,
  costFileImport: ReceiptLongOutlined,
  tensionSettingChanged: TuneOutlined,
} as const;

/** The notifications page's list: what happened, who did it and when, newest first. */
export function NotificationsList() {
  const { t } = useTranslation();
  const notifications = useNotifications();
  if (notifications.isError) return <Alert severity="error">{t('notifications.readError')}</Alert>;
  if (notifications.isPending) return <Skeleton variant="rounded" height={160} />;
  const items = notifications.data.items;
  if (items.length === 0) return <Alert severity="info">{t('notifications.empty')}</Alert>;
  return (
    <Card>
      <List aria-label={t('notifications.title')} disablePadding>
        {items.map((item, index) => (
          <NotificationItem key={`${item.occurredAt}-${index}`} item={item} divider={index > 0} />
        ))}
      </List>
    </Card>
  );
}

function NotificationItem({ item, divider }: { item: NotificationDto; divider: boolean }) {
  const { t, i18n } = useTranslation();
  const Icon = icons[item.kind];
  const user = item.userName ?? t('notifications.someone');
  const text =
    item.kind === 'tensionSettingChanged'
      ? t('notifications.tensionSettingChanged', {
          user,
          setting: item.customSettingName ?? '',
          codes: item.stitchTypeCodes.join(', '),
        })
      : t(`notifications.${item.kind}`, { user, count: item.rowCount ?? 0 });
  const when = formatDateTime(item.occurredAt, i18n.language);
  return (
    <ListItem
      data-testid="notification"
      sx={{ borderTop: divider ? 1 : 0, borderColor: 'divider', alignItems: 'flex-start' }}
    >
      <ListItemIcon sx={{ minWidth: 40, mt: 0.5 }}>
        <Icon color="primary" aria-hidden />
      </ListItemIcon>
      <ListItemText
        primary={text}
        secondary={
          item.stylesToReprint > 0
            ? `${when} · ${t('notifications.stylesToReprint', { count: item.stylesToReprint })}`
            : when
        }
      />
    </ListItem>
  );
}
