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
import { colourwaySheetColumns, styleSheetColumns } from '@spool/domain';
import { useTranslation } from 'react-i18next';
import { saveSpreadsheet } from '../../../lib/spreadsheet-files';
import { columnLetter, sheetIssues, type SheetIssue, type SheetKind } from '../utils/sheet-model';

/** The list shows this many cells; the marked workbook has them all. */
export const shownIssues = 200;

/**
 * Under the table, when the server refused the sheet (platform-admin spec, sections 5 and 8):
 * its message, that nothing was saved, each marked cell as "Row r, column: why" (choosing one
 * brings the cell into view), and the workbook with the cells marked, to fix and drop again.
 */
export function SheetIssues({
  result,
  colourwayHeader,
  onReveal,
}: {
  result: ImportResultDto;
  /** The Colourways sheet's header, whose thread columns are named by the user. */
  colourwayHeader: readonly string[];
  onReveal: (sheet: SheetKind, row: number, column: number) => void;
}) {
  const { t } = useTranslation();
  const issues = sheetIssues(result);
  const columnName = (sheet: SheetKind, column: number) => {
    if (sheet === 'colourways') {
      const fixed = colourwaySheetColumns[column - 1];
      if (fixed) return t(`import.colourwayColumns.${fixed}`);
      return colourwayHeader[column - 1]?.trim() || columnLetter(column);
    }
    const key = styleSheetColumns[column - 1];
    return key ? t(`import.columns.${key}`) : columnLetter(column);
  };
  const issueText = (issue: SheetIssue) => {
    const values = {
      row: issue.row,
      column: columnName(issue.sheet, issue.column),
      comment: issue.comment,
    };
    return issue.sheet === 'colourways'
      ? t('import.result.sheetCellIssue', { ...values, sheet: t('import.colourwaySheetName') })
      : t('import.result.cellIssue', values);
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
              <ListItem key={`${issue.sheet}:${issue.row}:${issue.column}`} disablePadding>
                <ListItemButton
                  onClick={() => onReveal(issue.sheet, issue.row, issue.column)}
                  sx={{ py: 0.25, px: 1, borderRadius: 1 }}
                >
                  <Typography variant="body2">{issueText(issue)}</Typography>
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
