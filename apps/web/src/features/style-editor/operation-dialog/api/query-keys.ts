/** Every cache key of the operation dialogs starts here. */
export const operationDialogQueryKey = ['style-editor', 'operation-dialog'] as const;

/** Keys of the reference lists the dialogs read (brands, shades, stitch types...). */
export const referenceQueryKey = [...operationDialogQueryKey, 'reference'] as const;
