/**
 * A download's file name from a name the user gave (a style's, a plan's): what a file system
 * accepts (control characters and \ / : * ? " < > | become _), the rest kept (Chinese,
 * Arabic...), or `fallback` when nothing is left; then the suffix.
 */
export function fileNameOf(name: string, suffix: string, fallback: string): string {
  const safe = [...name]
    .map((char) => (char < ' ' || '\\/:*?"<>|'.includes(char) ? '_' : char))
    .join('')
    .trim();
  return `${safe || fallback}${suffix}`;
}
