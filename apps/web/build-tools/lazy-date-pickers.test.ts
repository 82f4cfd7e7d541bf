import { describe, expect, it } from 'vitest';
import { lazyDatePickersPlugin, lazyPickerModule } from './lazy-date-pickers';

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const plugin = lazyDatePickersPlugin();
const resolveId = plugin.resolveId as Hook;
const load = plugin.load as Hook;
const fromGrid = '/work/node_modules/material-react-table/dist/index.esm.js';

describe("material-react-table's date pickers", () => {
  it('are stand-ins that load the picker when drawn, for the grid only', () => {
    for (const picker of ['DatePicker', 'DateTimePicker', 'TimePicker']) {
      const id = resolveId.call({}, `@mui/x-date-pickers/${picker}`, fromGrid);
      expect(id).toBe(`\0lazy-date-picker:${picker}`);
      expect(load.call({}, id)).toBe(lazyPickerModule(picker as 'DatePicker'));
      // The stand-in's own import, and anyone else's, reach the real picker.
      expect(
        resolveId.call({}, `@mui/x-date-pickers/${picker}`, `\0lazy-date-picker:${picker}`),
      ).toBeNull();
      expect(resolveId.call({}, `@mui/x-date-pickers/${picker}`, '/work/src/form.tsx')).toBeNull();
    }
    expect(resolveId.call({}, '@mui/material/Button', fromGrid)).toBeNull();
  });

  it('export the component under its name, drawn in Suspense once its chunk is in', () => {
    const code = lazyPickerModule('DateTimePicker');
    expect(code).toContain("import('@mui/x-date-pickers/DateTimePicker')");
    expect(code).toContain('default: module.DateTimePicker');
    expect(code).toContain('export function DateTimePicker(props)');
    expect(code).toContain(
      'createElement(Suspense, { fallback: null }, createElement(Picker, props))',
    );
  });
});
