export { buildPath, defineContract, fileResponseSchema } from './contract.js';
export type {
  Access,
  Contract,
  ContractInput,
  ContractOutput,
  ContractRequest,
  FileResponse,
} from './contract.js';
export { errorResponseSchema, platformErrorCodes } from './error-response.js';
export { publicPaths } from './public-paths.js';
export {
  idListParamSchema,
  idParamSchema,
  idParamsSchema,
  idSchema,
  pagingQuerySchema,
  textSchema,
  wholeNumberParamSchema,
  wholeNumberSchema,
} from './request-values.js';
export { sortingSchema } from './sorting.js';
export type { SortDirection, Sorting } from './sorting.js';
export type { ErrorResponse } from './error-response.js';
export { databaseKindSchema, getHealth, healthSchema } from './health.contract.js';
export type { DatabaseKind, Health } from './health.contract.js';
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
export { componentNameText } from './i18n/features/stitch-components.js';
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
export {
  Features,
  featureDefinitions,
  featureDescriptionKey,
  featureDisplayNameKey,
  featureGroupDisplayNameKey,
  featureGroups,
  featureValueMaxLength,
  findFeatureDefinition,
  isValidFeatureValue,
} from './features.js';
export type {
  FeatureDefinition,
  FeatureGroupDefinition,
  FeatureName,
  FeatureProviderName,
  FeatureValueType,
} from './features.js';
export {
  featureDtoSchema,
  featureGroupDtoSchema,
  featureListSchema,
  featureProviderNames,
  featureProviderPermissions,
  featureProviderQuerySchema,
  featureUpdatesInputSchema,
  featureUpdatesSchema,
  featureValueTypeSchema,
  getFeatures,
  toFeatureValueTypeDto,
  updateFeatures,
} from './feature-management.contract.js';
export type {
  FeatureDto,
  FeatureGroupDto,
  FeatureList,
  FeatureProviderQuery,
  FeatureUpdatesInput,
  FeatureValueTypeDto,
} from './feature-management.contract.js';
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
export {
  createTenant,
  createTenantBodySchema,
  deleteDefaultConnectionString,
  deleteTenant,
  getDefaultConnectionString,
  getTenant,
  getTenants,
  tenantSchema,
  tenantSortColumns,
  tenantsQuerySchema,
  updateDefaultConnectionString,
  updateTenant,
} from './tenant-management.contract.js';
export type { TenantDto } from './tenant-management.contract.js';
export * from './system-configuration.contract.js';
export * from './shades.contract.js';
export * from './custom-settings.contract.js';
export * from './stitch-calibration.contract.js';
export * from './cost-file.contract.js';
export * from './import.contract.js';
export * from './usage.contract.js';
export * from './reference-data.contract.js';
export * from './reports.contract.js';
export * from './styles.contract.js';
export * from './style-samples.contract.js';
export * from './style-stages.contract.js';
export * from './style-actuals.contract.js';
export * from './style-picture.contract.js';
export * from './style-grid.contract.js';
export * from './operations.contract.js';
export * from './operation-paste.contract.js';
export * from './orders.contract.js';
export * from './identity-admin.contract.js';
export * from './permission-management.contract.js';
export * from './audit-logging.contract.js';
export * from './history.contract.js';
export * from './purchase-plans.contract.js';
export * from './purchase-plan-outputs.contract.js';
