import CheckroomOutlinedIcon from '@mui/icons-material/CheckroomOutlined';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStyleCounts } from '../api/get-style-counts';
import { formatCount } from './format';

/** The two tiles: styles created and customers of the tenant. */
export function StyleTiles() {
  const { t, i18n } = useTranslation();
  const counts = useStyleCounts();
  const value = (count: number | undefined) =>
    count === undefined ? undefined : formatCount(count, i18n.language);
  return (
    <Stack spacing={2} sx={{ height: '100%' }}>
      <Tile
        testId="styles-tile"
        icon={<CheckroomOutlinedIcon />}
        label={t('styleDashboard.tiles.styles')}
        value={counts.isError ? '–' : value(counts.data?.styles)}
      />
      <Tile
        testId="customers-tile"
        icon={<PeopleAltOutlinedIcon />}
        label={t('styleDashboard.tiles.customers')}
        value={counts.isError ? '–' : value(counts.data?.customers)}
      />
    </Stack>
  );
}

function Tile({
  icon,
  label,
  value,
  testId,
}: {
  icon: ReactNode;
  label: string;
  value: string | undefined;
  testId: string;
}) {
  return (
    <Card
      component="section"
      aria-label={label}
      data-testid={testId}
      sx={{ flex: 1, p: 2.5, display: 'flex', alignItems: 'center', gap: 2 }}
    >
      <Box
        aria-hidden
        sx={{
          width: 48,
          height: 48,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'rgba(31, 92, 99, 0.08)',
          color: 'primary.main',
          flexShrink: 0,
        }}
      >
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography
          component="p"
          sx={{ fontSize: '2rem', fontWeight: 650, lineHeight: 1.1 }}
          data-testid={`${testId}-value`}
        >
          {value ?? <Skeleton width={56} />}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
      </Box>
    </Card>
  );
}
