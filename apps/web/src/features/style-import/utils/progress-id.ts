/**
 * A random (version 4) UUID naming one import, to follow it with `GET /api/import/progress/{id}`.
 * `crypto.randomUUID` exists only in secure contexts (https, localhost); a server reached over
 * plain http on the factory's network gets one made from `crypto.getRandomValues`, which
 * browsers offer everywhere.
 */
export function newProgressId(
  random: Pick<Crypto, 'getRandomValues'> & Partial<Pick<Crypto, 'randomUUID'>> = crypto,
): string {
  if (typeof random.randomUUID === 'function') return random.randomUUID();
  const bytes = random.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
