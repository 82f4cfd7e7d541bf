/** @vitest-environment jsdom */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../testing/screen';
import { PlanFields } from './plan-fields';
import { PlanStageNotice } from './plan-stage-notice';

const unapproved = [
  { styleId: 2, name: 'Chino', stage: 'estimate', version: 1 },
  { styleId: 3, name: 'Parka', stage: 'sampleChecked', version: 2 },
] as const;

describe('the styles of a plan not approved yet', () => {
  it('are listed with their stage in place of the figures of a plan of approved styles only', async () => {
    await renderScreen(<PlanStageNotice unapproved={unapproved} blocked />);
    const notice = screen.getByRole('alert', {
      name: 'Approve these styles to see the plan’s figures',
    });
    expect(notice.textContent).toContain(
      'Approve each one in its style window, or clear “Approved styles only”',
    );
    const items = within(notice).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Chino Estimate · v1',
      'Parka Sample-checked · v2',
    ]);
  });

  it('are named above the figures of any other plan, in the user’s language', async () => {
    await renderScreen(<PlanStageNotice unapproved={unapproved} blocked={false} />, 'es');
    const notice = screen.getByRole('alert', { name: 'Las cifras incluyen estimaciones' });
    expect(within(notice).getAllByRole('listitem')[0]?.textContent).toBe('Chino Estimación · v1');
  });

  it('are not mentioned when every style is approved', async () => {
    await renderScreen(<PlanStageNotice unapproved={[]} blocked />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('the plan’s “approved styles only” field', () => {
  const form = {
    name: 'Spring',
    note: '',
    needBy: '',
    runMode: 'concurrent',
    approvedOnly: false,
  } as const;

  it('asks for approved styles only when ticked, and says what it does', async () => {
    const onChange = vi.fn();
    await renderScreen(
      <PlanFields form={form} readOnly={false} nameMissing={false} onChange={onChange} />,
    );
    const box = screen.getByRole<HTMLInputElement>('checkbox', {
      name: 'Approved styles only',
      description: 'Figures and files wait until every style of the plan is approved.',
    });
    expect(box.checked).toBe(false);
    await userEvent.click(box);
    expect(onChange).toHaveBeenCalledWith({ approvedOnly: true });
  });

  it('cannot be changed by someone who may not edit the plan', async () => {
    await renderScreen(
      <PlanFields
        form={{ ...form, approvedOnly: true }}
        readOnly
        nameMissing={false}
        onChange={() => undefined}
      />,
    );
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Approved styles only' });
    expect(box.checked).toBe(true);
    expect(box.disabled).toBe(true);
  });
});
