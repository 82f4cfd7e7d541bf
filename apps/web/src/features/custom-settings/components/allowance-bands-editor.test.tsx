/** @vitest-environment jsdom */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../testing/screen';
import { AllowanceBandsEditor, bandsOfRows, type BandRows } from './allowance-bands-editor';

let latest: BandRows | null = null;

/** The editor as a settings form holds it: the rows are the form's state. */
function Editor({ initial = null }: { initial?: BandRows | null }) {
  const [rows, setRows] = useState<BandRows | null>(initial);
  const change = (next: BandRows | null) => {
    latest = next;
    setRows(next);
  };
  return <AllowanceBandsEditor rows={rows} onChange={change} flatPercent={10} />;
}

const valueOf = (element: HTMLElement) => (element as HTMLInputElement).value;

const band = (number: number) => screen.getByRole('group', { name: `Allowance ${number}` });

describe('the allowance band editor', () => {
  it('turns bands on, and each added band starts the garment after the previous one ends', async () => {
    const user = userEvent.setup();
    await renderScreen(<Editor />);
    await user.click(screen.getByRole('button', { name: 'By order quantity' }));
    expect(valueOf(within(band(1)).getByLabelText('From (garments)'))).toBe('1');
    expect(valueOf(within(band(1)).getByLabelText('Allowance %'))).toBe('10');

    await user.type(within(band(1)).getByLabelText('To (garments)'), '300');
    await user.click(screen.getByRole('button', { name: 'Add band' }));
    expect(valueOf(within(band(2)).getByLabelText('From (garments)'))).toBe('301');
    const percent = within(band(2)).getByLabelText('Allowance %');
    await user.clear(percent);
    await user.type(percent, '8');

    expect(latest && bandsOfRows(latest)).toEqual([
      { from: 1, to: 300, percent: 10 },
      { from: 301, to: null, percent: 8 },
    ]);
    expect(screen.queryByText(/band/i, { selector: '.Mui-error' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remove band 1' }));
    expect(valueOf(within(band(1)).getByLabelText('From (garments)'))).toBe('1');
    await user.click(screen.getByRole('button', { name: 'Flat' }));
    expect(latest).toBeNull();
  });

  it('shows each error on the field of the band at fault', async () => {
    const user = userEvent.setup();
    await renderScreen(
      <Editor
        initial={[
          { to: '300', percent: '12' },
          { to: '', percent: '8' },
        ]}
      />,
    );
    // A band added after an open one: that one now needs an end.
    await user.click(screen.getByRole('button', { name: 'Add band' }));
    expect(
      within(band(2)).getByText('Only the last band may be left without an end.'),
    ).toBeTruthy();
    expect(valueOf(within(band(3)).getByLabelText('From (garments)'))).toBe('');

    await user.type(within(band(2)).getByLabelText('To (garments)'), '250');
    expect(within(band(2)).getByText('The band ends before it starts.')).toBeTruthy();
    expect(valueOf(within(band(3)).getByLabelText('From (garments)'))).toBe('251');
  });

  it('speaks the user’s language', async () => {
    await renderScreen(
      <Editor
        initial={[
          { to: '300', percent: '12' },
          { to: '', percent: '8' },
          { to: '', percent: '5' },
        ]}
      />,
      'es',
    );
    const second = screen.getByRole('group', { name: 'Margen 2' });
    expect(within(second).getByText('Solo el último tramo puede quedar sin final.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Añadir tramo' })).toHaveProperty('disabled', false);
  });
});
