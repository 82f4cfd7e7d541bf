/** A whole number of at least 1 from the environment (a bench's setting), or `fallback`. */
export function wholeFromEnv(name: string, fallback: number): number {
  const text = process.env[name];
  if (!text) return fallback;
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < 1) throw new Error(`${name} must be a whole number`);
  return value;
}
