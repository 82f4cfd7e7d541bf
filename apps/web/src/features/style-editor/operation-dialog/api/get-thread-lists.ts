import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  brandContracts,
  getPackageSizesByTicketTexId,
  getShadesOrderByMostFrequentlyUsed,
  getTicketTexesByBrandId,
} from '@spool/contracts';
import { callApi } from '../../../../lib/api-client';
import { referenceQueryKey } from './query-keys';

const brandsQueryOptions = () =>
  queryOptions({
    queryKey: [...referenceQueryKey, 'brands'],
    queryFn: ({ signal }) => callApi(brandContracts.mostUsed, {}, { signal }),
  });

/** The brands, most used first. */
export function useBrands(enabled = true) {
  return useQuery({ ...brandsQueryOptions(), enabled });
}

const ticketTexesQueryOptions = (brandId: number) =>
  queryOptions({
    queryKey: [...referenceQueryKey, 'ticket-texes', brandId],
    queryFn: ({ signal }) =>
      callApi(getTicketTexesByBrandId, { query: { BrandId: brandId } }, { signal }),
  });

/** The ticket/tex entries of a brand (none until a brand is chosen). */
export function useTicketTexes(brandId: number | null) {
  return useQuery({ ...ticketTexesQueryOptions(brandId ?? 0), enabled: brandId !== null });
}

const packageSizesQueryOptions = (ticketTexId: number) =>
  queryOptions({
    queryKey: [...referenceQueryKey, 'package-sizes', ticketTexId],
    queryFn: ({ signal }) =>
      callApi(getPackageSizesByTicketTexId, { query: { tktTexId: ticketTexId } }, { signal }),
  });

/** The package sizes (m) of a ticket/tex entry (none until one is chosen). */
export function usePackageSizes(ticketTexId: number | null) {
  return useQuery({
    ...packageSizesQueryOptions(ticketTexId ?? 0),
    enabled: ticketTexId !== null,
  });
}

const shadesQueryOptions = () =>
  queryOptions({
    queryKey: [...referenceQueryKey, 'shades'],
    queryFn: ({ signal }) => callApi(getShadesOrderByMostFrequentlyUsed, {}, { signal }),
    select: (shades) => shades.map((shade) => shade.name),
  });

/** The shade names, most used first. */
export function useShadeNames(enabled = true) {
  return useQuery({ ...shadesQueryOptions(), enabled });
}
