import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Permissions, type PurchasePlanDto, type PurchasePlanSummaryDto } from '@spool/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDateTime } from '../../../lib/format-date';
import { isGranted, useReadySession } from '../../../lib/session-context';
import { purchasePlansPageSize, usePurchasePlans } from '../api/get-purchase-plans';
import { formatNeedBy } from '../utils/need-by';
import { DeletePlanDialog } from './delete-plan-dialog';
import { PlanPurchaseDialog } from './plan-purchase-dialog';

/**
 * The Purchase plans page: the tenant's plans, newest first (name, styles, need-by,
 * created by, modified), a new plan, delete (the server decides who may), and each opened.
 */
export function PurchasePlansList({ onOpen }: { onOpen: (plan: PurchasePlanDto) => void }) {
  const { t, i18n } = useTranslation();
  const { state } = useReadySession();
  const granted = (policy: string) => isGranted(state.configuration, policy);
  const canCreate = granted(Permissions.PurchasePlansCreate);
  const canDelete = canCreate || granted(Permissions.PurchasePlansDeleteAny);
  const [pageIndex, setPageIndex] = useState(0);
  const plans = usePurchasePlans(pageIndex);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<PurchasePlanSummaryDto | null>(null);
  const items = plans.data?.items ?? [];
  const language = i18n.language;

  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ alignItems: 'flex-end', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <div>
          <Typography variant="h1">{t('purchasePlanScreens.title')}</Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5, maxWidth: 720 }}>
            {t('purchasePlanScreens.intro')}
          </Typography>
        </div>
        {canCreate ? (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            {t('purchasePlanScreens.newPlan')}
          </Button>
        ) : undefined}
      </Stack>
      {plans.isError ? <Alert severity="error">{plans.error.message}</Alert> : undefined}
      <TableContainer component={Paper} variant="outlined">
        {plans.isFetching ? (
          <LinearProgress aria-label={t('adminForms.loading')} sx={{ height: 2 }} />
        ) : undefined}
        <Table size="small" aria-label={t('purchasePlanScreens.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('purchasePlanScreens.columns.name')}</TableCell>
              <TableCell align="right">{t('purchasePlanScreens.columns.styles')}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {t('purchasePlanScreens.columns.needBy')}
              </TableCell>
              <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                {t('purchasePlanScreens.columns.createdBy')}
              </TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                {t('purchasePlanScreens.columns.modified')}
              </TableCell>
              {canDelete ? (
                <TableCell align="right">{t('purchasePlanScreens.columns.actions')}</TableCell>
              ) : undefined}
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((plan) => (
              <TableRow key={plan.id} hover aria-label={plan.name}>
                <TableCell sx={{ fontWeight: 600 }}>
                  <Link component={RouterLink} to={`/purchasePlans/${plan.id}`} underline="hover">
                    {plan.name}
                  </Link>
                </TableCell>
                <TableCell align="right">{plan.styleCount}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {plan.needBy ? formatNeedBy(plan.needBy, language) : '—'}
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                  {plan.createdBy ?? '—'}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap', display: { xs: 'none', sm: 'table-cell' } }}>
                  {formatDateTime(plan.lastModificationTime ?? plan.creationTime, language)}
                </TableCell>
                {canDelete ? (
                  <TableCell align="right" sx={{ py: 0 }}>
                    <Tooltip title={t('purchasePlanScreens.delete.action')}>
                      <IconButton
                        size="small"
                        aria-label={t('purchasePlanScreens.delete.actionOf', { name: plan.name })}
                        onClick={() => setDeleting(plan)}
                      >
                        <DeleteOutlineIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </TableCell>
                ) : undefined}
              </TableRow>
            ))}
            {plans.isSuccess && items.length === 0 ? (
              <TableRow>
                <TableCell colSpan={6}>
                  <Stack spacing={1} sx={{ py: 5, alignItems: 'center', color: 'text.secondary' }}>
                    <ShoppingCartOutlinedIcon sx={{ fontSize: 40, opacity: 0.5 }} />
                    <Typography variant="body2">{t('purchasePlanScreens.empty')}</Typography>
                  </Stack>
                </TableCell>
              </TableRow>
            ) : undefined}
          </TableBody>
        </Table>
        {(plans.data?.totalCount ?? 0) > purchasePlansPageSize ? (
          <TablePagination
            component="div"
            count={plans.data?.totalCount ?? 0}
            page={pageIndex}
            rowsPerPage={purchasePlansPageSize}
            rowsPerPageOptions={[purchasePlansPageSize]}
            onPageChange={(_, page) => setPageIndex(page)}
          />
        ) : undefined}
      </TableContainer>
      {creating ? (
        <PlanPurchaseDialog
          styles={[]}
          onClose={() => setCreating(false)}
          onCreated={(plan) => {
            setCreating(false);
            onOpen(plan);
          }}
        />
      ) : undefined}
      {deleting ? (
        <DeletePlanDialog plan={deleting} onClose={() => setDeleting(null)} />
      ) : undefined}
    </Stack>
  );
}
