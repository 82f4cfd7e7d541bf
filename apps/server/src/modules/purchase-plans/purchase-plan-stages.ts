import type { Language } from '@spool/contracts';
import { DomainError, unapprovedStylesOf, type PurchasePlanJob } from '@spool/domain';
import type { Plan } from './purchase-plans.service.js';

/** Names as the language lists them: "Chino, Parka and Polo", "Chino、Parka和Polo". */
export const listIn = (language: Language, names: readonly string[]): string =>
  new Intl.ListFormat(language, { type: 'conjunction' }).format(names);

/**
 * A plan of approved styles only gives no figures and no files while a style is not approved
 * (their figures would be estimates): 409 naming those styles in the caller's language.
 */
export function refuseUnapprovedStyles(
  plan: Pick<Plan, 'name' | 'approvedOnly'>,
  job: Pick<PurchasePlanJob, 'styles'>,
  language: Language,
): void {
  if (!plan.approvedOnly) return;
  const unapproved = unapprovedStylesOf(job);
  if (unapproved.length === 0) return;
  throw new DomainError('Spool.PurchasePlans:StylesNotApproved', {
    plan: plan.name,
    styles: listIn(
      language,
      unapproved.map((style) => style.name),
    ),
    count: unapproved.length,
  });
}
