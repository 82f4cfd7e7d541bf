import { validateOperationForm } from '@spool/domain';
import { describe, expect, it } from 'vitest';
import { errorsByField, problemList } from './form-issues';

const english: Record<string, string> = {
  'operations.validation.descriptionRequired': 'Please Enter Description',
  'operations.validation.stitchTypeRequired': 'Please Select Stitch Type',
  'operations.validation.seamLengthRequired': 'Please Enter Seam Length',
  'operations.validation.machinesRequired': 'Please Enter Machine',
  'operations.validation.seamThicknessRequired': 'Please Enter Seam Thickness',
  'operations.validation.selectFromList': 'Error: Please Select From the list',
  'validation.min': 'At least {{min}}.',
};
const translate = (key: string, params?: Record<string, unknown>) =>
  (english[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_all, name: string) => String(params?.[name]));
const labels: Record<string, string> = { group: 'Group', machines: 'Machines' };
const labelOf = (path: readonly (string | number)[]) =>
  path[0] === 'lines' ? `Line ${String(path[1])}` : labels[String(path[0])];

const issuesOf = (input: Record<string, unknown>) => {
  const result = validateOperationForm({ isOnTeam: false, lines: [], ...input });
  if (result.success) throw new Error('expected the form to fail');
  return result.issues;
};

describe('the problems of a failed save', () => {
  it('lists every failing field, not only the first', () => {
    const issues = issuesOf({ group: 1, machines: 1 });
    expect(problemList(issues, translate, labelOf)).toEqual([
      'Please Enter Description',
      'Please Select Stitch Type',
    ]);
  });

  it('names machines at 0, seam thickness at 0 on 301 and a negative seam length together', () => {
    const issues = issuesOf({
      group: 1,
      description: 'Side seam',
      stitchTypeCode: '301',
      seamLength: -5,
      rate: 12,
      quantity: 1,
      machines: 0,
      seamThickness: 0,
      lines: [{ needleName: 'Needle thread' }, { needleName: 'Bobbin thread' }],
    });
    expect(problemList(issues, translate, labelOf).toSorted()).toEqual([
      'Please Enter Machine',
      'Please Enter Seam Length',
      'Please Enter Seam Thickness',
    ]);
  });

  it('puts the field’s label before a message that does not name it, each field once', () => {
    const issues = [
      { path: [], message: 'operations.validation.fillRequiredData' },
      { path: ['group'], message: 'validation.min', params: { minimum: 1 } },
      { path: ['group'], message: 'validation.required' },
      { path: ['lines', 1, 'brandId'], message: 'operations.validation.selectFromList' },
    ];
    expect(problemList(issues, translate, labelOf)).toEqual([
      'Group: At least 1.',
      'Line 1: Error: Please Select From the list',
    ]);
    expect(errorsByField(issues, translate)).toEqual({
      group: 'At least 1.',
      'lines.1.brandId': 'Error: Please Select From the list',
    });
  });
});
