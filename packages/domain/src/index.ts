export { DomainError, errorCatalogue, isDomainError } from './errors.js';
export type { ErrorCode, ErrorKind, ErrorParams } from './errors.js';
export {
  customerInputSchema,
  referenceNameMaxLength,
  referenceNameSchema,
  sameReferenceName,
} from './catalogue/reference-name.js';
export type { Customer, CustomerInput } from './catalogue/reference-name.js';
