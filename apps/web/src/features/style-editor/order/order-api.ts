import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createColourway,
  createSizeRange,
  deleteColourway,
  duplicateColourway,
  getSizeRanges,
  getStyleOrder,
  getStyleOrderInputs,
  Permissions,
  reorderColourways,
  updateColourway,
  updateStyleSizes,
  updateThreadShades,
  type StyleOrderDto,
} from '@spool/contracts';
import type { ColourwayInput, RunMode, SizeRangeInput, ThreadShadeChoice } from '@spool/domain';
import { callApi } from '../../../lib/api-client';
import { isGranted, useReadySession } from '../../../lib/session-context';
import { styleEditorKeys, stylesQueryKey } from '../api/style-keys';

export const styleOrderQueryOptions = (styleId: number) =>
  queryOptions({
    queryKey: styleEditorKeys.order(styleId),
    queryFn: ({ signal }) => callApi(getStyleOrder, { params: { id: styleId } }, { signal }),
  });

/** A saved style's sizes and colourways (its header's one while it has none). */
export function useStyleOrder(styleId: number | null) {
  return useQuery({ ...styleOrderQueryOptions(styleId ?? 0), enabled: styleId !== null });
}

/**
 * What the live figures are computed from (operations, setting, thread range, prices): only
 * for a user who may see the reports, refreshed with every change of the style.
 */
export function useOrderInputs(styleId: number | null) {
  const { state } = useReadySession();
  const allowed = isGranted(state.configuration, Permissions.Reports);
  return useQuery({
    queryKey: styleEditorKeys.orderInputs(styleId ?? 0),
    queryFn: ({ signal }) =>
      callApi(getStyleOrderInputs, { params: { id: styleId ?? 0 } }, { signal }),
    enabled: styleId !== null && allowed,
  });
}

/** The tenant's named size ranges, to pick from. */
export function useSizeRanges() {
  return useQuery({
    queryKey: [...stylesQueryKey, 'size-ranges'],
    queryFn: ({ signal }) => callApi(getSizeRanges, {}, { signal }),
  });
}

/** Saves sizes as a named range of the tenant, to pick from in other styles. */
export function useSaveSizeRange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (range: { name: string; range: SizeRangeInput }) =>
      callApi(createSizeRange, { body: range }),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: [...stylesQueryKey, 'size-ranges'] }),
  });
}

/** One change of a style's order, as the API takes it. */
export type OrderChange =
  | { kind: 'sizes'; sizeRange: SizeRangeInput; runMode: RunMode; concurrencyStamp: string | null }
  | { kind: 'add'; colourway: ColourwayInput }
  | { kind: 'edit'; id: number; colourway: ColourwayInput; concurrencyStamp: string }
  | { kind: 'duplicate'; id: number; name: string }
  | { kind: 'reorder'; ids: number[] }
  | { kind: 'delete'; id: number }
  | {
      kind: 'shades';
      colourways: {
        id: number;
        concurrencyStamp: string;
        threadShades: Record<string, ThreadShadeChoice>;
      }[];
    };

/**
 * The change with the stamps of the order as this window last saw it: changes go one after
 * another, so a change made while the previous one was on its way carries that one's stamps.
 * Another user's change meanwhile still makes the stamps stale (409).
 */
function withLatestStamps(change: OrderChange, latest: StyleOrderDto | undefined): OrderChange {
  if (!latest) return change;
  const stampOf = (id: number) =>
    latest.colourways.find((colourway) => colourway.id === id)?.concurrencyStamp ?? null;
  switch (change.kind) {
    case 'sizes':
      return { ...change, concurrencyStamp: latest.concurrencyStamp };
    case 'edit':
      return { ...change, concurrencyStamp: stampOf(change.id) ?? change.concurrencyStamp };
    case 'shades':
      return {
        ...change,
        colourways: change.colourways.map((entry) => ({
          ...entry,
          concurrencyStamp: stampOf(entry.id) ?? entry.concurrencyStamp,
        })),
      };
    case 'add':
    case 'duplicate':
    case 'reorder':
    case 'delete':
      return change;
  }
}

function send(styleId: number, change: OrderChange): Promise<StyleOrderDto> {
  const params = { id: styleId };
  switch (change.kind) {
    case 'sizes':
      return callApi(updateStyleSizes, {
        params,
        body: {
          sizeRange: change.sizeRange,
          runMode: change.runMode,
          concurrencyStamp: change.concurrencyStamp,
        },
      });
    case 'add':
      return callApi(createColourway, { params, body: change.colourway });
    case 'edit':
      return callApi(updateColourway, {
        params: { ...params, colourwayId: change.id },
        body: { ...change.colourway, concurrencyStamp: change.concurrencyStamp },
      });
    case 'duplicate':
      return callApi(duplicateColourway, {
        params: { ...params, colourwayId: change.id },
        body: { name: change.name },
      });
    case 'reorder':
      return callApi(reorderColourways, { params, body: { ids: change.ids } });
    case 'delete':
      return callApi(deleteColourway, { params: { ...params, colourwayId: change.id } });
    case 'shades':
      return callApi(updateThreadShades, { params, body: { colourways: change.colourways } });
  }
}

/**
 * Sends changes of a style's order, one after another (each answer is the whole order, with
 * the stamps the next change carries); each answer becomes the window's order, and the
 * dashboard and grid refresh (the style's garments follow its colourways).
 */
export function useChangeOrder(styleId: number) {
  const queryClient = useQueryClient();
  const key = styleEditorKeys.order(styleId);
  return useMutation({
    // One after another: each change goes with the stamps the previous one's answer gave.
    scope: { id: `style-order-${styleId}` },
    mutationFn: async (changes: readonly OrderChange[]) => {
      let order: StyleOrderDto | undefined;
      for (const change of changes) {
        order = await send(
          styleId,
          withLatestStamps(change, queryClient.getQueryData<StyleOrderDto>(key)),
        );
        // A read of the order that left before this answer must not land after it.
        await queryClient.cancelQueries({ queryKey: key, exact: true });
        queryClient.setQueryData(key, order);
      }
      return order;
    },
    // A refused change (a stale stamp, say): the order as it now stands.
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: stylesQueryKey,
        predicate: (query) => query.queryKey[1] !== 'style' && query.queryKey[1] !== 'order',
      }),
  });
}
