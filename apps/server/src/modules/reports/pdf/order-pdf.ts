import type { LengthUnit } from '@spool/domain';
import type { OrderReport } from '../order-report.js';
import { notice, sectionTitle, table, widths, type Block, type ReportContext } from './pdf-kit.js';
import { lengthUnits } from './report-parts.js';

/** A shade as the reports print it: "To be decided" while open, a dash when the line has none. */
export const shadeText = (context: ReportContext, shade: string | null, toBeDecided: boolean) =>
  toBeDecided ? context.t('orderReports.toBeDecided') : (shade ?? context.empty);

/** The notice that a report's figures are not final while shades are to be decided. */
export function toBeDecidedNotice(context: ReportContext, order: OrderReport): Block[] {
  return order.shadesToBeDecided === 0
    ? []
    : [
        notice(
          context,
          context.t('orderReports.notices.shadesToBeDecided', { count: order.shadesToBeDecided }),
        ),
      ];
}

/** Thread per garment by size, with each size's grade and garments over all colourways. */
export function sizesBlocks(
  context: ReportContext,
  order: OrderReport,
  lengthUnit: LengthUnit,
): Block[] {
  const { t, format } = context;
  const unit = lengthUnits(context, lengthUnit);
  const [size = 0, grade = 0, garments = 0, thread = 0] = widths([2, 1.5, 1.5, 2.4]);
  return [
    sectionTitle(context, t('orderReports.sections.sizes')),
    table(
      context,
      [
        { header: t('orderReports.columns.size'), width: size, align: 'start' },
        { header: t('orderReports.columns.grade'), width: grade, align: 'end' },
        { header: t('orderReports.columns.garments'), width: garments, align: 'end' },
        {
          header: t('orderReports.columns.threadPerGarment', { unit: unit.thread }),
          width: thread,
          align: 'end',
        },
      ],
      order.sizes.map((row) => [
        {
          ...(row.isBase && { kind: 'group' as const }),
          cells: [
            row.isBase ? `${row.name} (${t('orderReports.columns.base')})` : row.name,
            format.figure('percent', row.gradePercent),
            format.whole(row.garments),
            format.figure('threadLength', row.threadPerGarment),
          ],
        },
      ]),
    ),
  ];
}

/** Each colourway with its garments and the shade of each thread of the style there. */
export function colourwayShadesBlocks(
  context: ReportContext,
  order: OrderReport,
  ticketHeader: string,
): Block[] {
  if (order.shades.length === 0) return [];
  const { t, format } = context;
  const [colourway = 0, brand = 0, ticket = 0, lineShade = 0, shade = 0] = widths([
    2.4, 2.4, 1, 2.2, 2.4,
  ]);
  return [
    sectionTitle(context, t('orderReports.sections.colourways')),
    table(
      context,
      [
        { header: t('orderReports.columns.colourway'), width: colourway, align: 'start' },
        { header: t('reports.columns.brand'), width: brand, align: 'start' },
        { header: ticketHeader, width: ticket, align: 'end' },
        { header: t('orderReports.columns.lineShade'), width: lineShade, align: 'start' },
        { header: t('orderReports.columns.colourwayShade'), width: shade, align: 'start' },
      ],
      order.colourways.map((colourway) => [
        {
          kind: 'group' as const,
          cells: [
            [colourway.name, colourway.code, colourway.fabricColour]
              .filter((part) => part !== '')
              .join(' · '),
            `${t('orderReports.columns.garments')}: ${format.whole(colourway.garments)}`,
          ],
        },
        ...order.shades
          .filter((row) => row.colourway === colourway.name)
          .map((row) => ({
            cells: [
              '',
              row.brand,
              format.figure('ticketTex', row.ticketTex),
              row.lineShade ?? context.empty,
              shadeText(context, row.shade, row.toBeDecided),
            ],
          })),
      ]),
    ),
  ];
}

/** The order's thread per colourway: each colourway's part of each thread and shade. */
export function byColourwayBlocks(
  context: ReportContext,
  order: OrderReport,
  lengthUnit: LengthUnit,
  ticketHeader: string,
): Block[] {
  const { t, format } = context;
  const unit = lengthUnits(context, lengthUnit);
  const [colourway = 0, brand = 0, ticket = 0, shade = 0, requirement = 0] = widths([
    2.4, 2.4, 1, 2.4, 2.2,
  ]);
  return [
    sectionTitle(context, t('orderReports.sections.byColourway')),
    table(
      context,
      [
        { header: t('orderReports.columns.colourway'), width: colourway, align: 'start' },
        { header: t('reports.columns.brand'), width: brand, align: 'start' },
        { header: ticketHeader, width: ticket, align: 'end' },
        { header: t('reports.columns.shade'), width: shade, align: 'start' },
        {
          header: t('reports.columns.requirement', { unit: unit.thread }),
          width: requirement,
          align: 'end',
        },
      ],
      order.colourways.map((entry) =>
        order.byColourway
          .filter((row) => row.colourway === entry.name)
          .map((row, index) => ({
            cells: [
              index === 0 ? row.colourway : '',
              row.brand,
              format.figure('ticketTex', row.ticketTex),
              shadeText(context, row.shade, row.toBeDecided),
              format.figure('threadLength', row.requirement),
            ],
          })),
      ),
    ),
  ];
}
