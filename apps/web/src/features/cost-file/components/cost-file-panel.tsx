import DownloadIcon from '@mui/icons-material/Download';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import GridOnIcon from '@mui/icons-material/GridOn';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { HistoryButton } from '../../../components/history/history-button';
import {
  costFileAccountType,
  costFileLimits,
  xlsxContentType,
  type ImportResultDto,
} from '@spool/contracts';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text';
import { useToast } from '../../../components/ui/toasts';
import { useReadySession } from '../../../lib/session-context';
import { useDownloadCostFileReport } from '../api/download-cost-file-report';
import { useCostFile } from '../api/get-cost-file';
import { useImportCostFile } from '../api/import-cost-file';
import { saveSpreadsheet } from '../../../lib/spreadsheet-files';
import { CostPricesTable } from './cost-prices-table';

const columnKeys = ['brand', 'article', 'colourGroup', 'packageSize', 'unit', 'price'] as const;
const shownIssues = 5;

/**
 * The cost file section of the system configuration screen (platform-admin spec, section
 * 2), for tenant administrators (account type 101) only: the file's name and date with
 * download of the cost data, download of a blank template and upload (import type 2), the
 * marked file when an upload has errors, and the current prices.
 */
export function CostFilePanel() {
  const { state } = useReadySession();
  if (state.configuration.currentUser.accountType !== costFileAccountType) return null;
  return <CostFileSection />;
}

function CostFileSection() {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const costFile = useCostFile({ enabled: true });
  const download = useDownloadCostFileReport();
  const upload = useImportCostFile();
  const [rejected, setRejected] = useState<ImportResultDto | null>(null);
  const currency = costFile.data?.currencyUnit ?? '';

  const startDownload = (template: boolean) =>
    download.mutate({ template }, { onError: (error) => toast.error(error.message) });

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > costFileLimits.maxBytes) {
      toast.error(
        errorText(t, 'Spool.Settings:CostFileTooLarge', {
          maxMb: costFileLimits.maxBytes / 1024 / 1024,
        }),
      );
      return;
    }
    setRejected(null);
    upload.mutate(file, {
      onSuccess: (result) => {
        if (result.error) {
          setRejected(result);
          toast.error(result.message);
        } else {
          toast.success(result.message);
        }
      },
      onError: (error) => toast.error(error.message),
    });
  };

  const updated = costFile.data?.lastUpdatedTime;
  const columnName = (index: number) => {
    const key = columnKeys[index - 1];
    return key
      ? t(`costFile.columns.${key}`, { currency })
      : t('costFile.table.column', { number: index });
  };
  const issues = rejected?.rows.flatMap((row) =>
    row.cells.map((cell) => ({ row: row.index, ...cell })),
  );

  return (
    <Accordion defaultExpanded disableGutters sx={{ border: 1, borderColor: 'divider' }}>
      <AccordionSummary
        expandIcon={<ExpandMoreIcon />}
        aria-controls="cost-file-content"
        id="cost-file-header"
      >
        <Stack spacing={0.5}>
          <Typography variant="h2" component="h2">
            {t('costFile.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('costFile.intro', { currency: currency || '…' })}
          </Typography>
        </Stack>
      </AccordionSummary>
      <AccordionDetails>
        <Stack spacing={3}>
          {costFile.isError && <Alert severity="error">{costFile.error.message}</Alert>}
          <Stack spacing={1}>
            <TableContainer component={Paper} variant="outlined" sx={{ borderColor: 'divider' }}>
              <Table size="small" aria-label={t('costFile.title')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('costFile.table.name')}</TableCell>
                    <TableCell>{t('costFile.table.lastUpdated')}</TableCell>
                    <TableCell>{t('costFile.table.action')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  <TableRow>
                    <TableCell sx={{ fontWeight: 600 }}>
                      {costFile.data?.name ?? (
                        <Typography variant="body2" color="text.secondary" component="span">
                          {t('costFile.table.noFile')}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {updated
                        ? new Intl.DateTimeFormat(i18n.language, {
                            dateStyle: 'medium',
                            timeStyle: 'short',
                          }).format(new Date(updated))
                        : '—'}
                    </TableCell>
                    <TableCell>
                      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
                        <Button
                          variant="outlined"
                          size="small"
                          startIcon={<DownloadIcon />}
                          disabled={download.isPending}
                          onClick={() => startDownload(false)}
                        >
                          {t('costFile.actions.download')}
                        </Button>
                        <Button
                          variant="outlined"
                          size="small"
                          startIcon={<GridOnIcon />}
                          disabled={download.isPending}
                          onClick={() => startDownload(true)}
                        >
                          {t('costFile.actions.template')}
                        </Button>
                        <HistoryButton
                          subject={{ kind: 'costFile' }}
                          name={t('costFile.title')}
                          variant="outlined"
                          size="small"
                        />
                        <Button
                          component="label"
                          variant="contained"
                          size="small"
                          startIcon={<UploadFileIcon />}
                          disabled={upload.isPending}
                        >
                          {upload.isPending
                            ? t('costFile.actions.uploading')
                            : t('costFile.actions.upload')}
                          <input
                            hidden
                            type="file"
                            accept={`.xlsx,${xlsxContentType}`}
                            aria-label={t('costFile.actions.chooseFileLabel')}
                            onChange={chooseFile}
                          />
                        </Button>
                      </Stack>
                    </TableCell>
                  </TableRow>
                </TableBody>
              </Table>
            </TableContainer>
            <Typography variant="caption" color="text.secondary">
              {t('costFile.uploadHint')}
            </Typography>
          </Stack>

          {rejected && issues && (
            <Alert severity="error" onClose={() => setRejected(null)}>
              <AlertTitle>{t('costFile.result.errorsTitle')}</AlertTitle>
              <Typography variant="body2">
                {rejected.message}. {t('costFile.result.errorsText', { count: issues.length })}
              </Typography>
              <Stack component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }} spacing={0.25}>
                {issues.slice(0, shownIssues).map((issue) => (
                  <Typography component="li" variant="body2" key={`${issue.row}:${issue.index}`}>
                    {t('costFile.result.cellIssue', {
                      row: issue.row,
                      column: columnName(issue.index),
                      comment: issue.comment,
                    })}
                  </Typography>
                ))}
              </Stack>
              {issues.length > shownIssues && (
                <Typography variant="body2" sx={{ mt: 0.5 }}>
                  {t('costFile.result.moreIssues', { count: issues.length - shownIssues })}
                </Typography>
              )}
              {rejected.markedFile && (
                <Button
                  variant="outlined"
                  color="error"
                  size="small"
                  startIcon={<DownloadIcon />}
                  sx={{ mt: 1.5, bgcolor: 'background.paper' }}
                  onClick={() => rejected.markedFile && saveSpreadsheet(rejected.markedFile)}
                >
                  {t('costFile.actions.downloadMarked')}
                </Button>
              )}
            </Alert>
          )}

          <Stack spacing={1.5}>
            <Typography variant="h3" component="h3">
              {t('costFile.prices.title')}
            </Typography>
            <CostPricesTable
              entries={costFile.data?.entries ?? []}
              currency={currency}
              loading={costFile.isPending}
            />
          </Stack>
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
}
