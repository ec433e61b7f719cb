// The public face of form-core: a pure engine (no React, no DOM, no Node built-ins).
export type * from './definition/types.ts';
export type { RulesLogic } from 'json-logic-js';

// conditions
export { compileCondition } from './conditions/compileCondition.ts';
export { evaluateCondition } from './conditions/evaluateCondition.ts';
export { conditionKeys } from './conditions/conditionKeys.ts';

// walking definitions
export { isAddAnother, isContent, isGroup, isQuestion, isSwitch, isTabGroup } from './definition/itemKinds.ts';
export { instanceKey, instanceLabel } from './definition/instanceKey.ts';
export { expandAddAnother, expandCondition } from './definition/expandAddAnother.ts';
export { booleanAnswerKeys, descKey, partKeys, questionAnswerKeys, questionParts } from './definition/answerKeys.ts';
export { childLists, pointerSegment, walkItems, walkPage } from './definition/walkItems.ts';
export type { ItemVisitor, WalkContext } from './definition/walkItems.ts';
export { indexDefinitions } from './definition/indexDefinitions.ts';
export type { DefinitionIndex, DefinitionNode, DefinitionNodeKind } from './definition/indexDefinitions.ts';
export { collectDefinitionKeys } from './definition/collectDefinitionKeys.ts';
export type { DefinitionKey } from './definition/collectDefinitionKeys.ts';

// visibility and clearing
export type { FormContext } from './visibility/formContext.ts';
export { chosenTabOf, computeVisibility, instanceCountOf } from './visibility/computeVisibility.ts';
export type { Visibility } from './visibility/computeVisibility.ts';
export { clearHiddenAnswers } from './visibility/clearHiddenAnswers.ts';
export { applyAnswerChange } from './visibility/applyAnswerChange.ts';
export type { AnswerChange, AnswerChangeResult } from './visibility/applyAnswerChange.ts';
export { controllingKeys } from './visibility/controllingKeys.ts';
export { applyTabSwitch } from './visibility/applyTabSwitch.ts';
export type { TabSwitchResult } from './visibility/applyTabSwitch.ts';

// answers
export { emptyAnswer } from './answers/emptyAnswer.ts';
export { formatSsn } from './answers/formatSsn.ts';
export { formatUsPhone } from './answers/formatUsPhone.ts';
export { normalizeAnswers } from './answers/normalizeAnswers.ts';

// option lists
export { blankOption, withBlankOption, withoutBlankOption } from './options/blankOption.ts';
export { countryOptions } from './options/countryOptions.ts';
export { monthNames, monthOptions } from './options/monthOptions.ts';
export { usStateOptions } from './options/usStateOptions.ts';
export { canadianProvinceOptions } from './options/canadianProvinceOptions.ts';
export { yearOptions } from './options/yearOptions.ts';
export type { YearOptionsSettings } from './options/yearOptions.ts';
export { builtInOptionListNames, isKnownOptionList, optionLabel, resolveOptions } from './options/resolveOptions.ts';
export type { TenantOptionLists } from './options/resolveOptions.ts';

// dates
export { isValidIsoDate } from './dates/isValidIsoDate.ts';
export { localIsoDate } from './dates/localIsoDate.ts';
export { yearsAgo } from './dates/yearsAgo.ts';
export { isWithinDateWindow } from './dates/isWithinDateWindow.ts';
export { yearWindow } from './dates/yearWindow.ts';
export { isAtLeastYearsAgo, isNotMoreThanYearsAgo, isoDateYearsAgo } from './dates/dateYearsAgo.ts';

// validation
export type {
  AjvErrorLike,
  AnswersValidator,
  KeywordContext,
  StandaloneValidateFunction,
  ValidationRun,
} from './validation/validationTypes.ts';
export {
  keywordDateYearsAgoMax,
  keywordDateYearsAgoMin,
  keywordOffsetYear,
  keywordYearOffsetMax,
  keywordYearOffsetMin,
} from './validation/keywordRuntime.ts';
export { customKeywords } from './validation/customKeywords.ts';
export { createAjv } from './validation/createAjv.ts';
export { combineSchemas } from './validation/combineSchemas.ts';
export { collectValidationErrors } from './validation/collectValidationErrors.ts';
export { compileValidator } from './validation/compileValidator.ts';
export { createValidatorFromStandalone } from './validation/createValidatorFromStandalone.ts';
export { validateAnswers } from './validation/validateAnswers.ts';
export type { ValidateAnswersInput } from './validation/validateAnswers.ts';
export { fieldErrors } from './validation/fieldErrors.ts';
export type { QuestionErrors } from './validation/fieldErrors.ts';
export { validateFile } from './validation/validateFile.ts';
export type { FileLimits } from './validation/validateFile.ts';

// configuration
export { warnConfigurationMessage } from './configuration/configurationLogger.ts';
export type { ConfigurationLogger } from './configuration/configurationLogger.ts';

// error summary
export { buildErrorSummary } from './errorSummary/buildErrorSummary.ts';
export type { ErrorSummaryEntry, ErrorSummaryOptions } from './errorSummary/buildErrorSummary.ts';
export { assertTenantConfiguration, checkTenantConfiguration } from './configuration/checkTenantConfiguration.ts';
export type { ConfigurationCheckOptions } from './configuration/checkTenantConfiguration.ts';
export type { ConfigurationIssue } from './configuration/configurationIssue.ts';
export { schemaKeys } from './configuration/rules/schemaKeys.ts';
export type { SchemaKeyUse } from './configuration/rules/schemaKeys.ts';

// definition file schemas
export { definitionFileSchemas, validateDefinitionFile } from './definitionFiles/validateDefinitionFile.ts';
export type { DefinitionFileKind, DefinitionFileProblem } from './definitionFiles/validateDefinitionFile.ts';
export { answerDisplay, formatIsoDate, notAnswered, type DisplayedDocument } from './display/answerDisplay.ts';
export { questionOptions } from './display/questionOptions.ts';

// widget specs
export type {
  AnswerPart,
  AnswerPartType,
  DisplayInput,
  JsonSchemaObject,
  OptionListUse,
  WidgetContext,
  WidgetSpec,
} from './widgets/WidgetSpec.ts';
export { createWidgetSpecs } from './widgets/createWidgetSpecs.ts';
export type { NoDuplicateNames, WidgetSpecMap, WidgetSpecs } from './widgets/createWidgetSpecs.ts';
export { defaultWidgetSpecs } from './widgets/defaultWidgetSpecs.ts';
export { specOf } from './widgets/specOf.ts';
export { answerText, codedLabel, isChecked, lineOf, yesNo } from './widgets/printedAnswer.ts';
export {
  addressAutocompleteSchema,
  answerKeySchema,
  autocompleteTokenSchema,
  choicesSchema,
  keysSchema,
  labelsSchema,
  optionListSchema,
  optionSchema,
  optionsObjectSchema,
} from './widgets/optionSchemas.ts';
export { valuePart } from './widgets/specs/singleValue.ts';
export { textSpec, type TextOptions } from './widgets/specs/textSpec.ts';
export { textareaSpec, type TextareaOptions } from './widgets/specs/textareaSpec.ts';
export { dateSpec, type DateOptions } from './widgets/specs/dateSpec.ts';
export { monthYearSpec, monthYearKeys, type MonthYearOptions } from './widgets/specs/monthYearSpec.ts';
export { phoneSpec, smsOptInKey, type PhoneOptions } from './widgets/specs/phoneSpec.ts';
export { selectSpec, type SelectOptions } from './widgets/specs/selectSpec.ts';
export { radioSpec, type RadioOptions } from './widgets/specs/radioSpec.ts';
export {
  conditionalOptions,
  conditionalSelectSpec,
  type ConditionalSelectOptions,
} from './widgets/specs/conditionalSelectSpec.ts';
export { resolveChoices, safeOptions, type ChoiceOptions } from './widgets/specs/choiceOptions.ts';
export { checkboxSpec, type CheckboxOptions } from './widgets/specs/checkboxSpec.ts';
export { buttonSpec, type ButtonOptions } from './widgets/specs/buttonSpec.ts';
export { checkGroupSpec, checkGroupChecks, type CheckGroupOptions } from './widgets/specs/checkGroupSpec.ts';
export { addressSpec, addressKeysOf, type AddressOptions } from './widgets/specs/addressSpec.ts';
export {
  addressLines,
  countryLabel,
  regionLabel,
  regionOptionsOf,
  type AddressKeys,
  type AddressRole,
} from './widgets/specs/addressParts.ts';
export {
  addressAutocompleteToken,
  autofilledAddressRoles,
  type AddressAutocomplete,
  type AutofilledAddressRole,
} from './widgets/specs/addressAutocomplete.ts';
export {
  lookupCategoryOf,
  schoolAddressKeys,
  schoolSearchSpec,
  type SchoolSearchOptions,
} from './widgets/specs/schoolSearchSpec.ts';
export { fileUploadSpec, type FileUploadOptions } from './widgets/specs/fileUploadSpec.ts';
export { unknownWidgetSpec } from './widgets/specs/unknownWidgetSpec.ts';

// tenant loading (the one loader: pure, the host passes a file reader)
export { loadTenant, requireTenantBundle, TenantProblemsError, tenantNamePattern } from './tenant/loadTenant.ts';
export type { LoadedTenant, LoadTenantOptions } from './tenant/loadTenant.ts';
export { folderReader, isInsideFolder } from './tenant/tenantFileReader.ts';
export type { FolderFileSystem, TenantFileReader } from './tenant/tenantFileReader.ts';
export { compareProblems, formatProblem } from './tenant/tenantProblem.ts';
export type { TenantProblem } from './tenant/tenantProblem.ts';
export type { TenantSources } from './tenant/tenantSources.ts';
export type { JsonSourceFile } from './tenant/json/jsonSourceFile.ts';
export { parseJsonSource } from './tenant/json/jsonSourceFile.ts';
export { lineColumnAt, positionOfPointer } from './tenant/json/jsonPositions.ts';
export type { LineColumn } from './tenant/json/jsonPositions.ts';
export { imageTypeOf, maxLogoBytes } from './tenant/tenantLogo.ts';
export type { TenantAsset } from './tenant/tenantLogo.ts';
export {
  isTextPath,
  lookupPlaceholder,
  placeholderNamespaces,
  placeholdersIn,
  resolvePlaceholders,
  resolveTextPlaceholders,
} from './tenant/placeholders.ts';
export { contrastRatio, relativeLuminance } from './tenant/contrastRatio.ts';
export { themeContrastPairs } from './tenant/rules/brandingRules.ts';
export { defaultTenantName } from './tenant/defaultTenantName.ts';
export { applicantDisplayName } from './display/applicantDisplayName.ts';

// delivery to the browser (the server and the dev server serve these files)
export { compileTenantValidation } from './delivery/compileTenantValidation.ts';
export type { TenantValidation } from './delivery/compileTenantValidation.ts';
export { standaloneValidatorModule } from './delivery/standaloneValidatorModule.ts';
export { standaloneRuntimeNames } from './delivery/standaloneRuntimeNames.ts';
export type { StandaloneRuntime, StandaloneRuntimeName } from './delivery/standaloneRuntimeNames.ts';
export { buildBrokenTenantDelivery, buildTenantDelivery } from './delivery/tenantDelivery.ts';
export type { TenantDelivery, TenantDeliveryFile, TenantDeliveryInput } from './delivery/tenantDelivery.ts';
export { injectTenantHead, renderTenantHead } from './delivery/tenantHead.ts';
export {
  isBrokenTenant,
  tenantAssetsPrefix,
  tenantHeadMarker,
  tenantModuleSelector,
} from './delivery/deliveredTenant.ts';
export type {
  BrokenTenant,
  DeliveredTenant,
  TenantModule,
  ValidatorModuleFactory,
} from './delivery/deliveredTenant.ts';
