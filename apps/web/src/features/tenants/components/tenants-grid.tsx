import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Permissions, tenantSortColumns, type TenantDto } from '@spool/contracts';
import {
  MaterialReactTable,
  type MRT_ColumnDef,
  type MRT_RowSelectionState,
  type MRT_SortingState,
  useMaterialReactTable,
} from 'material-react-table';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { saveErrorMessage } from '../../../components/admin/admin-form';
import { AdminGridActions } from '../../../components/admin/admin-grid-actions';
import { AdminGridEmpty, idColumn, loadingState } from '../../../components/admin/admin-grid-parts';
import { ConfirmDeleteDialog } from '../../../components/admin/confirm-delete-dialog';
import { useServerGrid } from '../../../components/admin/server-grid';
import { useToast } from '../../../components/ui/toasts';
import { isGranted, useReadySession } from '../../../lib/session-context';
import { useDeleteTenant } from '../api/delete-tenant';
import { tenantsPageSize, useTenants } from '../api/get-tenants';

/** The grid's order until a header is clicked: by name, as the server answers by default. */
const defaultSorting: MRT_SortingState = [{ id: 'name', desc: false }];

/**
 * The tenants grid (platform-admin spec, section 2): a search box by name (a change goes back
 * to page 1), name (a link to the tenant's form), CD tenant id and id, paged and sorted on the
 * server. Add New needs the create permission, Delete (of the one selected row, after a
 * confirmation) the delete permission, the name link the update permission; each is hidden
 * without. The API sorts by name only (and creation time, not a column here).
 */
export function TenantsGrid() {
  const { t } = useTranslation();
  const { state } = useReadySession();
  const canCreate = isGranted(state.configuration, Permissions.TenantsCreate);
  const canUpdate = isGranted(state.configuration, Permissions.TenantsUpdate);
  const canDelete = isGranted(state.configuration, Permissions.TenantsDelete);
  const navigate = useNavigate();

  const grid = useServerGrid<TenantDto>({
    defaultSorting,
    searchLabel: t('tenantsScreen.search'),
    searchWidth: 280,
    pageSizes: [tenantsPageSize],
  });
  const { globalFilter } = grid;
  const tenants = useTenants(grid.pageRequest(tenantSortColumns));
  const rows = useMemo(() => tenants.data?.items ?? [], [tenants.data]);
  const [rowSelection, setRowSelection] = useState<MRT_RowSelectionState>({});
  const selected = rows.find((row) => rowSelection[row.id] === true);
  const [deleting, setDeleting] = useState<TenantDto | null>(null);
  const remove = useDeleteTenant();
  const toast = useToast();
  const readError = t('tenantsScreen.readError');
  // Each failed read says so once (section 8's toast); the alert above the grid stays.
  useEffect(() => {
    if (tenants.errorUpdatedAt > 0) toast.error(readError);
  }, [tenants.errorUpdatedAt, toast, readError]);

  const confirmDelete = (tenant: TenantDto) =>
    remove.mutate(tenant.id, {
      onSuccess: () =>
        toast.success(t('adminForms.deleted', { entity: t('tenantsScreen.entity') })),
      onError: (error) =>
        toast.error(
          saveErrorMessage(
            error,
            t('adminForms.cannotDelete', { entity: t('tenantsScreen.entity') }),
          ),
        ),
      onSettled: () => {
        setDeleting(null);
        setRowSelection({});
      },
    });

  const columns = useMemo<MRT_ColumnDef<TenantDto>[]>(
    () => [
      {
        accessorKey: 'name',
        header: t('tenantsScreen.columns.name'),
        size: 260,
        Cell: ({ row }) =>
          canUpdate ? (
            <Link
              component={RouterLink}
              to={`/saas/tenants/edit/${row.original.id}`}
              sx={{ fontWeight: 600 }}
            >
              {row.original.name}
            </Link>
          ) : (
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {row.original.name}
            </Typography>
          ),
      },
      {
        id: 'cdTenantId',
        accessorFn: (row) => row.extraProperties.CDTenantId ?? '',
        header: t('tenantsScreen.columns.cdTenantId'),
        size: 200,
        // The API sorts tenants by name (or creation time) only.
        enableSorting: false,
        Cell: ({ row }) => <bdi>{row.original.extraProperties.CDTenantId}</bdi>,
      },
      idColumn<TenantDto>(t('tenantsScreen.columns.id')),
    ],
    [t, canUpdate],
  );

  const table = useMaterialReactTable({
    columns,
    data: rows,
    getRowId: (row) => row.id,
    ...grid.options,
    rowCount: tenants.data?.totalCount ?? 0,
    enableRowSelection: canDelete,
    enableMultiRowSelection: false,
    // One row at most: the enabled Delete says enough, without the selection banner.
    positionToolbarAlertBanner: 'none',
    onRowSelectionChange: setRowSelection,
    state: {
      ...grid.state,
      rowSelection,
      ...loadingState(tenants),
    },
    muiTableBodyRowProps: ({ row }) => ({ 'aria-label': row.original.name }),
    renderEmptyRowsFallback: () => (
      <AdminGridEmpty
        icon={<ApartmentOutlinedIcon sx={{ fontSize: 40, opacity: 0.5 }} />}
        text={globalFilter.trim() ? t('tenantsScreen.noMatch') : t('tenantsScreen.empty')}
      />
    ),
    renderTopToolbarCustomActions: () => (
      <AdminGridActions
        canCreate={canCreate}
        canDelete={canDelete}
        hasSelection={selected !== undefined}
        onAdd={() => void navigate('/saas/tenants/create')}
        onDelete={() => setDeleting(selected ?? null)}
      />
    ),
  });

  return (
    <Box component="section" aria-label={t('tenantsScreen.title')}>
      {tenants.isError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('tenantsScreen.readError')}
        </Alert>
      ) : undefined}
      <MaterialReactTable table={table} />
      {deleting ? (
        <ConfirmDeleteDialog
          title={t('tenantsScreen.deleteDialog.title')}
          text={t('tenantsScreen.deleteDialog.text', { name: deleting.name })}
          deleting={remove.isPending}
          onConfirm={() => confirmDelete(deleting)}
          onClose={() => setDeleting(null)}
        />
      ) : undefined}
    </Box>
  );
}
