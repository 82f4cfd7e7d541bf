import AddIcon from '@mui/icons-material/Add';
import ContentCopyOutlinedIcon from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import type { StyleGridItem } from '@spool/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { reportFormats, type ReportFormat } from '../../../lib/report-files';

/**
 * Above the grid: Add Style, the report format, and what the selected styles allow (core-domain
 * spec, section 5: selecting rows enables edit, clone and delete). Edit and Duplicate take one
 * style; Delete takes every one selected, on every page.
 */
export function StyleGridToolbar({
  selected,
  can,
  format,
  onFormatChange,
  onAdd,
  onEdit,
  onDuplicate,
  onDelete,
  selectionActions,
}: {
  selected: readonly StyleGridItem[];
  can: { create: boolean; delete: boolean; report: boolean };
  format: ReportFormat;
  onFormatChange: (format: ReportFormat) => void;
  onAdd: () => void;
  onEdit: (style: StyleGridItem) => void;
  onDuplicate: (style: StyleGridItem) => void;
  onDelete: (styles: readonly StyleGridItem[]) => void;
  /** Further actions on the selected styles, composed by the page (a purchase plan of them). */
  selectionActions?: (selected: readonly StyleGridItem[]) => ReactNode;
}) {
  const { t } = useTranslation();
  const [only] = selected.length === 1 ? selected : [];
  const oneOnly = (button: ReactNode) =>
    only ? (
      button
    ) : (
      <Tooltip title={t('styleGrid.selection.oneOnly')}>
        <span>{button}</span>
      </Tooltip>
    );
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {can.create ? (
        <Button variant="contained" startIcon={<AddIcon />} onClick={onAdd}>
          {t('styleDashboard.actions.addStyle')}
        </Button>
      ) : undefined}
      {can.report ? (
        <TextField
          select
          size="small"
          label={t('styleDashboard.reportFormat.label')}
          value={format}
          onChange={(event) => onFormatChange(event.target.value as ReportFormat)}
          sx={{ minWidth: 150 }}
        >
          {reportFormats.map((option) => (
            <MenuItem key={option} value={option}>
              {t(`styleDashboard.reportFormat.${option}`)}
            </MenuItem>
          ))}
        </TextField>
      ) : undefined}
      {selected.length > 0 ? (
        <Stack
          direction="row"
          spacing={0.5}
          useFlexGap
          role="group"
          aria-label={t('styleGrid.selection.label', { count: selected.length })}
          sx={{
            flexWrap: 'wrap',
            borderInlineStart: '1px solid',
            borderColor: 'divider',
            paddingInlineStart: 1.5,
          }}
        >
          {oneOnly(
            <Button
              size="small"
              startIcon={<EditOutlinedIcon />}
              disabled={!only}
              onClick={() => only && onEdit(only)}
            >
              {t('styleDashboard.actions.edit')}
            </Button>,
          )}
          {can.create
            ? oneOnly(
                <Button
                  size="small"
                  startIcon={<ContentCopyOutlinedIcon />}
                  disabled={!only}
                  onClick={() => only && onDuplicate(only)}
                >
                  {t('styleDashboard.actions.duplicate')}
                </Button>,
              )
            : undefined}
          {selectionActions?.(selected)}
          {can.delete ? (
            <Button
              size="small"
              color="error"
              startIcon={<DeleteOutlineIcon />}
              onClick={() => onDelete(selected)}
            >
              {selected.length > 1
                ? t('styleGrid.selection.deleteSeveral', { count: selected.length })
                : t('styleDashboard.actions.delete')}
            </Button>
          ) : undefined}
        </Stack>
      ) : undefined}
    </Stack>
  );
}
