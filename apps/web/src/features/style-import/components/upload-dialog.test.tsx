/** @vitest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ImportResultDto } from '@spool/contracts';
import { styleSheetColumns } from '@spool/domain';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { api, renderScreen } from '../../../testing/screen';
import { UploadDialog, type ImportChoice } from './upload-dialog';

const sheet = {
  fileName: 'Season 27.xlsx',
  rows: [
    ['Style name', 'Customer', 'Operation description', 'Stitch type'],
    ['Polo 1', 'Northwind', 'Side seam', '401'],
    ['Polo 1', 'Northwind', 'Hem', '999'],
  ],
};

/** The dialog as the import screen holds it: the units chosen are the screen's state. */
function Dialog({ onClose }: { onClose: () => void }) {
  const [choice, setChoice] = useState<ImportChoice>({ seamLengthUnit: 0, tktTex: 'Tkt' });
  return (
    <UploadDialog
      sheet={sheet}
      units={{ seamLengthUnit: 0, tktTex: 'Tkt', allowance: 12 }}
      choice={choice}
      onChoiceChange={setChoice}
      reading={false}
      onFiles={() => undefined}
      onClose={onClose}
    />
  );
}

/** Answers the upload with `result`; keeps what was sent. */
function answerUpload(result: ImportResultDto) {
  const sent: Record<string, unknown>[] = [];
  api.use(
    http.post('/api/import', async ({ request }) => {
      sent.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json(result);
    }),
    // The progress of an import the server has not started yet is unknown.
    http.get('/api/import/progress/:id', () =>
      HttpResponse.json({ error: { code: 'Spool:NotFound', message: '' } }, { status: 404 }),
    ),
  );
  return sent;
}

/** The template's column of the stitch type, where the server marks a wrong one. */
const stitchTypeColumn = styleSheetColumns.indexOf('stitchType') + 1;

const result = (values: Partial<ImportResultDto>): ImportResultDto => ({
  error: false,
  message: '',
  rows: [],
  savedRows: 0,
  savedStyles: 0,
  markedFile: null,
  ...values,
});

describe('the upload dialog', () => {
  it('sends the sheet with the units chosen in it, and closes on the saved answer', async () => {
    const user = userEvent.setup();
    const sent = answerUpload(
      result({ message: 'Data Saved Successfully', savedRows: 2, savedStyles: 1 }),
    );
    const onClose = vi.fn();
    await renderScreen(<Dialog onClose={onClose} />);

    const dialog = screen.getByRole('dialog', {
      name: 'Upload styles: Metric (cm), allowance 12 %, Tkt',
    });
    expect(within(dialog).getByText(/Season 27\.xlsx.: 2 rows/)).toBeTruthy();
    await user.click(within(dialog).getByRole('radio', { name: 'Imperial (inch)' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Tex' }));
    expect(
      screen.getByRole('dialog', { name: 'Upload styles: Imperial (inch), allowance 12 %, Tex' }),
    ).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([
      expect.objectContaining({
        importType: 1,
        name: 'Season 27.xlsx',
        rows: sheet.rows,
        seamLengthUnit: 1,
        tktTexVal: 'Tex',
      }),
    ]);
    expect(
      await screen.findByText('Data Saved Successfully. 1 style with 2 operations imported.'),
    ).toBeTruthy();
  });

  it('lists each refused cell with its reason, says how many, and stays open', async () => {
    const user = userEvent.setup();
    answerUpload(
      result({
        error: true,
        message: 'There are Some Errors in the sheet please check',
        rows: [
          {
            index: 3,
            cells: [
              { index: stitchTypeColumn, color: '#FF0000', comment: 'Stitch type is not valid.' },
            ],
          },
        ],
      }),
    );
    const onClose = vi.fn();
    await renderScreen(<Dialog onClose={onClose} />);

    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Row 3, Stitch type: Stitch type is not valid.')).toBeTruthy();
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('status')
          .some(
            (status) =>
              status.textContent ===
              'There are Some Errors in the sheet please check. Cells to fix: 1',
          ),
      ).toBe(true),
    );
    expect(screen.getByRole('button', { name: 'Upload' })).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
