import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { CategoryChart } from './category-chart';
import { StyleTiles } from './style-tiles';
import { StylesGrid, type OpenStyle } from './styles-grid';

/**
 * The dashboard's styles area (core-domain spec, section 2): the two tiles and the chart of
 * styles by product category side by side, the styles grid below. Opening a style (Add Style,
 * edit, Save and open) is left to the caller, which owns the style window.
 */
export function StyleDashboard({ onOpenStyle }: { onOpenStyle: OpenStyle }) {
  return (
    <Stack spacing={3}>
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
      <StylesGrid onOpenStyle={onOpenStyle} />
    </Stack>
  );
}
