export { PasteDialog } from './paste-dialog';
export { isTextEntry, operationRowsText } from './operation-rows';
