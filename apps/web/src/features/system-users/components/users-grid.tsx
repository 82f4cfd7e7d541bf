import CheckIcon from '@mui/icons-material/Check';
import PeopleOutlineIcon from '@mui/icons-material/PeopleOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { identityUserSortColumns, Permissions, type IdentityUserDto } from '@spool/contracts';
import {
  MaterialReactTable,
  type MRT_ColumnDef,
  type MRT_RowSelectionState,
  type MRT_SortingState,
  useMaterialReactTable,
} from 'material-react-table';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '../../../components/admin/confirm-delete-dialog';
import { saveErrorMessage } from '../../../components/admin/admin-form';
import { useToast } from '../../../components/ui/toasts';
import { isGranted, useReadySession } from '../../../lib/session-context';
import { useDeleteUser } from '../api/delete-user';
import { useUsers } from '../api/get-users';
import { AdminGridActions } from '../../../components/admin/admin-grid-actions';
import { AdminGridEmpty, idColumn, loadingState } from '../../../components/admin/admin-grid-parts';
import { useServerGrid } from '../../../components/admin/server-grid';

/** The users' default order: e-mail ascending (platform-admin spec, section 9). */
const defaultSorting: MRT_SortingState = [{ id: 'email', desc: false }];

/**
 * The system users grid (platform-admin spec, section 2): paged, sorted and searched on the
 * server (e-mail first), one row selectable. Add new and Delete show only with their
 * permissions; Delete asks first and clears the selection after.
 */
export function UsersGrid({ onOpen }: { onOpen: (user: string) => void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const toast = useToast();
  const { state } = useReadySession();
  const canCreate = isGranted(state.configuration, Permissions.UsersCreate);
  const canUpdate = isGranted(state.configuration, Permissions.UsersUpdate);
  const canDelete = isGranted(state.configuration, Permissions.UsersDelete);

  const grid = useServerGrid<IdentityUserDto>({
    defaultSorting,
    searchLabel: t('systemUsers.searchPlaceholder'),
    searchWidth: 320,
  });
  const { globalFilter } = grid;
  const [rowSelection, setRowSelection] = useState<MRT_RowSelectionState>({});
  const [deleting, setDeleting] = useState<IdentityUserDto | null>(null);
  const remove = useDeleteUser();

  const users = useUsers(grid.pageRequest(identityUserSortColumns));
  const rows = useMemo(() => users.data?.items ?? [], [users.data]);
  const selected = rows.find((row) => rowSelection[row.id] === true);

  // 'Error Reading Data' once per failed read (platform-admin spec, section 8).
  const { errorUpdatedAt } = users;
  useEffect(() => {
    if (errorUpdatedAt > 0) toast.error(t('adminForms.readError'));
  }, [errorUpdatedAt, toast, t]);

  const confirmDelete = (user: IdentityUserDto) =>
    remove.mutate(user.id, {
      onSuccess: () => toast.success(t('adminForms.deleted', { entity: t('systemUsers.entity') })),
      onError: (error) =>
        toast.error(
          saveErrorMessage(
            error,
            t('adminForms.cannotDelete', { entity: t('systemUsers.entity') }),
          ),
        ),
      onSettled: () => {
        setDeleting(null);
        setRowSelection({});
      },
    });

  const columns = useMemo<MRT_ColumnDef<IdentityUserDto>[]>(() => {
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
        accessorKey: 'email',
        header: t('systemUsers.columns.email'),
        size: 230,
        Cell: ({ row }) =>
          canUpdate ? (
            <Link
              component="button"
              type="button"
              underline="hover"
              onClick={() => onOpen(row.original.id)}
              sx={{ fontWeight: 600, textAlign: 'start' }}
            >
              {row.original.email}
            </Link>
          ) : (
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {row.original.email}
            </Typography>
          ),
      },
      {
        accessorKey: 'emailConfirmed',
        header: t('systemUsers.columns.emailConfirmed'),
        size: 120,
        enableSorting: false,
        Cell: ({ row }) => yesNo(row.original.emailConfirmed),
      },
      {
        id: 'name',
        accessorFn: (row) => row.name ?? '',
        header: t('systemUsers.columns.name'),
        size: 150,
      },
      { accessorKey: 'userName', header: t('systemUsers.columns.userName'), size: 140 },
      {
        accessorKey: 'lockoutEnabled',
        header: t('systemUsers.columns.lockoutEnabled'),
        size: 120,
        enableSorting: false,
        Cell: ({ row }) => yesNo(row.original.lockoutEnabled),
      },
      {
        id: 'lockoutEnd',
        accessorFn: (row) => row.lockoutEnd ?? '',
        header: t('systemUsers.columns.lockoutEnd'),
        size: 130,
        enableSorting: false,
        Cell: ({ row }) =>
          row.original.lockoutEnd
            ? new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
                new Date(row.original.lockoutEnd),
              )
            : '',
      },
      idColumn<IdentityUserDto>(t('systemUsers.columns.id')),
    ];
  }, [t, language, canUpdate, onOpen]);

  const table = useMaterialReactTable({
    columns,
    data: rows,
    getRowId: (row) => row.id,
    ...grid.options,
    rowCount: users.data?.totalCount ?? 0,
    enableRowSelection: true,
    enableMultiRowSelection: false,
    // One row at most: the enabled Delete says enough, without the selection banner.
    positionToolbarAlertBanner: 'none',
    onRowSelectionChange: setRowSelection,
    state: {
      ...grid.state,
      rowSelection,
      ...loadingState(users),
    },
    muiTableBodyRowProps: ({ row }) => ({ 'aria-label': row.original.email }),
    renderEmptyRowsFallback: () => (
      <AdminGridEmpty
        icon={<PeopleOutlineIcon sx={{ fontSize: 40, opacity: 0.5 }} />}
        text={globalFilter.trim() ? t('systemUsers.noMatch') : t('systemUsers.empty')}
      />
    ),
    renderTopToolbarCustomActions: () => (
      <AdminGridActions
        canCreate={canCreate}
        canDelete={canDelete}
        hasSelection={selected !== undefined}
        onAdd={() => onOpen('new')}
        onDelete={() => setDeleting(selected ?? null)}
      />
    ),
  });

  return (
    <Stack spacing={2}>
      {users.isError ? <Alert severity="error">{t('adminForms.readError')}</Alert> : undefined}
      <MaterialReactTable table={table} />
      {deleting ? (
        <ConfirmDeleteDialog
          title={t('systemUsers.deleteDialog.title')}
          text={t('systemUsers.deleteDialog.text', { name: deleting.userName })}
          deleting={remove.isPending}
          onConfirm={() => confirmDelete(deleting)}
          onClose={() => setDeleting(null)}
        />
      ) : undefined}
    </Stack>
  );
}
