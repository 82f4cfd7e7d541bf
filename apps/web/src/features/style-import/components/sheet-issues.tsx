import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import type { ImportResultDto } from '@spool/contracts';
import { styleSheetColumns } from '@spool/domain';
import { useTranslation } from 'react-i18next';
import { saveSpreadsheet } from '../../../lib/spreadsheet-files';
import { columnLetter, sheetIssues } from '../utils/sheet-model';

/** The list shows this many cells; the marked workbook has them all. */
export const shownIssues = 200;

/**
 * Under the table, when the server refused the sheet (platform-admin spec, sections 5 and 8):
 * its message, that nothing was saved, each marked cell as "Row r, column: why" (choosing one
 * brings the cell into view), and the workbook with the cells marked, to fix and drop again.
 */
export function SheetIssues({
  result,
  onReveal,
}: {
  result: ImportResultDto;
  onReveal: (row: number, column: number) => void;
}) {
  const { t } = useTranslation();
  const issues = sheetIssues(result);
  const columnName = (column: number) => {
    const key = styleSheetColumns[column - 1];
    return key ? t(`import.columns.${key}`) : columnLetter(column);
  };

  return (
    <Alert
      severity="error"
      role="region"
      aria-labelledby="style-import-issues-title"
      sx={{ '& .MuiAlert-message': { width: '100%', minWidth: 0 } }}
    >
      <AlertTitle id="style-import-issues-title">{result.message}</AlertTitle>
      <Typography variant="body2">{t('import.result.nothingSaved')}</Typography>
      {issues.length > 0 ? (
        <>
          <Typography
            id="style-import-issue-count"
            variant="subtitle2"
            component="p"
            sx={{ mt: 1.5 }}
          >
            {t('import.result.errorCount', { count: issues.length })}
          </Typography>
          <List
            dense
            disablePadding
            aria-labelledby="style-import-issue-count"
            sx={{ maxHeight: 220, overflowY: 'auto', mt: 0.5 }}
          >
            {issues.slice(0, shownIssues).map((issue) => (
              <ListItem key={`${issue.row}:${issue.column}`} disablePadding>
                <ListItemButton
                  onClick={() => onReveal(issue.row, issue.column)}
                  sx={{ py: 0.25, px: 1, borderRadius: 1 }}
                >
                  <Typography variant="body2">
                    {t('import.result.cellIssue', {
                      row: issue.row,
                      column: columnName(issue.column),
                      comment: issue.comment,
                    })}
                  </Typography>
                </ListItemButton>
              </ListItem>
            ))}
          </List>
          {issues.length > shownIssues ? (
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {t('import.result.moreIssues', { count: issues.length - shownIssues })}
            </Typography>
          ) : undefined}
        </>
      ) : undefined}
      {result.markedFile ? (
        <Box sx={{ mt: 1.5 }}>
          <Button
            variant="outlined"
            color="error"
            size="small"
            startIcon={<DownloadIcon />}
            sx={{ bgcolor: 'background.paper' }}
            onClick={() => result.markedFile && saveSpreadsheet(result.markedFile)}
          >
            {t('import.result.downloadMarked')}
          </Button>
        </Box>
      ) : undefined}
    </Alert>
  );
}
