/** @vitest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StitchTypeInSettingDto } from '@spool/contracts';
import { defaultStitchSetting } from '@spool/domain';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { api, renderScreen } from '../../../testing/screen';
import { OperationDialog } from './operation-dialog';

/** A stitch type of the list, with the built-in Default's values. */
const stitch = (id: number, code: string, name: string): StitchTypeInSettingDto => {
  const setting = defaultStitchSetting(code);
  return {
    id,
    code,
    name,
    defaultcm0: setting.needle,
    defaultcm1: setting.under,
    defaultcm2: setting.top,
    defaultBight: setting.bightMm,
    bightMm: setting.bightMm,
    defaultwaste: setting.wastePercent,
    noNeedleA: false,
    noUnderA: false,
    noTopCover: true,
    hideBight: setting.bightMm === null,
    consumption: 0,
    consumptionBasis: 'per10Cm',
    lastChangedBy: null,
    lastModificationTime: null,
  };
};

/** The style's server: two operations so far, a thread range of one brand. */
function answerDialog() {
  const saved: Record<string, unknown>[] = [];
  let lastGroup = 2;
  api.use(
    http.get('/api/getGroupNumber', () => HttpResponse.json(lastGroup)),
    http.get('/api/validateGroupNumber', () => HttpResponse.json(true)),
    http.get('/api/getStitchTypesOrderByMostFrequentlyUsed', () =>
      HttpResponse.json({
        seamLengthUnit: 0,
        items: [stitch(1, '301', 'Lockstitch'), stitch(2, '401', 'Two-thread chainstitch')],
      }),
    ),
    http.get('/api/GetRecentlyUsedStyleOperationStitchData', () => HttpResponse.json(null)),
    http.get('/api/getStitchNeedlesByStitchTypeCode', ({ request }) => {
      const code = new URL(request.url).searchParams.get('stitchTypeCode');
      return HttpResponse.json(
        code === '301'
          ? [
              { line: 'needle', group: 'needle', name: 'Needle thread', threadCount: 1 },
              { line: 'under', group: 'under', name: 'Bobbin thread', threadCount: 1 },
            ]
          : [
              { line: 'needle', group: 'needle', name: 'Needle thread', threadCount: 1 },
              { line: 'under', group: 'under', name: 'Looper thread', threadCount: 1 },
            ],
      );
    }),
    http.get('/api/getBrandsOrderByMostFrequentlyUsed', () =>
      HttpResponse.json([{ id: 1, name: 'Northstar Corespun', usage: 3 }]),
    ),
    http.get('/api/getTickeTexsByBrandId', () =>
      HttpResponse.json([{ id: 10, brandId: 1, ticket: 120, tex: 25 }]),
    ),
    http.get('/api/getPacakageSizesByTicketTexID', () =>
      HttpResponse.json([{ id: 100, ticketTexId: 10, size: 5000, article: null }]),
    ),
    http.get('/api/shade/getShadesOrderByMostFrequentlyUsed', () => HttpResponse.json([])),
    http.post('/api/validateAlreadyExistingOperationWithSameGroup', () => HttpResponse.json(true)),
    http.post('/api/saveOperation', async ({ request }) => {
      saved.push((await request.json()) as Record<string, unknown>);
      lastGroup += 1;
      return HttpResponse.json(true);
    }),
  );
  return saved;
}

const dialogOf = (onClose = vi.fn(), onSaved = vi.fn()) => (
  <OperationDialog
    open
    style={{ id: 9, customSettingId: 0 }}
    operationId={null}
    seamLengthUnit={0}
    tktTex="Tkt"
    onClose={onClose}
    onSaved={onSaved}
  />
);

describe('the operation dialog', () => {
  it('starts at the next group, asks the stitch’s inputs, and names every missing field', async () => {
    const user = userEvent.setup();
    answerDialog();
    await renderScreen(dialogOf());

    const dialog = await screen.findByRole('dialog', { name: 'New operation' });
    const group = await within(dialog).findByRole('spinbutton', { name: 'Group' });
    expect((group as HTMLInputElement).value).toBe('3');
    expect(group).toBe(document.activeElement);
    expect(within(dialog).queryByRole('spinbutton', { name: 'Seam length (cm)' })).toBeNull();

    await user.click(within(dialog).getByRole('combobox', { name: 'Stitch type' }));
    await user.keyboard('401');
    await user.keyboard('{Enter}');
    // 401 asks seam length, rate, rows and thickness; its lines come with it.
    const seam = await within(dialog).findByRole('spinbutton', { name: 'Seam length (cm)' });
    expect((seam as HTMLInputElement).value).toBe('10');
    expect(within(dialog).queryByRole('spinbutton', { name: 'Bight (mm)' })).toBeNull();
    expect(await within(dialog).findByText('Looper thread')).toBeTruthy();

    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(await screen.findByText('Please Fill Required Data')).toBeTruthy();
    expect(screen.getByText(/Description/, { selector: 'li' })).toBeTruthy();
  });

  it('Save and add next (Ctrl+Shift+Enter) saves, then starts the next group on the same stitch', async () => {
    const user = userEvent.setup();
    const saved = answerDialog();
    const onSaved = vi.fn();
    await renderScreen(dialogOf(vi.fn(), onSaved));

    const dialog = await screen.findByRole('dialog', { name: 'New operation' });
    await user.type(
      await within(dialog).findByRole('textbox', { name: 'Description' }),
      'Side seam',
    );
    await user.click(within(dialog).getByRole('combobox', { name: 'Stitch type' }));
    await user.keyboard('301{Enter}');
    // Every line takes its thread from the lists, each filtered by typing and chosen with Enter.
    for (const line of ['Needle thread', 'Bobbin thread']) {
      for (const [list, typed, shown] of [
        ['Brand', 'North', 'Northstar Corespun'],
        ['Tkt', '120', '120'],
        ['Package size (m)', '5,000', '5,000'],
      ] as const) {
        const field = await within(dialog).findByRole('combobox', { name: `${line}: ${list}` });
        await user.click(field);
        await user.keyboard(`${typed}{Enter}`);
        expect((field as HTMLInputElement).value).toBe(shown);
      }
    }

    await user.keyboard('{Control>}{Shift>}{Enter}{/Shift}{/Control}');
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ group: 3, description: 'Side seam', stitchTypeCode: '301' });
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Operation Saved Successfully')).toBeTruthy();

    // The next: group 4, the same stitch, the cursor in Description.
    const next = await within(dialog).findByRole('spinbutton', { name: 'Group' });
    await waitFor(() => expect((next as HTMLInputElement).value).toBe('4'));
    const description = within(dialog).getByRole('textbox', { name: 'Description' });
    await waitFor(() => expect(description).toBe(document.activeElement));
    expect(
      within(dialog).getByRole<HTMLInputElement>('combobox', { name: 'Stitch type' }).value,
    ).toBe('301 - Lockstitch');
  });

  it('asks before Esc throws typed work away, and closes at once when nothing changed', async () => {
    const user = userEvent.setup();
    answerDialog();
    const onClose = vi.fn();
    await renderScreen(dialogOf(onClose));

    const dialog = await screen.findByRole('dialog', { name: 'New operation' });
    await user.type(await within(dialog).findByRole('textbox', { name: 'Description' }), 'Hem');
    await user.keyboard('{Escape}');
    const discard = await screen.findByRole('dialog', { name: 'Discard changes?' });
    await user.click(within(discard).getByRole('button', { name: 'Keep editing' }));
    expect(onClose).not.toHaveBeenCalled();

    await user.clear(await within(dialog).findByRole('textbox', { name: 'Description' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
