import HistoryIcon from '@mui/icons-material/History';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HistorySubject } from './history-api';
import { HistoryDrawer } from './history-drawer';

/** A screen's History button and the drawer it opens. */
export function HistoryButton({
  subject,
  name,
  disabled = false,
  variant = 'text',
  size = 'medium',
}: {
  subject: HistorySubject;
  name?: string | undefined;
  disabled?: boolean;
  variant?: 'text' | 'outlined';
  size?: 'small' | 'medium';
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant={variant}
        size={size}
        startIcon={<HistoryIcon />}
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        {t('history.button')}
      </Button>
      <HistoryDrawer subject={subject} name={name} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
