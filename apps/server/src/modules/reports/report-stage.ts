import type { Language } from '@spool/contracts';
import type { ReportStage } from './reports.service.js';
import type { ReportTexts } from './reports.csv.js';

/**
 * The stage line of both reports: "Estimate, version 2", or "Approved v2, 12 May 2026, by
 * Ana" with the date in the report's language.
 */
export function stageText(stage: ReportStage, t: ReportTexts, language: Language): string {
  if (stage.stage !== 'approved' || !stage.approvedAt) {
    return t(`reports.stages.${stage.stage}`, { version: stage.version });
  }
  // English as the date printed reads it: day, month, year.
  const locale = language === 'en' ? 'en-GB' : language;
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    stage.approvedAt,
  );
  return t('reports.stages.approved', {
    version: stage.version,
    date,
    by: stage.approvedBy ?? '–',
  });
}
