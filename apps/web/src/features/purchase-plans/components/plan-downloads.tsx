import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/ui/toasts';
import { useDownloadPlanFile, type PlanFile } from '../api/download-plan-files';

/**
 * The plan's files, as saved: the whole plan as PDF or CSV, and each brand's
 * purchase list (.xlsx) to send to the thread supplier. Unsaved changes are saved first.
 */
export function PlanDownloads({
  planId,
  brands,
  unsaved,
}: {
  planId: number;
  brands: readonly { id: number; name: string }[];
  unsaved: boolean;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const download = useDownloadPlanFile(planId);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const take = (file: PlanFile) => {
    setAnchor(null);
    download.mutate(file, {
      onSuccess: ({ fileName }) =>
        toast.success(t('purchasePlanScreens.downloads.done', { fileName })),
      onError: (error) => toast.error(error.message),
    });
  };
  const button = (
    <Button
      variant="outlined"
      startIcon={<DownloadIcon />}
      disabled={unsaved}
      loading={download.isPending}
      aria-haspopup="menu"
      onClick={(event) => setAnchor(event.currentTarget)}
    >
      {t('purchasePlanScreens.downloads.action')}
    </Button>
  );
  return (
    <>
      {unsaved ? (
        <Tooltip title={t('purchasePlanScreens.downloads.saveFirst')}>
          <span>{button}</span>
        </Tooltip>
      ) : (
        button
      )}
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => take({ kind: 'report', format: 'pdf' })}>
          {t('purchasePlanScreens.downloads.pdf')}
        </MenuItem>
        <MenuItem onClick={() => take({ kind: 'report', format: 'csv' })}>
          {t('purchasePlanScreens.downloads.csv')}
        </MenuItem>
        {brands.length > 0 ? <Divider /> : undefined}
        {brands.length > 0 ? (
          <ListSubheader>{t('purchasePlanScreens.downloads.purchaseLists')}</ListSubheader>
        ) : undefined}
        {brands.map((brand) => (
          <MenuItem
            key={brand.id}
            onClick={() => take({ kind: 'purchaseList', brandId: brand.id })}
          >
            {t('purchasePlanScreens.downloads.purchaseList', { brand: brand.name })}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
