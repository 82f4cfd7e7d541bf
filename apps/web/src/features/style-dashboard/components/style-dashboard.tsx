import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { afterFirstPaint } from '../../../lib/after-first-paint';
import { useStyleCounts } from '../api/get-style-counts';
import { firstStyleGridRequest, styleGridQueryOptions } from '../api/get-style-grid';
import { CategoryChart } from './category-chart';
import { StyleTiles } from './style-tiles';
import type { OpenStyle, SelectionActions } from './styles-grid';

/**
 * The grid (material-react-table, its table engine and MUI's table parts: 90 kB) is a chunk of
 * its own, asked for once the dashboard has painted its title, import and tiles: on a slow
 * network it then does not hold them back. Its first page of rows is asked for meanwhile.
 */
const loadStylesGrid = afterFirstPaint(() => import('./styles-grid'));
const StylesGrid = lazy(async () => ({ default: (await loadStylesGrid()).StylesGrid }));

/**
 * The dashboard's styles area (core-domain spec, section 2): the two tiles and the chart of
 * styles by product category side by side, the styles grid below. Opening a style (Add Style,
 * edit, Save and open) is left to the caller, which owns the style window. While the tenant
 * has no style at all, `whenEmpty` (the first start's choices) takes the grid's place,
 * above the tiles, where a new tenant looks first.
 */
export function StyleDashboard({
  onOpenStyle,
  whenEmpty,
  selectionActions,
}: {
  onOpenStyle: OpenStyle;
  whenEmpty?: ReactNode;
  /** Actions the page adds for the grid's selected styles. */
  selectionActions?: SelectionActions;
}) {
  const counts = useStyleCounts();
  // The grid's first page comes while its chunk does, not after it.
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.prefetchQuery(styleGridQueryOptions(firstStyleGridRequest));
  }, [queryClient]);
  const empty = whenEmpty !== undefined && counts.data?.styles === 0;
  return (
    <Stack spacing={3}>
      {empty ? whenEmpty : undefined}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(240px, 1fr) 2fr' },
        }}
      >
        <StyleTiles />
        <CategoryChart />
      </Box>
      {empty ? undefined : (
        <Suspense fallback={null}>
          <StylesGrid onOpenStyle={onOpenStyle} selectionActions={selectionActions} />
        </Suspense>
      )}
    </Stack>
  );
}
