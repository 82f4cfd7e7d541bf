import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { PlanStyleFigures, PlanStyleStage } from '@spool/domain';
import { useTranslation } from 'react-i18next';
import { orderFieldProblem, type PlanStyleRow } from '../utils/plan-form';
import type { PlanFormat } from '../utils/plan-format';
import { AddStyleField } from './add-style-field';
import { PlanColourwaysField, type ColourwayOption } from './plan-colourways-field';
import { StageChip } from './stage-chip';

type OrderField = 'orderQuantity' | 'productionLines';

/**
 * The plan's styles: each order's colourways, garments and production lines (empty: the
 * style's own, shown as the placeholder), its stage, its average thread cost per garment in the
 * plan and bought alone (live), removed or added.
 */
export function PlanStyles({
  styles,
  figures,
  format,
  readOnly,
  pending,
  onChange,
  onColourways,
  colourwaysOf,
  stagesOf,
  onRemove,
  onAdd,
}: {
  styles: readonly PlanStyleRow[];
  figures: ReadonlyMap<number, PlanStyleFigures>;
  format: PlanFormat | null;
  readOnly: boolean;
  /** Styles added whose inputs are still being read. */
  pending: ReadonlySet<number>;
  onChange: (styleId: number, field: OrderField, value: string) => void;
  /** Each style's colourways, for those that have their own. */
  colourwaysOf: ReadonlyMap<number, readonly ColourwayOption[]>;
  onColourways: (styleId: number, colourwayIds: number[] | null) => void;
  /** Each style's stage and version, once its inputs are read. */
  stagesOf: ReadonlyMap<number, { stage: PlanStyleStage; version: number | null }>;
  onRemove: (styleId: number) => void;
  onAdd: (style: { id: number; name: string }) => void;
}) {
  const { t } = useTranslation();
  const orderField = (style: PlanStyleRow, field: OrderField) => {
    const problem = orderFieldProblem(field, style[field]);
    const own = field === 'orderQuantity' ? style.garments : style.numberOfProductionLines;
    return (
      <TextField
        size="small"
        value={style[field]}
        placeholder={own > 0 ? String(own) : ''}
        onChange={(event) => onChange(style.styleId, field, event.target.value)}
        error={problem !== null}
        helperText={problem ? t(problem.key, problem.values) : undefined}
        sx={{ width: field === 'orderQuantity' ? { xs: 96, sm: 130 } : { xs: 64, sm: 90 } }}
        slotProps={{
          htmlInput: {
            inputMode: 'numeric',
            readOnly,
            'aria-label': t(`purchasePlanScreens.styles.${field}Of`, { style: style.name }),
            style: { textAlign: 'end' },
          },
        }}
      />
    );
  };
  return (
    <Paper variant="outlined" component="section" aria-labelledby="plan-styles-title">
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{
          p: 2,
          pb: 1,
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
        }}
      >
        <div>
          <Typography id="plan-styles-title" variant="h2">
            {t('purchasePlanScreens.styles.title', { count: styles.length })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('purchasePlanScreens.styles.hint')}
          </Typography>
        </div>
        {readOnly ? undefined : (
          <AddStyleField present={new Set(styles.map((style) => style.styleId))} onAdd={onAdd} />
        )}
      </Stack>
      <TableContainer>
        <Table size="small" aria-labelledby="plan-styles-title">
          <TableHead>
            <TableRow>
              <TableCell>{t('purchasePlanScreens.styles.style')}</TableCell>
              <TableCell>{t('purchasePlanScreens.stages.column')}</TableCell>
              <TableCell align="right">{t('purchasePlanScreens.styles.orderQuantity')}</TableCell>
              <TableCell align="right">{t('purchasePlanScreens.styles.productionLines')}</TableCell>
              <TableCell align="right">{t('purchasePlanScreens.styles.costPerGarment')}</TableCell>
              <TableCell align="right" sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                {t('purchasePlanScreens.styles.aloneCostPerGarment')}
              </TableCell>
              {readOnly ? undefined : <TableCell padding="checkbox" />}
            </TableRow>
          </TableHead>
          <TableBody>
            {styles.map((style) => {
              const figure = figures.get(style.styleId);
              const stage = stagesOf.get(style.styleId);
              return (
                <TableRow key={style.styleId} aria-label={style.name}>
                  <TableCell>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {style.name}
                    </Typography>
                    {(colourwaysOf.get(style.styleId)?.length ?? 0) > 0 ? (
                      <PlanColourwaysField
                        styleName={style.name}
                        options={colourwaysOf.get(style.styleId) ?? []}
                        value={style.colourwayIds}
                        readOnly={readOnly}
                        onChange={(ids) => onColourways(style.styleId, ids)}
                      />
                    ) : undefined}
                  </TableCell>
                  <TableCell data-testid="style-stage">
                    {stage ? <StageChip stage={stage.stage} version={stage.version} /> : '–'}
                  </TableCell>
                  <TableCell align="right">{orderField(style, 'orderQuantity')}</TableCell>
                  <TableCell align="right">{orderField(style, 'productionLines')}</TableCell>
                  <TableCell align="right" data-testid="style-cost-per-garment">
                    {pending.has(style.styleId) ? (
                      <Typography variant="body2" color="text.secondary" component="span">
                        {t('purchasePlanScreens.styles.reading')}
                      </Typography>
                    ) : figure && format ? (
                      format.perGarment(figure.averageThreadCost)
                    ) : (
                      '–'
                    )}
                  </TableCell>
                  <TableCell align="right" sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                    {figure && format ? format.perGarment(figure.alone.averageThreadCost) : '–'}
                  </TableCell>
                  {readOnly ? undefined : (
                    <TableCell padding="checkbox">
                      <Tooltip title={t('purchasePlanScreens.styles.remove')}>
                        <IconButton
                          size="small"
                          aria-label={t('purchasePlanScreens.styles.removeOf', {
                            style: style.name,
                          })}
                          onClick={() => onRemove(style.styleId)}
                        >
                          <DeleteOutlineIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    </TableCell>
                  )}
                </TableRow>
              );
            })}
            {styles.length === 0 ? (
              <TableRow>
                <TableCell colSpan={7}>
                  <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
                    {t('purchasePlanScreens.styles.empty')}
                  </Typography>
                </TableCell>
              </TableRow>
            ) : undefined}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
