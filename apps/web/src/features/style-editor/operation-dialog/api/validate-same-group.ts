import {
  validateAlreadyExistingOperationWithSameGroup,
  type OperationWrite,
  type TktTexValue,
} from '@spool/contracts';
import { callApi } from '../../../../lib/api-client';

/** Whether the operation agrees with the other operations of its group (true: it may be saved). */
export function agreesWithSameGroup(request: {
  operationId: number | null;
  tktTex: TktTexValue;
  operation: OperationWrite;
}): Promise<boolean> {
  return callApi(validateAlreadyExistingOperationWithSameGroup, {
    body: {
      operationId: request.operationId ?? 0,
      tktTexVal: request.tktTex,
      operation: request.operation,
    },
  });
}
