export { DomainError, errorCatalogue, isDomainError } from './errors.js';
export type { ErrorCode, ErrorKind, ErrorParams } from './errors.js';
export {
  customerInputSchema,
  namedEntryInputSchema,
  referenceNameMaxLength,
  referenceNameSchema,
  sameReferenceName,
} from './catalogue/reference-name.js';
export type { Customer, CustomerInput } from './catalogue/reference-name.js';
export { isStorableText, maxStoredInteger, unstorableTextMessage } from './storable-values.js';

// Units (stored values are metric; Imperial is for display and typing).
export {
  bightForDisplay,
  bightFromDisplay,
  cmPerInch,
  cmPerMetre,
  cmToInches,
  consumptionPerTenForDisplay,
  inchesToCm,
  inchesToMm,
  lengthUnitCodeSchema,
  lengthUnitFromCode,
  lengthUnitSchema,
  lengthUnitToCode,
  metresPerYard,
  metresToYards,
  mmPerInch,
  mmToInches,
  rateForDisplay,
  rateFromDisplay,
  ratePer3CmToPerInch,
  ratePerInchToPer3Cm,
  seamLengthForDisplay,
  seamLengthFromDisplay,
  stitchRateFactor,
  threadLengthForDisplay,
  threadLengthFromDisplay,
  threadLengthUnit,
  yardsToMetres,
} from './units/length-unit.js';
export type { LengthUnit, LengthUnitCode } from './units/length-unit.js';
export {
  metricTicketTimesTex,
  texToTicket,
  ticketModeFromCode,
  ticketToTex,
} from './units/ticket-tex.js';
export type { TicketMode } from './units/ticket-tex.js';
export {
  halfAwayFromZero,
  roundHalfAwayFromZero,
  roundMoney,
  roundToHundredths,
  roundToWhole,
} from './units/rounding.js';
export type { Rounding } from './units/rounding.js';
// The figures shown (screens, PDF, CSV): each kind rounded once by its named rule.
export {
  figureDigits,
  figureFormatter,
  figureRules,
  plainFigure,
  roundFigure,
} from './units/figures.js';
export type { Figure, FigureRule } from './units/figures.js';

// Thread reference lists and colour groups.
export {
  colourGroupCodes,
  colourGroupNames,
  colourGroupSchema,
  shadeKey,
} from './shades/colour-group.js';
export type { ColourGroupCode } from './shades/colour-group.js';
export { isShadeChanged, planShadeList, sameShadeColour } from './shades/shade-list.js';
export type {
  EditedShade,
  ShadeEntry,
  ShadeListChanges,
  ShadeListContext,
  StoredShade,
} from './shades/shade-list.js';
export {
  addShade,
  changeShade,
  findShadeToMove,
  isUnsavedShade,
  newShadeHexCode,
  removeShade,
} from './shades/shade-list-edits.js';
export type { ListedShade, ShadeListEdit } from './shades/shade-list-edits.js';
export {
  brandSchema,
  colourGroupOfShade,
  packageLengthM,
  packageSizeSchema,
  packageUnitSchema,
  shadeSchema,
  threadCatalogueSchema,
  ticketTexSchema,
  unusableValueOf,
} from './catalogue/thread-catalogue.js';
export type {
  Brand,
  PackageSize,
  PackageUnit,
  Shade,
  ThreadCatalogue,
  ThreadCatalogueInput,
  TicketTex,
  UnusableThreadValue,
} from './catalogue/thread-catalogue.js';

// Consumption engine.
export {
  findStitchType,
  getStitchType,
  isStitchTypeCode,
  stitchCatalogue,
  stitchTypeCodes,
} from './consumption/stitch-catalogue.js';
export { componentGroups, operationInputFields } from './consumption/stitch-type.js';
export {
  catalogueComponentNameKey,
  catalogueComponentNames,
} from './consumption/component-names.js';
export type { CatalogueComponentNameKey } from './consumption/component-names.js';
export type {
  CatalogueEstimates,
  ComponentGroup,
  LineGeometry,
  OperationInputField,
  StitchComponent,
  StitchType,
  ThreadPathSource,
  VisibleInputs,
} from './consumption/stitch-type.js';
export {
  geometricLineRatio,
  geometricRatio,
  referenceRatePer3Cm,
  referenceStitchesPerCm,
  stitchesPerCm,
} from './consumption/geometry.js';
export type { GeometricRatio, SewingCondition } from './consumption/geometry.js';
export {
  builtInDefaultSetting,
  customSettingSchema,
  defaultStitchSetting,
  stitchSettingFor,
  stitchSettingSchema,
  wholeValuesKeepingTotal,
} from './consumption/stitch-setting.js';
export type {
  CustomSetting,
  CustomSettingInput,
  StitchSetting,
} from './consumption/stitch-setting.js';
export {
  allowanceBandSchema,
  allowanceBandsSchema,
  allowanceOfOrder,
  maxAllowanceBands,
} from './consumption/allowance-bands.js';
export type {
  AllowanceBand,
  AllowanceBands,
  OrderAllowance,
} from './consumption/allowance-bands.js';
export {
  componentLineInputSchema,
  isOperationComplete,
  maxComponentLines,
  operationDescriptionMaxLength,
  operationInputSchema,
} from './consumption/operation-input.js';
export type {
  ComponentLineInput,
  Operation,
  OperationInput,
  ResolvedOperationInputs,
} from './consumption/operation-input.js';
export { defaultSeamLengthCm, newOperationDefaults } from './consumption/new-operation-defaults.js';
export type { OperationDefaults } from './consumption/new-operation-defaults.js';
export {
  findStitchDefaults,
  specificationBightsMm,
  specificationRatesPer3Cm,
  specificationSeamThicknessesMm,
  stitchDefaultsTable,
} from './consumption/stitch-defaults.js';
export type { StitchDefaults, StitchFamilyDefaults } from './consumption/stitch-defaults.js';
export {
  calibratedLineRatios,
  calibrationFactor,
  referenceCondition,
  referenceConditionOf,
} from './consumption/calibration.js';
export type { CalibratedLineRatio } from './consumption/calibration.js';
export {
  cycleThreadM,
  lineThreadM,
  lineThreadPerGarmentM,
  withWaste,
} from './consumption/thread-length.js';
export { estimateOperation } from './consumption/estimate-operation.js';
export {
  calibrationSampleLimits,
  calibrationSampleSchema,
  groupsOf,
  maxCalibrationSamples,
  measuredFieldOfGroup,
  proposeCalibration,
} from './consumption/measured-calibration.js';
export type {
  CalibrationProposal,
  CalibrationSample,
  CalibrationSampleInput,
  CalibrationSampleValues,
  GroupValues,
  SampleFit,
} from './consumption/measured-calibration.js';
// A style's sample: what an unpicked garment or weighed cones used, against the estimate.
export {
  calibrationSamplesOfSample,
  maxMeasuredCm,
  maxSampleResults,
  measuredByKey,
  operationLineKey,
  operationSampleResultSchema,
  operationSampleRows,
  sampleBases,
  sampleVariance,
  styleSampleSchema,
  threadKey,
  threadSampleResultSchema,
  threadSampleRows,
} from './consumption/sample-results.js';
export type {
  OperationSampleResult,
  OperationSampleRow,
  SampleBasis,
  SampleEstimateRow,
  SampleVariance,
  SampleVarianceRow,
  StyleSample,
  ThreadSampleResult,
  ThreadSampleRow,
} from './consumption/sample-results.js';
// Custom settings: name rules, the stitch editor's bight and consumption per 10 cm.
export {
  builtInDefaultSettingId,
  builtInDefaultSettingName,
  checkStitchValues,
  cloneNameSuffix,
  cloneSettingName,
  customSettingNameMaxLength,
  customSettingNameProblem,
  invalidStitchValueCodes,
  maxAllowancePercent,
  minAllowancePercent,
  newCustomSettingAllowancePercent,
  sameCustomSettingName,
} from './consumption/custom-setting-rules.js';
export type {
  CustomSettingNameProblem,
  StitchValuesCheck,
  TypedStitchValues,
} from './consumption/custom-setting-rules.js';
export { stitchConsumptionPerTen } from './consumption/stitch-consumption-per-ten.js';
export type { StitchConsumptionPerTen } from './consumption/stitch-consumption-per-ten.js';
export type {
  ConsumptionBasis,
  OperationEstimate,
  OperationLineEstimate,
} from './consumption/estimate-operation.js';
export {
  estimateStyle,
  styleDetailsInputSchema,
  weightTypeSchema,
} from './consumption/estimate-style.js';
export type {
  OperationSummary,
  StyleDetails,
  StyleDetailsInput,
  StyleEstimate,
  StyleOperationLine,
  ThreadConsumptionSummary,
  UnusableThread,
  WeightType,
} from './consumption/estimate-style.js';

// Packages and cost.
export {
  fullPackages,
  packageCountTolerance,
  packagesByLength,
  packagesBySetUp,
  packagesToBuy,
  partPackages,
  runModes,
  setUpPackagesOfRuns,
  unusedThread,
} from './thread-packages/count-packages.js';
export type { RunMode, ThreadPositions } from './thread-packages/count-packages.js';
export {
  planThreadUsage,
  summarizeThreadUsage,
  threadOrderSchema,
} from './thread-packages/plan-thread-usage.js';
export type {
  ThreadOrder,
  ThreadRequirement,
  ThreadUsagePlan,
  UnusedThreadItem,
} from './thread-packages/plan-thread-usage.js';
export {
  costFileRowSchema,
  costFileSchema,
  lookUpPackagePrice,
  lookUpPackagePriceWithSource,
} from './costing/cost-file.js';
export {
  checkCostFileHeader,
  costFileArticleMaxLength,
  costFileColumns,
  costFileMaxBytes,
  costFileMaxPrice,
  costFileMaxRows,
  costFilePriceDecimals,
  costFileSheetMessages,
  costFileTextKey,
  hasAtMostDecimals,
  isBlankCostFileRow,
  parseCostFileNumber,
  readCostFileRows,
} from './costing/cost-file-sheet.js';
export type {
  CostEntryInput,
  CostFileCellIssue,
  CostFileColumn,
  CostFileSheetMessage,
  CostFileSheetResult,
  CostFileSheetRow,
  CostFileThreadRange,
} from './costing/cost-file-sheet.js';
export type {
  CostFile,
  CostFileInput,
  CostFileRow,
  MissingPriceReason,
  PackagePrice,
  PackagePriceWithSource,
  PricedThread,
} from './costing/cost-file.js';
export { averageCostPerGarment, threadCost } from './costing/thread-cost.js';

// Purchase plans: thread for many styles bought at once.
export {
  planRunModes,
  purchasePlanInputSchema,
  purchasePlanMaxStyles,
  purchasePlanNameMaxLength,
  purchasePlanNoteMaxLength,
  purchasePlanStyleInputSchema,
} from './purchase-plans/purchase-plan-input.js';
export type {
  PlanRunMode,
  PurchasePlanInput,
  PurchasePlanInputDraft,
  PurchasePlanStyleInput,
} from './purchase-plans/purchase-plan-input.js';
export { planStyleOf } from './purchase-plans/plan-style.js';
export type {
  CompletePlanStyle,
  IncompletePlanStyle,
  IncompleteStyleReason,
  OperationToComplete,
  PlanStyle,
  PlanStyleOrder,
  PlanStyleSizes,
} from './purchase-plans/plan-style.js';
export { planPurchase } from './purchase-plans/plan-purchase.js';
export type {
  PlanStyleFigures,
  PlanThread,
  PlanThreadIdentity,
  PlanThreadShare,
  PlanTotals,
  PurchaseFigures,
  PurchasePlanFigures,
  PurchasePlanRequest,
  UnpricedPlanThread,
} from './purchase-plans/plan-purchase.js';
export {
  computePurchasePlan,
  garmentsTaken,
  purchasePlanRequestOf,
  sizesTaken,
  withPlanEdits,
} from './purchase-plans/purchase-plan-job.js';
export type {
  PlanColourway,
  PlanEdits,
  PurchasePlanJob,
  PurchasePlanJobFigures,
  PurchasePlanJobStyle,
} from './purchase-plans/purchase-plan-job.js';
export { unapprovedStylesOf } from './purchase-plans/plan-stages.js';
export type { PlanStyleStage, UnapprovedPlanStyle } from './purchase-plans/plan-stages.js';
export { defaultMaxTexDifferencePercent, mapBrand } from './purchase-plans/brand-mapping.js';
export type {
  BrandMapping,
  BrandMappingEntry,
  BrandMappingOverride,
  MappedThread,
  UnsuppliedReason,
} from './purchase-plans/brand-mapping.js';
export { compareBrands, swappedThreadOf } from './purchase-plans/compare-brands.js';
export type { BrandComparison, BrandSide, SwappedThread } from './purchase-plans/compare-brands.js';

// Styles.
export {
  sameStyleName,
  styleDescriptionMaxLength,
  styleInputSchema,
  styleNameMaxLength,
  weightTypeCodes,
} from './styles/style.js';
export type { StyleInput, StyleInputDraft } from './styles/style.js';
export {
  chooseSampleThreads,
  sampleJeansOperations,
  sampleJeansStyle,
  sampleStyleNames,
} from './styles/sample-jeans.js';
export type {
  RangeShade,
  RangeThread,
  SampleOperation,
  SampleThread,
  SampleThreadRole,
} from './styles/sample-jeans.js';
export {
  readStylePicture,
  stylePictureMaxBytes,
  stylePictureMaxPixels,
} from './styles/style-picture.js';
export type {
  StylePictureHeader,
  StylePictureRefusal,
  StylePictureType,
} from './styles/style-picture.js';
// Operations: the operation dialog's rules, units and the same-group rule.
export {
  cleanOperationDescription,
  groupMismatches,
  hasAllThreads,
  isStoredOperationComplete,
  operationFormLineSchema,
  operationFormMessages,
  operationFormSchema,
  operationFormToStored,
  operationInputLimits,
  storedOperationToForm,
  validateOperationForm,
} from './styles/operation-form.js';
export type {
  GroupField,
  GroupMember,
  OperationForm,
  OperationFormInput,
  OperationFormIssue,
  OperationFormLine,
  OperationFormLineInput,
  OperationFormResult,
  StoredOperationValues,
} from './styles/operation-form.js';
// The style spreadsheet: its columns and the rules of its cells.
export {
  checkStyleSheetHeader,
  fabricWeightChoices,
  isBlankSheetRow,
  onTeamChoices,
  readStyleSheetRows,
  sheetTextKey,
  styleHeaderColumns,
  styleSheetColumns,
  styleSheetDescriptionMaxLength,
  styleSheetImportType,
  styleSheetLimits,
  styleSheetMaxBytes,
  styleSheetMaxRows,
  styleSheetMessages,
  styleSheetSeamLength,
} from './styles/style-sheet.js';
export type {
  ImportedOperation,
  ImportedStyle,
  ImportedThread,
  StyleSheetColumn,
  StyleSheetIssue,
  StyleSheetLists,
  StyleSheetMessage,
  StyleSheetOptions,
  StyleSheetResult,
  StyleSheetRow,
} from './styles/style-sheet.js';
// A large sheet in pieces of whole styles, checked and saved one after the other.
export { compareSheetIssues, styleSheetPieces } from './styles/style-sheet-pieces.js';
export type { StyleSheetPiece } from './styles/style-sheet-pieces.js';
// Operations pasted from a spreadsheet into a style's operation list.
export {
  clipboardTableOf,
  operationPasteColumns,
  operationPasteMaxRows,
  operationPasteMessages,
  parseClipboardTable,
  pastedRowsOf,
  pasteLayoutOf,
  readPastedOperations,
  renumberPastedGroups,
} from './styles/operation-paste.js';
export type {
  OperationPasteColumn,
  OperationPasteIssue,
  OperationPasteMessage,
  PastedOperations,
  PasteLayout,
} from './styles/operation-paste.js';
export {
  databaseNameInConnectionString,
  maskConnectionString,
  resolveTenantConnectionString,
} from './tenancy/connection-string.js';
// The history of a change: the fields that changed, before and after.
export { changedFields, sameValue } from './history/field-changes.js';
export type { FieldChanges, FieldValues } from './history/field-changes.js';

export {
  findSize,
  gradeOfOperation,
  gradePercentSchema,
  maxGradePercent,
  maxSizesPerRange,
  minGradePercent,
  namedSizeRangeSchema,
  operationGradingSchema,
  operationInSize,
  oneSizeName,
  singleSizeRange,
  sizeKey,
  sizeNameMaxLength,
  sizeRangeNameMaxLength,
  sizeRangeSchema,
  sizeSchema,
} from './orders/size-range.js';
export type {
  NamedSizeRange,
  OperationGrading,
  OperationGradingInput,
  OrderOperation,
  Size,
  SizeRange,
  SizeRangeInput,
} from './orders/size-range.js';
export {
  colourwayCodeMaxLength,
  colourwayGarments,
  colourwayNameMaxLength,
  colourwayFieldsOf,
  colourwaySchema,
  effectiveOrder,
  fabricColourMaxLength,
  maxColourwaysPerStyle,
  maxSizeQuantity,
  quantityOfSize,
  shadeInColourway,
  singleColourway,
  styleThreadKey,
  styleThreadsOf,
  threadShadeChoiceSchema,
  threadShadeMaxLength,
  threadShadesRenamed,
  unknownSizesOf,
} from './orders/colourways.js';
export type {
  Colourway,
  ColourwayInput,
  ResolvedShade,
  StyleThread,
  ThreadShadeChoice,
} from './orders/colourways.js';
export { estimateOrder, gradeFactorsOf, orderFiguresOf } from './orders/order-figures.js';
export { garmentsOfColourways, scaleColourways } from './orders/scale-order.js';
export {
  colourwaySheetColumns,
  colourwaySheetMessages,
  readColourwaySheet,
  threadColumnName,
} from './orders/colourway-sheet.js';
export type {
  ColourwaySheetColumn,
  ColourwaySheetInput,
  ColourwaySheetIssue,
  ColourwaySheetMessage,
  ColourwaySheetResult,
  ColourwaySheetThread,
  ImportedOrder,
} from './orders/colourway-sheet.js';
export type {
  ColourwayFigures,
  OrderFigures,
  OrderOfEstimate,
  OrderTerms,
  OrderRequest,
  OrderThread,
  SizeFigures,
} from './orders/order-figures.js';

// Actual use back from the shop floor, and how accurate the estimates were.
export {
  actualLineSchema,
  actualRemainderSchema,
  actualUseM,
  checkActualLines,
  maxActualPackages,
  maxMetresPerGram,
  metresPerGramOfTex,
  openedPackagesM,
  remainderM,
  remainderProblem,
} from './actuals/actual-use.js';
export type { ActualLine, ActualRemainder, ActualThread } from './actuals/actual-use.js';
export {
  approvedThreadsOf,
  compareActualUse,
  differenceOf,
  stitchFamilyOf,
} from './actuals/compare-actual-use.js';
export type {
  ActualComparison,
  ApprovedThread,
  Difference,
  FamilyComparison,
  FamilyShare,
  StitchFamily,
  ThreadComparison,
} from './actuals/compare-actual-use.js';
export {
  coveredShareOfOrders,
  estimateAccuracy,
  meanAndSpread,
  proposeAllowance,
  proposeBandedAllowance,
  roundUpToHundredths,
} from './actuals/estimate-accuracy.js';
export type {
  AccuracyOrder,
  AccuracyStatistic,
  AllowanceProposal,
  BandProposal,
} from './actuals/estimate-accuracy.js';
