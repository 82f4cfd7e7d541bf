import { useMutation } from '@tanstack/react-query';
import { readStyleSpreadsheet } from '@spool/contracts';
import { callApi } from '../../../lib/api-client';
import { readFileAsBase64 } from '../../../lib/spreadsheet-files';

/**
 * A dropped sheet: its file's name, its first sheet's rows and its Colourways sheet's when it
 * has one, each header first.
 */
export type DroppedSheet = { fileName: string; rows: string[][]; colourwayRows?: string[][] };

/**
 * Reads a dropped .xlsx or .csv on the server (`POST /api/import/read`): the first sheet's
 * rows as texts, numbered as in the sheet, and the Colourways sheet's. A file that is not a spreadsheet, too large or too
 * long is refused with the server's message.
 */
export function useReadStyleSpreadsheet() {
  return useMutation({
    mutationFn: async (file: File): Promise<DroppedSheet> => {
      const { rows, colourwayRows } = await callApi(readStyleSpreadsheet, {
        body: { fileName: file.name, content: await readFileAsBase64(file) },
      });
      return { fileName: file.name, rows, ...(colourwayRows && { colourwayRows }) };
    },
  });
}
