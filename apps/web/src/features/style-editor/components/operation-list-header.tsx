import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import type { OperationDto } from '@spool/contracts';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/ui/toasts';
import {
  reportFormats,
  useDownloadStyleReport,
  useReportFormat,
  type ReportFormat,
  type StyleReportKind,
} from '../../../lib/report-files';
import type { OperationUnits } from '../api/get-operation-units';
import { useReportsExist } from '../api/get-reports-exist';
import { styleEditorKeys } from '../api/style-keys';
import { StatusDot } from './status-dot';

/** The list's title, the units it shows, and the two reports with the format selector. */
export function OperationListHeader({
  style,
  units,
  operations,
}: {
  style: { id: number } | null;
  units: OperationUnits | null;
  operations: OperationDto[];
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [format, setFormat] = useReportFormat();
  const download = useDownloadStyleReport();
  const hasOperations = style !== null && operations.length > 0;
  const reportsExist = useReportsExist(style?.id ?? null, hasOperations).data === true;
  const allComplete = operations.every((operation) => operation.isCompleteOperation);
  const status = hasOperations ? allComplete : null;
  // A report is offered once there is data; while an operation is incomplete it is refused.
  const reportEnabled = hasOperations && (reportsExist || !allComplete);

  const downloadReport = (kind: StyleReportKind) => {
    if (!style) return;
    if (!allComplete || !reportsExist) {
      toast.error(t('operationList.reports.incomplete'));
      return;
    }
    download.mutate(
      { kind, styleId: style.id, format },
      {
        // A printed report clears the tension notice.
        onSuccess: () =>
          void queryClient.invalidateQueries({
            queryKey: styleEditorKeys.tensionSettingsChanged(style.id),
          }),
        onError: (error) =>
          toast.error(
            error.message === '' ? t('operationList.reports.downloadError') : error.message,
          ),
      },
    );
  };

  const statusLabel = t(
    allComplete ? 'operationList.reports.ready' : 'operationList.reports.incomplete',
  );
  const unitItems = units
    ? [
        {
          label: t('operationList.unitOfMeasure'),
          value: t(
            units.seamLengthUnit === 1 ? 'operationList.units.inch' : 'operationList.units.cm',
          ),
        },
        {
          label: t('operationList.unitOfPackage'),
          value: t(`operationList.units.${units.packageUnit}`),
        },
        { label: t('operationList.threadBy'), value: units.tktTex },
      ]
    : [];

  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      useFlexGap
      sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}
    >
      <Stack
        direction="row"
        spacing={3}
        useFlexGap
        sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}
      >
        <Typography id="operation-list-title" variant="h3" component="h2">
          {t('operationList.title')}
        </Typography>
        <Box component="dl" sx={{ display: 'flex', gap: 2.5, m: 0, flexWrap: 'wrap' }}>
          {unitItems.map((item) => (
            <Box key={item.label} sx={{ display: 'flex', gap: 0.75, alignItems: 'baseline' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {item.label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
                {item.value}
              </Typography>
            </Box>
          ))}
        </Box>
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {(['singleGarment', 'threadUsage'] as const).map((kind) => {
          const button = (
            <Button
              key={kind}
              variant="outlined"
              size="small"
              disabled={!reportEnabled}
              loading={download.isPending && download.variables.kind === kind}
              loadingPosition="start"
              startIcon={<StatusDot ok={status} label={statusLabel} />}
              onClick={() => downloadReport(kind)}
            >
              {t(`operationList.reports.${kind}`)}
            </Button>
          );
          // What part and extra packages are, where the report is asked for (CONSUMPTION.md 4.1).
          return kind === 'threadUsage' ? (
            <Tooltip key={kind} title={t('reports.notices.threadUsageHint')} describeChild>
              <span>{button}</span>
            </Tooltip>
          ) : (
            button
          );
        })}
        <ToggleButtonGroup
          size="small"
          exclusive
          value={format}
          aria-label={t('operationList.reports.format')}
          onChange={(_event, next: ReportFormat | null) => next && setFormat(next)}
        >
          {reportFormats.map((item) => (
            <ToggleButton key={item} value={item} sx={{ px: 1.5 }}>
              {item.toUpperCase()}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
    </Stack>
  );
}
