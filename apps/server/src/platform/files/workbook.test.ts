import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  inflatedBudgetBytes,
  inspectXlsxPackage,
  markedCellArgb,
  readFirstSheet,
  writeSheet,
} from './workbook.js';
import { zip, type ZipPart } from '../../testing/zip.js';

const workbookParts = (extra: ZipPart[] = []): ZipPart[] => [
  { name: '[Content_Types].xml', content: Buffer.from('<Types/>') },
  { name: 'xl/workbook.xml', content: Buffer.from('<workbook/>') },
  ...extra,
];

describe('inspecting an uploaded workbook before reading it', () => {
  it('accepts a workbook written by exceljs', async () => {
    const bytes = await writeSheet({ sheetName: 'Prices', header: ['A'], columns: [], rows: [] });
    expect(inspectXlsxPackage(bytes)).toBe('ok');
  });

  it('refuses what is not a zip, or a zip without the parts of a workbook', () => {
    expect(inspectXlsxPackage(Buffer.from('Brand,Article\nNorthstar,NSC\n'))).toBe('notXlsx');
    expect(inspectXlsxPackage(Buffer.alloc(0))).toBe('notXlsx');
    expect(
      inspectXlsxPackage(zip([{ name: 'content.xml', content: Buffer.from('<office/>') }])),
    ).toBe('notXlsx');
    expect(inspectXlsxPackage(zip(workbookParts()))).toBe('ok');
    expect(inspectXlsxPackage(zip(workbookParts()).subarray(0, 60))).toBe('notXlsx');
  });

  it('refuses parts that inflate beyond the budget, even when they lie about their size', () => {
    const big = Buffer.alloc(inflatedBudgetBytes + 1, 'a');
    expect(inspectXlsxPackage(zip(workbookParts([{ name: 'xl/big.xml', content: big }])))).toBe(
      'tooBig',
    );
    const lying = { name: 'xl/bomb.xml', content: Buffer.alloc(4 * 1024 * 1024), declaredSize: 10 };
    expect(inspectXlsxPackage(zip(workbookParts([lying])))).toBe('tooBig');
  });
});

describe('reading and writing sheets', () => {
  it('reads texts and numbers of the first sheet, rich text joined', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('First');
    sheet.addRow(['Brand', 'Price']);
    sheet.addRow([{ richText: [{ text: 'Ünï ' }, { text: '中文' }] }, 4.25]);
    sheet.addRow([]);
    sheet.getCell(4, 2).value = 'x';
    workbook.addWorksheet('Second').addRow(['ignored']);
    const read = await readFirstSheet(Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(read).toEqual({
      kind: 'sheet',
      rows: [
        { rowNumber: 1, texts: ['Brand', 'Price'], values: ['Brand', 'Price'] },
        { rowNumber: 2, texts: ['Ünï 中文', '4.25'], values: ['Ünï 中文', 4.25] },
        { rowNumber: 4, texts: ['', 'x'], values: [null, 'x'] },
      ],
    });
  });

  it('marks cells with a light red fill and their comment', async () => {
    const bytes = await writeSheet({
      sheetName: 'Cost file',
      header: ['Brand', 'Price'],
      columns: [
        { header: 'Brand', width: 20 },
        { header: 'Price', width: 10, numberFormat: '0.00' },
      ],
      rows: [['Acme', 4], [], ['Northstar', 'free']],
      marks: [{ row: 4, column: 2, comment: 'Not a price.' }],
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0];
    const marked = sheet?.getCell('B4');
    expect(marked?.value).toBe('free');
    expect(marked?.fill).toMatchObject({ pattern: 'solid', fgColor: { argb: markedCellArgb } });
    expect(marked?.note).toBe('Not a price.');
    expect(sheet?.getCell('B2').note).toBeUndefined();
    expect(sheet?.getCell('A3').value).toBeNull();
  });

  it('writes text that looks like a formula as text, and an uploaded formula back as its result only', async () => {
    const hostile = ['=1+1', '"=HYPERLINK(""http://evil"")', "=cmd|' /C calc'!A0", '@SUM(1+1)'];
    const uploaded = new ExcelJS.Workbook();
    const upload = uploaded.addWorksheet('Prices');
    upload.getCell('A1').value = { formula: 'HYPERLINK("http://evil","click")', result: 'click' };
    upload.getCell('B1').value = '-1+1';
    const read = await readFirstSheet(Buffer.from(await uploaded.xlsx.writeBuffer()));
    const uploadedRow = read.kind === 'sheet' ? (read.rows[0]?.values ?? []) : [];
    expect(uploadedRow).toEqual(['click', '-1+1']);

    const bytes = await writeSheet({
      sheetName: 'Cost file',
      header: ['+1', 'x;=1+1'],
      columns: [{ header: '+1', width: 20 }],
      rows: [hostile, uploadedRow],
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
    const cells: { type: ExcelJS.ValueType; value: unknown }[][] = [];
    workbook.worksheets[0]?.eachRow((row) => {
      const types: { type: ExcelJS.ValueType; value: unknown }[] = [];
      row.eachCell((cell) => types.push({ type: cell.type, value: cell.value }));
      cells.push(types);
    });
    const text = (value: string) => ({ type: ExcelJS.ValueType.String, value });
    expect(cells).toEqual([
      [text('+1'), text('x;=1+1')],
      hostile.map(text),
      [text('click'), text('-1+1')],
    ]);
  });
});
