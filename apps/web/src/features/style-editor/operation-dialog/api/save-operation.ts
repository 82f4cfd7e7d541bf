import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  editOperation,
  saveOperation,
  type OperationWrite,
  type TktTexValue,
} from '@spool/contracts';
import { ApiError, callApi } from '../../../../lib/api-client';
import { operationDialogQueryKey } from './query-keys';

export type SaveOperationRequest =
  | { kind: 'new'; operation: OperationWrite }
  | {
      kind: 'edit';
      tktTex: TktTexValue;
      operation: OperationWrite & { id: number; concurrencyStamp: string };
    };

/**
 * Saves a new operation (saveOperation) or a changed one (editOperation, with its concurrency
 * stamp). A refused save (false, or -1 for an edit) is thrown as the specification's
 * "Error in saving operation".
 */
export function useSaveOperation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: SaveOperationRequest) => {
      const saved =
        request.kind === 'new'
          ? await callApi(saveOperation, { body: request.operation })
          : (await callApi(editOperation, {
              body: { tktTexValue: request.tktTex, operation: request.operation },
            })) > 0;
      if (!saved) throw new ApiError(422, 'Spool:OperationNotSaved', '');
    },
    onSuccess: async () => {
      // The reference lists' most-used orders change too (their keys start with this one).
      await queryClient.invalidateQueries({ queryKey: operationDialogQueryKey });
    },
  });
}
