/** @vitest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Permissions, type OrderInputsDto, type StyleOrderDto } from '@spool/contracts';
import { defaultStitchSetting, type ThreadShadeChoice } from '@spool/domain';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { SessionContext, type Session } from '../../../lib/session-context';
import { api, renderScreen } from '../../../testing/screen';
import { OrderPanel } from './order-panel';

const line = (shade: string) => ({
  needleName: 'Needle',
  brandId: 1,
  ticketTexId: 10,
  packageSizeId: 100,
  shade,
});

/** A polo of two operations: a topstitch in Navy and an overlock in Ecru, the same Astra 120. */
const inputs: OrderInputsDto = {
  style: {
    name: 'Polo',
    color: 'Navy',
    size: 'M',
    garments: 300,
    productionLines: 1,
    lengthUnit: 'metric',
  },
  operations: [
    {
      id: 1,
      description: 'Topstitch',
      stitchTypeCode: '301',
      seamLengthCm: 40,
      ratePer3Cm: 11,
      bightMm: null,
      seamThicknessMm: null,
      rows: null,
      machines: 1,
      lines: [line('Navy'), line('Navy')],
    },
    {
      id: 2,
      description: 'Side seam',
      stitchTypeCode: '504',
      seamLengthCm: 60,
      ratePer3Cm: 15,
      bightMm: 4,
      seamThicknessMm: 1.5,
      rows: null,
      machines: 1,
      lines: [line('Ecru'), line('Ecru'), line('Ecru')],
    },
  ],
  setting: {
    name: 'Default',
    allowancePercent: 10,
    ticketMode: 'tkt',
    stitchSettings: { '301': defaultStitchSetting('301'), '504': defaultStitchSetting('504') },
  },
  catalogue: {
    brands: [{ id: 1, name: 'Astra' }],
    ticketTexes: [{ id: 10, brandId: 1, ticket: 120, tex: 25 }],
    packageSizes: [{ id: 100, ticketTexId: 10, length: 5000, unit: 'm', article: null }],
    shades: [
      { name: 'Navy', colourGroup: 'C' },
      { name: 'Stone', colourGroup: 'N' },
      { name: 'Black', colourGroup: 'B' },
    ],
    defaultColourGroup: 'C',
  },
  costFile: { currencyUnit: 'EUR', rows: [] },
};

const colourway = (id: number, name: string, stamp: string) => ({
  id,
  name,
  code: '',
  fabricColour: '',
  dtmShade: name,
  quantities: { S: 50, M: 100 },
  threadShades: {},
  garments: 150,
  concurrencyStamp: stamp,
});

const savedOrder: StyleOrderDto = {
  styleId: 5,
  sizeRange: {
    sizes: [
      { name: 'S', gradePercent: -4 },
      { name: 'M', gradePercent: 0 },
    ],
    baseSize: 'M',
  },
  runMode: 'sequential',
  hasOwnSizes: true,
  concurrencyStamp: '1d8e2c2e-53c8-4e4c-9a4e-0c3b9a3a0001',
  colourways: [
    colourway(21, 'Navy', '1d8e2c2e-53c8-4e4c-9a4e-0c3b9a3a0021'),
    colourway(22, 'Stone', '1d8e2c2e-53c8-4e4c-9a4e-0c3b9a3a0022'),
    colourway(23, 'Black', '1d8e2c2e-53c8-4e4c-9a4e-0c3b9a3a0023'),
  ],
  garments: 450,
  gradings: [],
};

type ShadesBody = {
  colourways: { id: number; threadShades: Record<string, ThreadShadeChoice> }[];
};

/** The order's server: it keeps the shades each save sends and answers the order with them. */
function answerOrder() {
  let order = savedOrder;
  const saves: ShadesBody[] = [];
  api.use(
    http.get('/api/style/5/order', () => HttpResponse.json(order)),
    http.get('/api/style/5/order/inputs', () => HttpResponse.json(inputs)),
    http.get('/api/size-ranges', () => HttpResponse.json([])),
    http.put('/api/style/5/thread-shades', async ({ request }) => {
      const body = (await request.json()) as ShadesBody;
      saves.push(body);
      order = {
        ...order,
        colourways: order.colourways.map((saved) => {
          const sent = body.colourways.find((entry) => entry.id === saved.id);
          return sent ? { ...saved, threadShades: sent.threadShades } : saved;
        }),
      };
      return HttpResponse.json(order);
    }),
  );
  return saves;
}

const session = {
  state: {
    mode: 'ready',
    configuration: {
      auth: { grantedPolicies: { [Permissions.StylesUpdate]: true, [Permissions.Reports]: true } },
    },
  },
} as unknown as Session;

/** Picks `option` in the matrix's drop-down labelled `label`. */
async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('the threads by colourway matrix', () => {
  it('sets a shade in one colourway, fills it across, and copies a colourway’s shades', async () => {
    const user = userEvent.setup();
    const saves = answerOrder();
    await renderScreen(
      <SessionContext.Provider value={session}>
        <OrderPanel styleId={5} onGarmentsChange={() => undefined} />
      </SessionContext.Provider>,
    );

    const matrix = await screen.findByRole('table', { name: 'Threads by colourway' });
    const rows = await within(matrix).findAllByTestId('thread-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Astra · Tkt 120 · NavyUsed in: Topstitch'),
      expect.stringContaining('Astra · Tkt 120 · EcruUsed in: Side seam'),
    ]);

    // The overlock in Stone: the tenant's shade of its Naturals.
    await choose(user, 'Astra Tkt 120 Ecru in Stone', 'Stone');
    await waitFor(() => expect(saves).toHaveLength(1));
    const [overlockKey] = Object.keys(saves[0]?.colourways[0]?.threadShades ?? {});
    expect(saves[0]?.colourways).toEqual([
      {
        id: 22,
        concurrencyStamp: savedOrder.colourways[1]?.concurrencyStamp,
        threadShades: { [overlockKey ?? '']: { kind: 'shade', shade: 'Stone' } },
      },
    ]);
    expect(screen.getByRole('combobox', { name: 'Astra Tkt 120 Ecru in Stone' }).textContent).toBe(
      'Stone',
    );

    // The topstitch dyed to match in Navy, then across every colourway.
    await choose(user, 'Astra Tkt 120 Navy in Navy', 'DTM (Navy)');
    await waitFor(() => expect(saves).toHaveLength(2));
    const [fillAcross] = within(rows[0] as HTMLElement).getAllByRole('button', {
      name: 'Fill across from Navy',
    });
    await user.click(fillAcross as HTMLElement);
    await waitFor(() => expect(saves).toHaveLength(3));
    expect(saves[2]?.colourways.map((entry) => entry.id)).toEqual([22, 23]);
    expect(screen.getByRole('combobox', { name: 'Astra Tkt 120 Navy in Black' }).textContent).toBe(
      'DTM (Black)',
    );

    // Black takes every shade of Stone's.
    await choose(user, 'Copy the shades of Black from another colourway', 'Stone');
    await waitFor(() => expect(saves).toHaveLength(4));
    const [topstitchKey] = Object.keys(saves[1]?.colourways[0]?.threadShades ?? {});
    expect(saves[3]?.colourways).toEqual([
      expect.objectContaining({
        id: 23,
        threadShades: {
          [topstitchKey ?? '']: { kind: 'dtm' },
          [overlockKey ?? '']: { kind: 'shade', shade: 'Stone' },
        },
      }),
    ]);
    expect(screen.getByRole('combobox', { name: 'Astra Tkt 120 Ecru in Black' }).textContent).toBe(
      'Stone',
    );
  });
});
