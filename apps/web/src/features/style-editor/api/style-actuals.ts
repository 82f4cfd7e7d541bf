import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getStyleActuals,
  saveStyleActuals,
  type SaveStyleActualsBody,
  type VersionActualsDto,
} from '@spool/contracts';
import { callApi } from '../../../lib/api-client';
import { stylesQueryKey } from './style-keys';

const actualsKey = (styleId: number) => [...stylesQueryKey, 'actuals', styleId] as const;

/** What production used for each approved version of the style, and the current one's threads. */
export function useStyleActuals(styleId: number) {
  return useQuery({
    queryKey: actualsKey(styleId),
    queryFn: ({ signal }) => callApi(getStyleActuals, { params: { id: styleId } }, { signal }),
  });
}

/** Records the actual use of the version the style stands at; its history and the accuracy follow. */
export function useSaveStyleActuals(styleId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveStyleActualsBody): Promise<VersionActualsDto> =>
      callApi(saveStyleActuals, { params: { id: styleId }, body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: actualsKey(styleId) });
      void queryClient.invalidateQueries({ queryKey: ['history'] });
      void queryClient.invalidateQueries({ queryKey: ['estimate-accuracy'] });
    },
  });
}
