import { useMutation } from '@tanstack/react-query';
import { getCostFileReport } from '@spool/contracts';
import { callApi } from '../../../lib/api-client';
import { saveSpreadsheet } from '../../../lib/spreadsheet-files';

/** Downloads the complete cost data, or the blank template, as Cost-file-{date}.xlsx. */
export function useDownloadCostFileReport() {
  return useMutation({
    mutationFn: async ({ template }: { template: boolean }) => {
      const file = await callApi(getCostFileReport, {
        query: template ? { template: 'true' } : {},
      });
      saveSpreadsheet(file);
      return file;
    },
  });
}
