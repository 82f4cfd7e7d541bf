import type { ErrorCode } from '@spool/domain';
import type { TFunction } from 'i18next';

/**
 * The message of a domain error code (such as `Spool.Settings:DuplicateShadeName`) in the
 * user's language: the server's wording, from the `errors` texts. The code's dot and colon
 * are part of the key, not separators.
 */
export function errorText(
  t: TFunction,
  code: ErrorCode,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return t(code, { ...params, ns: 'errors', keySeparator: false, nsSeparator: false });
}
