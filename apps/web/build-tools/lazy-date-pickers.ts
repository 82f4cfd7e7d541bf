import type { Plugin } from 'vite';

/** The date pickers material-react-table imports for its date filters. */
const pickers = ['DatePicker', 'DateTimePicker', 'TimePicker'] as const;
type Picker = (typeof pickers)[number];

const pickerImport = /^@mui\/x-date-pickers\/(DatePicker|DateTimePicker|TimePicker)$/;
const proxyPrefix = '\0lazy-date-picker:';

/** The module standing in for a picker: the same component, its code loaded when first drawn. */
export function lazyPickerModule(picker: Picker): string {
  return [
    "import { createElement, lazy, Suspense } from 'react';",
    `const Picker = lazy(() => import('@mui/x-date-pickers/${picker}').then((module) => ({ default: module.${picker} })));`,
    `export function ${picker}(props) {`,
    '  return createElement(Suspense, { fallback: null }, createElement(Picker, props));',
    '}',
  ].join('\n');
}

/**
 * material-react-table imports MUI X's date pickers for its date filters, which no Spool grid
 * uses, yet they weigh on every page with a grid, the dashboard first. Its
 * imports of them get a stand-in that loads a picker when a date filter is first drawn, so the
 * filters keep working and no page pays for them before.
 */
export function lazyDatePickersPlugin(): Plugin {
  return {
    name: 'spool:lazy-date-pickers',
    enforce: 'pre',
    resolveId(source, importer) {
      const picker = pickerImport.exec(source)?.[1];
      if (!picker || !importer?.includes('/material-react-table/')) return null;
      return `${proxyPrefix}${picker}`;
    },
    load(id) {
      if (!id.startsWith(proxyPrefix)) return null;
      const picker = id.slice(proxyPrefix.length);
      if (!(pickers as readonly string[]).includes(picker)) throw new Error(`no picker ${picker}`);
      return lazyPickerModule(picker as Picker);
    },
  };
}
