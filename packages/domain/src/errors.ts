/**
 * The business error catalogue. Each code names one situation of the
 * specification; the kind tells the HTTP layer which status answers it, and the
 * code doubles as the i18n key of the message shown to the user.
 */
export const errorCatalogue = {
  'Spool:NotFound': 'notFound',
  // A change based on what someone else changed meanwhile (its concurrency stamp is stale).
  'Spool:Conflict': 'conflict',
  'Spool:Forbidden': 'forbidden',
  'Spool.Catalogue:CustomerNotFound': 'notFound',
  'Spool.Catalogue:DuplicateCustomerName': 'conflict',
  'Spool.Catalogue:ThreadReferenceNotFound': 'notFound',
  'Spool.Catalogue:BrandNotFound': 'notFound',
  'Spool.Catalogue:DuplicateBrandName': 'conflict',
  'Spool.Catalogue:ProductCategoryNotFound': 'notFound',
  'Spool.Catalogue:DuplicateProductCategoryName': 'conflict',
  'Spool.Catalogue:ProductTypeNotFound': 'notFound',
  'Spool.Catalogue:DuplicateProductTypeName': 'conflict',
  'Spool.Catalogue:TicketTexNotFound': 'notFound',
  'Spool.Catalogue:DuplicateTicketTex': 'conflict',
  'Spool.Catalogue:PackageSizeNotFound': 'notFound',
  'Spool.Catalogue:DuplicatePackageSize': 'conflict',
  'Spool.Catalogue:DuplicateArticle': 'conflict',
  'Spool.Catalogue:EntryInUse': 'conflict',
  'Spool.Catalogue:StitchLinesMismatch': 'invalid',
  'Spool.Catalogue:UnknownStitchCode': 'invalid',
  'Spool.Catalogue:DuplicateStitchType': 'conflict',
  'Spool.Catalogue:StitchTypeNotInList': 'invalid',
  'Spool.Consumption:StitchTypeNotFound': 'notFound',
  'Spool.Reports:IncompleteOperationData': 'rule',
  'Spool.Styles:StyleNotFound': 'notFound',
  'Spool.Styles:DuplicateStyleName': 'conflict',
  'Spool.Styles:StyleNameFixed': 'rule',
  // Stages: an approved style is frozen until it is reopened.
  'Spool.Styles:StyleApproved': 'conflict',
  'Spool.Styles:StyleNotApproved': 'conflict',
  // A sample fits the setting only from unpicked operations of the stitch asked.
  'Spool.Styles:SampleNotUnpicked': 'rule',
  'Spool.Styles:NoUnpickedOperationOfStitch': 'rule',
  // The picture of a style: PNG or JPEG, at most 3,000,000 bytes.
  'Spool.Styles:PictureNotAccepted': 'invalid',
  'Spool.Styles:PictureTooLarge': 'tooLarge',
  'Spool.Styles:PictureTooManyPixels': 'invalid',
  'Spool.Styles:PictureNotFound': 'notFound',
  // Operations of a style (core-domain spec, sections 4, 5 and 8).
  'Spool.Operations:OperationNotFound': 'notFound',
  'Spool.Operations:GroupDataMismatch': 'rule',
  'Spool.Operations:SelectFromList': 'invalid',
  'Spool.Operations:NeedleNameMismatch': 'invalid',
  // Rows pasted from a spreadsheet (none, too many, or a cell wrong when they are added).
  'Spool.Operations:PasteEmpty': 'invalid',
  'Spool.Operations:PasteTooManyRows': 'invalid',
  'Spool.Operations:PastedCellsWrong': 'invalid',
  // Users, roles and permissions (platform-admin spec, sections 5 to 7).
  'Spool.Identity:UserNotFound': 'notFound',
  'Spool.Identity:RoleNotFound': 'notFound',
  'Spool.Identity:UnknownRoleName': 'invalid',
  'Spool.Identity:DuplicateUserName': 'conflict',
  'Spool.Identity:DuplicateEmail': 'conflict',
  'Spool.Identity:DuplicateRoleName': 'conflict',
  'Spool.Identity:StaticRoleRenaming': 'rule',
  'Spool.Identity:StaticRoleDeletion': 'rule',
  'Spool.Identity:UserSelfDeletion': 'rule',
  'Spool.Identity:UserSelfLockout': 'rule',
  'Spool.Identity:LockoutNotEnabled': 'rule',
  'Spool.PermissionManagement:PermissionNotGrantable': 'invalid',
  'Spool.Tenancy:TenantNotFound': 'notFound',
  'Spool.Tenancy:DuplicateTenantName': 'conflict',
  'Spool.Tenancy:OrganisationNotFound': 'invalid',
  'Spool.Tenancy:ConnectionStringInvalid': 'invalid',
  'Spool.Tenancy:DatabaseNameMissing': 'invalid',
  'Spool.Tenancy:DatabaseNameMismatch': 'invalid',
  'Spool.Tenancy:DatabaseUnreachable': 'rule',
  'Spool.Tenancy:TenantHasStyles': 'conflict',
  // Cost file upload (platform-admin spec, sections 7 and 8).
  'Spool.Settings:CostFileNotXlsx': 'invalid',
  'Spool.Settings:CostFileTooLarge': 'tooLarge',
  'Spool.Settings:CostFileTooManyRows': 'invalid',
  'Spool.Settings:CostFileFormatInvalid': 'invalid',
  'Spool.Settings:CostFileEmpty': 'invalid',
  // Style spreadsheet import (platform-admin spec, sections 2, 5 and 8).
  'Spool.Import:NotSpreadsheet': 'invalid',
  'Spool.Import:TooLarge': 'tooLarge',
  'Spool.Import:TooManyRows': 'invalid',
  'Spool.Import:Empty': 'invalid',
  'Spool.Settings:ShadeNameRequired': 'invalid',
  'Spool.Settings:DuplicateShadeName': 'conflict',
  'Spool.Settings:DuplicateShadeNameOrValue': 'conflict',
  'Spool.Settings:ShadeCannotBeUpdated': 'rule',
  'Spool.Settings:ShadeCannotBeRemoved': 'rule',
  'Spool.Settings:ShadeUsedInStyle': 'rule',
  'Spool.Settings:ShadeNotFound': 'notFound',
  'Spool.Settings:ShadeColourGroupNotFound': 'invalid',
  'Spool.Settings:ShadeConfigurationOff': 'rule',
  // Custom settings (platform-admin spec, sections 5 and 8).
  'Spool.Settings:CustomSettingNotFound': 'notFound',
  'Spool.Settings:CustomSettingNameRequired': 'invalid',
  'Spool.Settings:CustomSettingNameTooLong': 'invalid',
  'Spool.Settings:DuplicateCustomSettingName': 'conflict',
  'Spool.Settings:CustomSettingNameFixed': 'rule',
  'Spool.Settings:DefaultSettingNotCloneable': 'rule',
  'Spool.Settings:DefaultSettingNotDeletable': 'rule',
  'Spool.Settings:DefaultSettingNotEditable': 'rule',
  'Spool.Settings:CustomSettingInUse': 'rule',
  'Spool.Settings:CustomSettingsDisabled': 'rule',
  'Spool.Settings:InvalidNeedleValue': 'invalid',
  'Spool.Settings:InvalidUnderValue': 'invalid',
  'Spool.Settings:InvalidTopValue': 'invalid',
  'Spool.Settings:InvalidBightValue': 'invalid',
  'Spool.Settings:InvalidWasteValue': 'invalid',
  // Measured calibration (CONSUMPTION.md section 7).
  'Spool.Settings:CalibrationSampleNotFound': 'notFound',
  'Spool.Settings:TooManyCalibrationSamples': 'rule',
  'Spool.Settings:CalibrationNeedsSamples': 'rule',
  'Spool.Settings:CalibrationChanged': 'conflict',
  // Purchase plans: many styles' thread bought at once.
  'Spool.PurchasePlans:PlanNotFound': 'notFound',
  'Spool.PurchasePlans:UnknownStyle': 'invalid',
  'Spool.PurchasePlans:UnknownColourway': 'invalid',
  'Spool.PurchasePlans:BrandNotFound': 'invalid',
  'Spool.PurchasePlans:SameBrand': 'invalid',
  'Spool.PurchasePlans:MappingNotOffered': 'invalid',
  // A plan of approved styles only makes no figures or files while a style is not approved.
  'Spool.PurchasePlans:StylesNotApproved': 'conflict',
  // A style's order: colourways and sizes.
  'Spool.Orders:ColourwayNotFound': 'notFound',
  'Spool.Orders:DuplicateColourwayName': 'conflict',
  'Spool.Orders:TooManyColourways': 'invalid',
  'Spool.Orders:UnknownSize': 'invalid',
  'Spool.Orders:SizeInUse': 'rule',
  // Seam lengths are given at the base size: no operation grades it.
  'Spool.Orders:BaseSizeGraded': 'invalid',
  'Spool.Orders:OrderWithoutGarments': 'rule',
  'Spool.Orders:ColourwayListMismatch': 'invalid',
  'Spool.Orders:SizeRangeNotFound': 'notFound',
  'Spool.Orders:DuplicateSizeRangeName': 'conflict',
  // A purchase list asked for a brand of which the plan buys no thread.
  'Spool.PurchasePlans:BrandNotInPlan': 'notFound',
  // Actual use of an approved version: one line per thread, remainders that fit their packages.
  'Spool.Actuals:ThreadListMismatch': 'invalid',
  'Spool.Actuals:RemainderTooLong': 'invalid',
  // An Idempotency-Key sent again with another request, or while its first is still running.
  'Spool.Idempotency:KeyReused': 'rule',
  'Spool.Idempotency:KeyInUse': 'conflict',
} as const satisfies Record<string, ErrorKind>;

export type ErrorKind = 'invalid' | 'notFound' | 'conflict' | 'forbidden' | 'rule' | 'tooLarge';
export type ErrorCode = keyof typeof errorCatalogue;
export type ErrorParams = Readonly<Record<string, string | number>>;

/** A broken business rule, named by a catalogue code; never carries HTTP types. */
export class DomainError extends Error {
  readonly kind: ErrorKind;

  constructor(
    readonly code: ErrorCode,
    readonly params: ErrorParams = {},
  ) {
    super(code);
    this.name = 'DomainError';
    this.kind = errorCatalogue[code];
  }
}

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}
