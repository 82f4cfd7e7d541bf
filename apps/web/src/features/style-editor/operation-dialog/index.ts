export { OperationDialog, type OperationDialogProps } from './operation-dialog';
export { MultiEditDialog, type MultiEditDialogProps } from './multi-edit-dialog';
