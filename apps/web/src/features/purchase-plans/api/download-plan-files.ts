import { getPurchasePlanPurchaseList, getPurchasePlanReport } from '@spool/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApiForFile } from '../../../lib/api-client';
import { saveFile } from '../../../lib/spreadsheet-files';

/** A file of the plan as saved: one brand's purchase list (.xlsx), or the plan as PDF or CSV. */
export type PlanFile =
  { kind: 'purchaseList'; brandId: number } | { kind: 'report'; format: 'pdf' | 'csv' };

/**
 * Fetches a file of the plan and hands it to the browser's downloads under the server's name
 * ({plan}_{brand}.xlsx, {plan}_PP.pdf ...); a refusal rejects with the server's message.
 */
export function useDownloadPlanFile(planId: number) {
  return useMutation({
    mutationFn: async (file: PlanFile) => {
      const { blob, fileName } =
        file.kind === 'purchaseList'
          ? await callApiForFile(getPurchasePlanPurchaseList, {
              params: { id: planId, brandId: file.brandId },
            })
          : await callApiForFile(getPurchasePlanReport, {
              params: { id: planId },
              query: { format: file.format },
            });
      const name =
        fileName ??
        (file.kind === 'purchaseList' ? 'PurchaseList.xlsx' : `PurchasePlan.${file.format}`);
      saveFile(blob, name);
      return { fileName: name };
    },
  });
}
