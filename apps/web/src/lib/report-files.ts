import { downloadSingleGarmentReport, downloadThreadUsageReport } from '@spool/contracts';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { callApiForFile } from './api-client';

/**
 * A style's two reports as files, in one place for every screen that offers them (the
 * dashboard grid, the style window's operation list), and the report format the person
 * chose last, remembered on this device (core-domain spec, sections 2 and 9).
 *
 * Usage:
 *   const [format, setFormat] = useReportFormat();
 *   const download = useDownloadStyleReport();
 *   download.mutate({ kind: 'threadUsage', styleId, format }, { onError: (e) => toast.error(e.message) });
 *
 * A refusal of the server (an incomplete operation, a missing permission) rejects with an
 * `ApiError` carrying the server's message in the user's language.
 */
export type ReportFormat = 'pdf' | 'csv';
export type StyleReportKind = 'singleGarment' | 'threadUsage';

export const reportFormats: readonly ReportFormat[] = ['pdf', 'csv'];

const formatKey = 'spool.reportFormat';
const defaultFormat: ReportFormat = 'pdf';
const formatListeners = new Set<() => void>();

function readFormat(): ReportFormat {
  const stored = localStorage.getItem(formatKey);
  return stored === 'pdf' || stored === 'csv' ? stored : defaultFormat;
}

function subscribeToFormat(listener: () => void): () => void {
  formatListeners.add(listener);
  // Another tab of the same person changing it.
  const onStorage = (event: StorageEvent) => event.key === formatKey && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    formatListeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The chosen report format (pdf by default) and its setter; every screen sees the same one. */
export function useReportFormat(): [ReportFormat, (format: ReportFormat) => void] {
  const format = useSyncExternalStore(subscribeToFormat, readFormat);
  const setFormat = useCallback((next: ReportFormat) => {
    localStorage.setItem(formatKey, next);
    for (const listener of formatListeners) listener();
  }, []);
  return [format, setFormat];
}

const contracts = {
  singleGarment: downloadSingleGarmentReport,
  threadUsage: downloadThreadUsageReport,
} as const;

/** The names the server gives (core-domain spec, section 9), should its header be unreadable. */
const fallbackNames: Record<StyleReportKind, Record<ReportFormat, string>> = {
  singleGarment: { csv: 'SingleGarmentReport.csv', pdf: 'SingleGarmentReport_SGC.pdf' },
  threadUsage: { csv: 'ThreadUsageReport.csv', pdf: 'ThreadUsageReport_TU.pdf' },
};

function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Fetches one report of a style as a file and hands it to the browser's downloads under the
 * server's file name ({style}_SGC.pdf, ThreadUsageReport.csv ...).
 */
export async function downloadStyleReport(
  kind: StyleReportKind,
  styleId: number,
  format: ReportFormat,
): Promise<{ fileName: string }> {
  const file = await callApiForFile(contracts[kind], {
    params: { id: styleId },
    query: { format },
  });
  const fileName = file.fileName ?? fallbackNames[kind][format];
  saveBlob(file.blob, fileName);
  return { fileName };
}

/** {@link downloadStyleReport} as a mutation. */
export function useDownloadStyleReport() {
  return useMutation({
    mutationFn: ({
      kind,
      styleId,
      format,
    }: {
      kind: StyleReportKind;
      styleId: number;
      format: ReportFormat;
    }) => downloadStyleReport(kind, styleId, format),
  });
}
