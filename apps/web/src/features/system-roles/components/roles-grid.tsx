import CheckIcon from '@mui/icons-material/Check';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import ShieldOutlinedIcon from '@mui/icons-material/ShieldOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { identityRoleSortColumns, Permissions, type IdentityRoleDto } from '@spool/contracts';
import {
  MaterialReactTable,
  type MRT_ColumnDef,
  type MRT_RowSelectionState,
  type MRT_SortingState,
  useMaterialReactTable,
} from 'material-react-table';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveErrorMessage } from '../../../components/admin/admin-form';
import { ConfirmDeleteDialog } from '../../../components/admin/confirm-delete-dialog';
import { useToast } from '../../../components/ui/toasts';
import { isGranted, useReadySession } from '../../../lib/session-context';
import { useDeleteRole } from '../api/delete-role';
import { useRoles } from '../api/get-roles';
import { AdminGridActions } from '../../../components/admin/admin-grid-actions';
import { AdminGridEmpty, idColumn, loadingState } from '../../../components/admin/admin-grid-parts';
import { useServerGrid } from '../../../components/admin/server-grid';

const defaultSorting: MRT_SortingState = [{ id: 'name', desc: false }];

/**
 * The system roles grid (platform-admin spec, section 2): paged, sorted and searched on the
 * server. Several roles may be selected and deleted at once, after a confirmation; static
 * roles cannot be selected (they cannot be deleted). Add new and Delete show only with their
 * permissions.
 */
export function RolesGrid({ onOpen }: { onOpen: (role: string) => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const { state } = useReadySession();
  const canCreate = isGranted(state.configuration, Permissions.RolesCreate);
  const canUpdate = isGranted(state.configuration, Permissions.RolesUpdate);
  const canDelete = isGranted(state.configuration, Permissions.RolesDelete);

  const grid = useServerGrid<IdentityRoleDto>({
    defaultSorting,
    searchLabel: t('systemRoles.searchPlaceholder'),
    searchWidth: 260,
  });
  const { globalFilter } = grid;
  const [rowSelection, setRowSelection] = useState<MRT_RowSelectionState>({});
  const [deleting, setDeleting] = useState<IdentityRoleDto[] | null>(null);
  const remove = useDeleteRole();

  const roles = useRoles(grid.pageRequest(identityRoleSortColumns));
  const rows = useMemo(() => roles.data?.items ?? [], [roles.data]);
  const selected = rows.filter((row) => rowSelection[row.id] === true);

  const { errorUpdatedAt } = roles;
  useEffect(() => {
    if (errorUpdatedAt > 0) toast.error(t('adminForms.readError'));
  }, [errorUpdatedAt, toast, t]);

  const confirmDelete = async (chosen: IdentityRoleDto[]) => {
    const entity = t('systemRoles.entity');
    try {
      for (const role of chosen) await remove.mutateAsync(role.id);
      toast.success(t('adminForms.deleted', { entity }));
    } catch (error) {
      toast.error(saveErrorMessage(error, t('adminForms.cannotDelete', { entity })));
    }
    setDeleting(null);
    setRowSelection({});
  };

  const columns = useMemo<MRT_ColumnDef<IdentityRoleDto>[]>(() => {
    const yesNo = (value: boolean) =>
      value ? (
        <CheckIcon fontSize="small" color="success" aria-label={t('adminForms.yes')} />
      ) : (
        <Box component="span" sx={{ color: 'text.disabled' }} aria-label={t('adminForms.no')}>
          –
        </Box>
      );
    return [
      {
        accessorKey: 'name',
        header: t('systemRoles.columns.name'),
        size: 260,
        Cell: ({ row }) => (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            {canUpdate ? (
              <Link
                component="button"
                type="button"
                underline="hover"
                onClick={() => onOpen(row.original.id)}
                sx={{ fontWeight: 600, textAlign: 'start' }}
              >
                {row.original.name}
              </Link>
            ) : (
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {row.original.name}
              </Typography>
            )}
            {row.original.isStatic ? (
              <Tooltip title={t('systemRoles.staticNote')}>
                <LockOutlinedIcon
                  fontSize="inherit"
                  color="action"
                  aria-label={t('systemRoles.staticRole')}
                  aria-hidden={false}
                />
              </Tooltip>
            ) : undefined}
          </Stack>
        ),
      },
      {
        accessorKey: 'isDefault',
        header: t('systemRoles.columns.isDefault'),
        size: 110,
        enableSorting: false,
        Cell: ({ row }) => yesNo(row.original.isDefault),
      },
      {
        accessorKey: 'isPublic',
        header: t('systemRoles.columns.isPublic'),
        size: 110,
        enableSorting: false,
        Cell: ({ row }) => yesNo(row.original.isPublic),
      },
      {
        accessorKey: 'isStatic',
        header: t('systemRoles.columns.isStatic'),
        size: 110,
        enableSorting: false,
        Cell: ({ row }) => yesNo(row.original.isStatic),
      },
      idColumn<IdentityRoleDto>(t('systemRoles.columns.id')),
    ];
  }, [t, canUpdate, onOpen]);

  const table = useMaterialReactTable({
    columns,
    data: rows,
    getRowId: (row) => row.id,
    ...grid.options,
    rowCount: roles.data?.totalCount ?? 0,
    enableRowSelection: (row) => canDelete && !row.original.isStatic,
    onRowSelectionChange: setRowSelection,
    state: {
      ...grid.state,
      rowSelection,
      ...loadingState(roles),
    },
    muiTableBodyRowProps: ({ row }) => ({ 'aria-label': row.original.name }),
    renderEmptyRowsFallback: () => (
      <AdminGridEmpty
        icon={<ShieldOutlinedIcon sx={{ fontSize: 40, opacity: 0.5 }} />}
        text={globalFilter.trim() ? t('systemRoles.noMatch') : t('systemRoles.empty')}
      />
    ),
    renderTopToolbarCustomActions: () => (
      <AdminGridActions
        canCreate={canCreate}
        canDelete={canDelete}
        hasSelection={selected.length > 0}
        onAdd={() => onOpen('new')}
        onDelete={() => setDeleting(selected)}
      />
    ),
  });

  return (
    <Stack spacing={2}>
      {roles.isError ? <Alert severity="error">{t('adminForms.readError')}</Alert> : undefined}
      <MaterialReactTable table={table} />
      {deleting ? (
        <ConfirmDeleteDialog
          title={t('systemRoles.deleteDialog.title')}
          text={t('systemRoles.deleteDialog.text', {
            name: deleting.map((role) => role.name).join(', '),
          })}
          deleting={remove.isPending}
          onConfirm={() => void confirmDelete(deleting)}
          onClose={() => setDeleting(null)}
        />
      ) : undefined}
    </Stack>
  );
}
