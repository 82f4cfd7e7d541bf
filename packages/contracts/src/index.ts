export { buildPath, defineContract } from './contract.js';
export type {
  Access,
  Contract,
  ContractInput,
  ContractOutput,
  ContractRequest,
} from './contract.js';
export { errorResponseSchema, platformErrorCodes } from './error-response.js';
export type { ErrorResponse } from './error-response.js';
export { databaseKindSchema, getHealth, healthSchema } from './health.contract.js';
export type { DatabaseKind, Health } from './health.contract.js';
export {
  createCustomer,
  customerDtoSchema,
  customerPageSchema,
  getCustomer,
  getCustomers,
  idParamsSchema,
  pageQuerySchema,
  toCustomerDto,
} from './catalogue.contract.js';
export type { CustomerDto } from './catalogue.contract.js';
export {
  fallbackLanguage,
  isSupportedLanguage,
  negotiateLanguage,
  supportedLanguages,
} from './i18n/languages.js';
export type { Language } from './i18n/languages.js';
export { en } from './i18n/en.js';
export type { Messages } from './i18n/en.js';
export { catalogues, i18nNamespaces } from './i18n/catalogues.js';
export {
  Permissions,
  permissionDefinitions,
  permissionGroups,
  permissionsOfSide,
  plannerPermissions,
} from './permissions.js';
export type {
  PermissionDefinition,
  PermissionGroupDefinition,
  PermissionName,
  PermissionSide,
} from './permissions.js';
export { Features, featureDefinitions, featureGroups } from './features.js';
export type {
  FeatureDefinition,
  FeatureGroupDefinition,
  FeatureName,
  FeatureValueType,
} from './features.js';
export {
  applicationConfigurationSchema,
  currentUserSchema,
  getApplicationConfiguration,
  getPreLogin,
  preLoginSchema,
} from './application-configuration.contract.js';
export type { ApplicationConfiguration, PreLogin } from './application-configuration.contract.js';
export {
  discoveredOrganisationSchema,
  discoveredUserSchema,
  getCurrentIdentity,
  getCurrentUserOrganisations,
  getIdentityUsers,
  getOrganisation,
  identityUserSchema,
  identityUserSortColumns,
  identityUsersQuerySchema,
} from './identity.contract.js';
export type {
  DiscoveredOrganisationDto,
  DiscoveredUserDto,
  IdentityUserDto,
} from './identity.contract.js';
