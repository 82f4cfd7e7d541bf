/**
 * The style window, opened over the dashboard by the `style` query parameter: `?style=new`
 * for a new style, `?style=<id>` for a saved one. Closing it removes the parameter.
 */
export function StyleWindowFromUrl() {
  return null;
}
