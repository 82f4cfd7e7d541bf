import { plainFigure, type Figure } from '@spool/domain';
import { csvDigits, type CsvCell } from './csv.js';

/**
 * A figure as the CSV files write it: the digits the PDF and the screens print (the domain's
 * rule of its kind, e.g. 4.70 m, 23.62 inch), as a number cell; a missing one stays empty.
 * Shared by the reports' and the purchase plans' CSV files.
 */
export const csvFigure = (kind: Figure, value: number | null): CsvCell =>
  value === null ? null : csvDigits(plainFigure(kind, value));
