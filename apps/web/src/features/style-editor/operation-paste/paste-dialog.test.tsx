/** @vitest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CheckPastedOperationsBody, PastedOperationsCheck } from '@spool/contracts';
import { operationPasteColumns } from '@spool/domain';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { api, renderScreen } from '../../../testing/screen';
import { PasteDialog } from './paste-dialog';

const row = (group: string, description: string, stitch: string) =>
  [group, '', description, stitch, '40', 'Astra', '120', 'Navy', '5000'].join('\t');

/**
 * The server's check as its contract answers: here a stitch type of 999 is wrong (the real
 * rules are the server's, tested there). Every body the dialog sends is kept.
 */
function answerChecks() {
  const checked: CheckPastedOperationsBody[] = [];
  api.use(
    http.post('/api/style/7/operations/paste/check', async ({ request }) => {
      const body = (await request.json()) as CheckPastedOperationsBody;
      checked.push(body);
      const rows = body.rows.slice(body.layout?.hasHeader ? 1 : 0);
      const answer: PastedOperationsCheck = {
        layout: {
          hasHeader: false,
          columns: [...operationPasteColumns],
          needsMapping: false,
        },
        rows,
        issues: rows.flatMap((cells, index) =>
          cells[3] === '999'
            ? [{ row: index + 1, column: 4, message: 'import.sheet.stitchTypeInvalid', params: {} }]
            : [],
        ),
      };
      return HttpResponse.json(answer);
    }),
  );
  return checked;
}

describe('the paste dialog', () => {
  it('marks a wrong cell, takes its fix in place, and adds every row once it is right', async () => {
    const user = userEvent.setup();
    answerChecks();
    const added: unknown[] = [];
    api.use(
      http.post('/api/style/7/operations/paste', async ({ request }) => {
        added.push(await request.json());
        return HttpResponse.json({ ids: [11, 12, 13] }, { status: 201 });
      }),
    );
    const onClose = vi.fn();
    await renderScreen(
      <PasteDialog
        styleId={7}
        units={{ seamLengthUnit: 0, packageUnit: 'm', tktTex: 'Tkt' }}
        lastGroup={0}
        initialText={null}
        onClose={onClose}
      />,
    );

    await user.click(screen.getByRole('textbox', { name: 'Rows copied from a spreadsheet' }));
    await user.paste(
      [row('1', 'Side seam', '401'), row('1', 'Hem', '999'), row('2', 'Collar', '504')].join('\n'),
    );

    const preview = await screen.findByRole('table', { name: 'Paste operations' });
    expect(within(preview).getAllByRole('row')).toHaveLength(4);
    expect(await screen.findByText('Rows that can be added: 2 of 3.')).toBeTruthy();
    const wrong = within(preview).getByRole('textbox', { name: 'Stitch type, row 2' });
    expect(wrong.getAttribute('aria-invalid')).toBe('true');
    expect(within(preview).getByText('Stitch type is not valid.')).toBeTruthy();
    // The good rows stay as pasted; only the row to fix takes typing.
    expect(within(preview).getByRole('cell', { name: 'Stitch type, row 1' }).textContent).toBe(
      '401',
    );

    await user.clear(wrong);
    await user.type(wrong, '301');
    expect(await screen.findByText('Rows that can be added: 3 of 3.')).toBeTruthy();
    expect(within(preview).queryByText('Stitch type is not valid.')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Add rows (3)' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(added).toEqual([
      {
        rows: [
          row('1', 'Side seam', '401').split('\t'),
          row('1', 'Hem', '301').split('\t'),
          row('2', 'Collar', '504').split('\t'),
        ],
        seamLengthUnit: 0,
        tktTexVal: 'Tkt',
      },
    ]);
    expect(await screen.findByText('Operations added: 3.')).toBeTruthy();
  });

  it('numbers the pasted groups after the style’s last group, and sends them so', async () => {
    const user = userEvent.setup();
    const checked = answerChecks();
    await renderScreen(
      <PasteDialog
        styleId={7}
        units={{ seamLengthUnit: 1, packageUnit: 'm', tktTex: 'Tex' }}
        lastGroup={4}
        initialText={[row('1', 'Side seam', '401'), row('2', 'Hem', '301')].join('\n')}
        onClose={() => undefined}
      />,
    );

    const preview = await screen.findByRole('table', { name: 'Paste operations' });
    const renumber = screen.getByRole<HTMLInputElement>('checkbox', {
      name: 'Number the pasted groups after the style’s last group (4)',
    });
    expect(renumber.checked).toBe(true);
    await waitFor(() =>
      expect(within(preview).getByRole('cell', { name: 'Group, row 2' }).textContent).toBe('6'),
    );
    await waitFor(() => expect(checked.at(-1)?.rows.map((cells) => cells[0])).toEqual(['5', '6']));
    expect(checked.at(-1)).toMatchObject({ seamLengthUnit: 1, tktTexVal: 'Tex' });

    await user.click(renumber);
    await waitFor(() =>
      expect(within(preview).getByRole('cell', { name: 'Group, row 2' }).textContent).toBe('2'),
    );
  });
});
