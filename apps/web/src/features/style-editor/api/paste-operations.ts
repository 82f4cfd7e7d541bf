import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  addPastedOperations,
  checkPastedOperations,
  type CheckPastedOperationsBody,
} from '@spool/contracts';
import { callApi } from '../../../lib/api-client';
import { stylesQueryKey } from './style-keys';

/** Checks pasted rows as operations of the style; nothing is saved. */
export function useCheckPastedOperations(styleId: number) {
  return useMutation({
    mutationFn: (body: CheckPastedOperationsBody) =>
      callApi(checkPastedOperations, { params: { id: styleId }, body }),
  });
}

/** Adds the rows (in the operation columns' order) as operations of the style, all or none. */
export function useAddPastedOperations(styleId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<CheckPastedOperationsBody, 'layout'>) =>
      callApi(addPastedOperations, { params: { id: styleId }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: stylesQueryKey }),
  });
}
