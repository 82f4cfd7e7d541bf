import { useMutation } from '@tanstack/react-query';
import { getImportTemplate } from '@spool/contracts';
import { callApiForFile } from '../../../lib/api-client';
import { saveFile } from '../../../lib/spreadsheet-files';

/** The server's name for the template, should its header be unreadable. */
const fallbackName = 'Styles-template.xlsx';

/** Downloads the blank style template (.xlsx, in the user's language) under the server's file name. */
export function useDownloadImportTemplate() {
  return useMutation({
    mutationFn: async () => {
      const file = await callApiForFile(getImportTemplate);
      const fileName = file.fileName ?? fallbackName;
      saveFile(file.blob, fileName);
      return { fileName };
    },
  });
}
