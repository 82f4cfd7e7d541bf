import { figureFormatter } from '@spool/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * How a plan's figures are written, by the domain's figure rules (the reports' digits): thread
 * lengths in m or yd, money and cost per garment in the cost file's currency, whole counts.
 * A missing price is a dash.
 */
export function usePlanFormat(units: { currencyUnit: string; threadLengthUnit: 'm' | 'yd' }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const { currencyUnit, threadLengthUnit } = units;
  return useMemo(() => {
    const thread = figureFormatter('threadLength', language);
    const money = figureFormatter('money', language);
    const perGarment = figureFormatter('costPerGarment', language);
    const whole = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
    const lengthUnit = t(`operationList.units.${threadLengthUnit}`);
    const withUnit = (value: string, unit: string) => t('styleFigures.value', { value, unit });
    return {
      count: (value: number) => whole.format(value),
      length: (value: number) => withUnit(thread(value), lengthUnit),
      lengthDigits: (value: number) => thread(value),
      money: (value: number | null) =>
        value === null ? '–' : withUnit(money(value), currencyUnit),
      moneyDigits: (value: number | null) => (value === null ? '–' : money(value)),
      perGarment: (value: number | null) =>
        value === null ? '–' : withUnit(perGarment(value), currencyUnit),
      ticketTex: figureFormatter('ticketTex', language),
      packageLength: figureFormatter('packageLength', language),
      lengthUnit,
      currencyUnit,
    };
  }, [t, language, currencyUnit, threadLengthUnit]);
}

export type PlanFormat = ReturnType<typeof usePlanFormat>;
