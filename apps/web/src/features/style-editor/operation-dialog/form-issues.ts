import { operationFormMessages, type OperationFormIssue } from '@spool/domain';

/** Puts a message key and its values into the user's language. */
export type Translate = (key: string, params?: Record<string, unknown>) => string;

/** Inline messages by field path (`description`, `lines.0.ticketTexId`). */
export type FieldErrors = Partial<Record<string, string>>;

/** Messages that say which field they are about (the specification's own wording). */
const fieldNamingMessages: ReadonlySet<string> = new Set([
  operationFormMessages.descriptionRequired,
  operationFormMessages.stitchTypeRequired,
  operationFormMessages.seamLengthRequired,
  operationFormMessages.machinesRequired,
  operationFormMessages.seamThicknessRequired,
]);

const textOf = (issue: OperationFormIssue, translate: Translate) =>
  translate(issue.message, {
    ...issue.params,
    min: issue.params?.['minimum'],
    max: issue.params?.['maximum'],
  });

/** Inline messages by field: the first issue of each path, in the user's language. */
export function errorsByField(
  issues: readonly OperationFormIssue[],
  translate: Translate,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    if (issue.path.length === 0) continue;
    errors[issue.path.join('.')] ??= textOf(issue, translate);
  }
  return errors;
}

/**
 * Every problem of a failed save, as its toast lists them under Please Fill Required Data
 * (core-domain spec, sections 5 and 8): each field's first message, after the field's label
 * (`labelOf`) unless the message names the field itself; repeated texts once.
 */
export function problemList(
  issues: readonly OperationFormIssue[],
  translate: Translate,
  labelOf: (path: readonly (string | number)[]) => string | undefined,
): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const issue of issues) {
    const key = issue.path.join('.');
    if (issue.path.length === 0 || seen.has(key)) continue;
    seen.add(key);
    const text = textOf(issue, translate);
    const label = fieldNamingMessages.has(issue.message) ? undefined : labelOf(issue.path);
    const problem = label === undefined ? text : `${label}: ${text}`;
    if (!problems.includes(problem)) problems.push(problem);
  }
  return problems;
}
