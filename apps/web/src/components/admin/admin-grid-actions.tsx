import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

/**
 * The toolbar of an administration grid: Add New and Delete, each shown only with its
 * permission (platform-admin spec, section 2); Delete waits for a selection.
 */
export function AdminGridActions({
  canCreate,
  canDelete,
  hasSelection,
  onAdd,
  onDelete,
}: {
  canCreate: boolean;
  canDelete: boolean;
  hasSelection: boolean;
  onAdd: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1}>
      {canCreate ? (
        <Button variant="contained" startIcon={<AddIcon />} onClick={onAdd}>
          {t('adminForms.addNew')}
        </Button>
      ) : undefined}
      {canDelete ? (
        <Button
          color="error"
          variant="outlined"
          startIcon={<DeleteOutlineIcon />}
          disabled={!hasSelection}
          onClick={onDelete}
        >
          {t('adminForms.delete')}
        </Button>
      ) : undefined}
    </Stack>
  );
}
