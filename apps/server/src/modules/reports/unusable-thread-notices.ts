import type { Figure, StyleEstimate } from '@spool/domain';
import type { ReportTexts } from './reports.csv.js';

/** The mark beside a thread (kept on the brand's last word) that has a value no estimate can use; its notice starts with it. */
export const unusableMark = '\u00a0*';

/**
 * One notice per thread with a value no estimate can use: the thread, the field and its value,
 * where to correct it, and what the Thread Usage report leaves out until then.
 *
 * @param figure - the report's number format (localised in a PDF, plain in a CSV)
 */
export function unusableThreadNotices(
  estimate: StyleEstimate,
  t: ReportTexts,
  figure: (figure: Figure, value: number) => string,
): string[] {
  return estimate.unusableThreads.map((thread) =>
    t('reports.notices.unusableThread', {
      brand: thread.brand,
      ticket: figure('ticketTex', thread.ticket),
      field: t(`reports.unusableFields.${thread.field}`),
      value:
        thread.field === 'packageLength'
          ? `${figure('packageLength', thread.value)} ${t(`reports.units.${thread.packageUnit}`)}`
          : figure('ticketTex', thread.value),
    }),
  );
}

/** The unusable threads as the reports' and the figures' JSON give them. */
export const unusableThreadsOf = (estimate: StyleEstimate) =>
  estimate.unusableThreads.map(({ brand, ticket, field, value }) => ({
    brand,
    ticket,
    field,
    value,
  }));

/** A brand as a report's row names it: marked when the row's thread cannot be used. */
export const brandCell = (brand: string, unusable: boolean): string =>
  unusable ? `${brand}${unusableMark}` : brand;
