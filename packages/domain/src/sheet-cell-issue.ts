/**
 * A wrong cell of an uploaded sheet: its row and column as the spreadsheet numbers them (from 1),
 * why (an i18n message key of the sheet's) and the values the message names.
 */
export type SheetCellIssue<Message extends string> = {
  readonly row: number;
  readonly column: number;
  readonly message: Message;
  readonly params: Readonly<Record<string, string | number>>;
};
