// The public face of form-core: a pure engine (no React, no DOM, no Node built-ins). Only what another
// package (form-react, the app, the server, scripts, the repository's tenant tests) uses is exported.
export type {
  AnswerValue,
  Answers,
  FormState,
  ConditionSpec,
  OptionDefinition,
  WidgetOptionsObject,
  QuestionDefinition,
  ContentDefinition,
  GroupDefinition,
  SwitchDefinition,
  TabGroupDefinition,
  AddAnotherDefinition,
  ItemDefinition,
  SectionDefinition,
  ActionDefinition,
  PageDefinition,
  ContentBlock,
  TenantTheme,
  TenantConfig,
  TenantBundle,
  DataModel,
  DefaultWidgetName,
} from './definition/types.ts';

// walking definitions
export { isAddAnother, isContent, isGroup, isQuestion, isSwitch, isTabGroup } from './definition/itemKinds.ts';
export { instanceKey, instanceLabel } from './definition/instanceKey.ts';
export { expandAddAnother, instanceKeepsRequired } from './definition/expandAddAnother.ts';
export { removeAddAnotherInstance } from './definition/removeAddAnotherInstance.ts';
export { descKey, partKeys, questionParts } from './definition/answerKeys.ts';
export { pointerSegment, walkItems, walkPage } from './definition/walkItems.ts';
export { indexDefinitions } from './definition/indexDefinitions.ts';
export type { DefinitionIndex, DefinitionNode } from './definition/indexDefinitions.ts';
export { conditionKeys } from './conditions/conditionKeys.ts';
export { collectDefinitionKeys } from './definition/collectDefinitionKeys.ts';

// visibility and clearing
export type { FormContext } from './visibility/formContext.ts';
export { computeVisibility, instanceCountOf } from './visibility/computeVisibility.ts';
export type { Visibility } from './visibility/computeVisibility.ts';
export { clearHiddenAnswers } from './visibility/clearHiddenAnswers.ts';
export { applyAnswerChange } from './visibility/applyAnswerChange.ts';
export { controllingKeys } from './visibility/controllingKeys.ts';
export { applyTabSwitch } from './visibility/applyTabSwitch.ts';
export type { TabSwitchResult } from './visibility/applyTabSwitch.ts';

// answers
export { documentAnsweredMarker } from './answers/documentAnsweredMarker.ts';
export { formatSsn } from './answers/formatSsn.ts';
export { formatUsPhone } from './answers/formatUsPhone.ts';

// option lists
export { countryOptions } from './options/countryOptions.ts';
export { monthOptions } from './options/monthOptions.ts';
export { isKnownOptionList, resolveOptions } from './options/resolveOptions.ts';
export { withoutBlankOption } from './options/blankOption.ts';

// validation
export type { AnswersValidator } from './validation/validationTypes.ts';
export { compileValidator } from './validation/compileValidator.ts';
export { createValidatorFromStandalone } from './validation/createValidatorFromStandalone.ts';
export { validateAnswers } from './validation/validateAnswers.ts';
export { fieldErrors } from './validation/fieldErrors.ts';
export { validateFile } from './validation/validateFile.ts';

// error summary
export { buildErrorSummary, createErrorSummaryBuilder } from './errorSummary/buildErrorSummary.ts';
export type { ErrorSummaryEntry } from './errorSummary/buildErrorSummary.ts';

// printing
export { answerDisplay, notAnswered } from './display/answerDisplay.ts';
export { questionOptions } from './display/questionOptions.ts';

// widget specs
export type { AnswerPart, WidgetContext, WidgetSpec } from './widgets/WidgetSpec.ts';
export { createWidgetSpecs } from './widgets/createWidgetSpecs.ts';
export type { AuthoredWidgetSpecs, WidgetSpecs } from './widgets/createWidgetSpecs.ts';
export { defaultWidgetSpecs } from './widgets/defaultWidgetSpecs.ts';
export { specOf } from './widgets/specOf.ts';
export { codedLabel, lineOf } from './widgets/printedAnswer.ts';
// widget authoring (the server, config-lint and the generator; never imported by the browser's code)
export type { AuthoredWidgetSpec, JsonSchemaObject, WidgetAuthoring } from './widgets/authoring/WidgetAuthoring.ts';
export { withAuthoring } from './widgets/authoring/WidgetAuthoring.ts';
export { createAuthoredWidgetSpecs } from './widgets/createWidgetSpecs.ts';
export { authoredWidgetSpecs } from './widgets/authoring/authoredWidgetSpecs.ts';
export { optionsObjectSchema } from './widgets/authoring/optionSchemas.ts';
export { valuePart } from './widgets/specs/singleValue.ts';
export { textSpec, type TextOptions } from './widgets/specs/textSpec.ts';
export { textareaSpec, type TextareaOptions } from './widgets/specs/textareaSpec.ts';
export { dateSpec, type DateOptions } from './widgets/specs/dateSpec.ts';
export { monthYearSpec, monthYearKeys, type MonthYearOptions } from './widgets/specs/monthYearSpec.ts';
export { phoneSpec, smsOptInKey, type PhoneOptions } from './widgets/specs/phoneSpec.ts';
export { selectSpec, type SelectOptions } from './widgets/specs/selectSpec.ts';
export { radioSpec, type RadioOptions } from './widgets/specs/radioSpec.ts';
export { conditionalSelectSpec, type ConditionalSelectOptions } from './widgets/specs/conditionalSelectSpec.ts';
export { checkboxSpec, type CheckboxOptions } from './widgets/specs/checkboxSpec.ts';
export { buttonSpec, type ButtonOptions } from './widgets/specs/buttonSpec.ts';
export { checkGroupSpec, checkGroupChecks, type CheckGroupOptions } from './widgets/specs/checkGroupSpec.ts';
export { addressSpec, addressKeysOf, type AddressOptions } from './widgets/specs/addressSpec.ts';
export { regionOptionsOf, type AddressRole } from './widgets/specs/addressParts.ts';
export { addressAutocompleteToken, type AddressAutocomplete } from './widgets/specs/addressAutocomplete.ts';
export {
  lookupCategoryOf,
  schoolAddressKeys,
  schoolSearchSpec,
  type SchoolSearchOptions,
} from './widgets/specs/schoolSearchSpec.ts';
export { fileUploadSpec, type FileUploadOptions } from './widgets/specs/fileUploadSpec.ts';

// tenant loading (the one loader: pure, the host passes a file reader)
export { loadTenant, requireTenantBundle, TenantProblemsError, tenantNamePattern } from './tenant/loadTenant.ts';
export type { LoadedTenant } from './tenant/loadTenant.ts';
export { folderReader } from './tenant/tenantFileReader.ts';
export type { TenantFileReader } from './tenant/tenantFileReader.ts';
export { compareProblems, formatProblem, formatTenantProblems } from './tenant/tenantProblem.ts';
export { examplesFolder, runTenantExamples } from './tenant/examples/runTenantExamples.ts';
export type { ExamplesFile } from './tenant/examples/runTenantExamples.ts';
export type { TenantProblem } from './tenant/tenantProblem.ts';
export type { TenantAsset } from './tenant/tenantLogo.ts';
export { defaultTenantName } from './tenant/defaultTenantName.ts';
export { applicantDisplayName } from './display/applicantDisplayName.ts';

// delivery to the browser (the server and the dev server serve these files)
export { compileTenantValidation } from './delivery/compileTenantValidation.ts';
export { answerCodeRules, answerCodesSchema, tenantAnswerSchemas } from './validation/answerCodesSchema.ts';
export type { AnswerCodeRule } from './validation/answerCodesSchema.ts';
export type { TenantValidation } from './delivery/compileTenantValidation.ts';
export { buildBrokenTenantDelivery, buildTenantDelivery } from './delivery/tenantDelivery.ts';
export { deliveredBundle } from './delivery/deliveredBundle.ts';
export type { TenantDelivery } from './delivery/tenantDelivery.ts';
export { applicantPreloadComment, applicantPreloadPattern } from './delivery/applicantPreload.ts';
export { injectTenantHead } from './delivery/tenantHead.ts';
export { tenantThemeCss, themeVariable } from './delivery/tenantThemeCss.ts';
export { isBrokenTenant, tenantAssetsPrefix, tenantModuleSelector } from './delivery/deliveredTenant.ts';
export type { DeliveredBundle, DeliveredConfig } from './delivery/deliveredBundle.ts';
export type {
  BrokenTenant,
  DeliveredTenant,
  DeliveredValidatorModule,
  TenantModule,
  ValidatorModuleFactory,
  DeliveredValidateFunction,
} from './delivery/deliveredTenant.ts';

// the read-only outline (the staff view and the application PDF draw it)
export { buildApplicationOutline } from './outline/buildApplicationOutline.ts';
export type { ApplicationOutlineInput } from './outline/buildApplicationOutline.ts';
export { outlineAnswers, outlineEntryAnswers } from './outline/outlineAnswers.ts';
export type {
  ApplicationOutline,
  OutlineAnswer,
  OutlineDocument,
  OutlineEntry,
  OutlineGroup,
  OutlineHeading,
  OutlinePage,
  OutlineSection,
} from './outline/applicationOutline.ts';

// migrations of saved answers
export type {
  DropStep,
  MapCodesStep,
  MigrationStep,
  MigrationsFile,
  ReaskStep,
  RenameStep,
} from './migrations/migrationSteps.ts';
export { stepKind } from './migrations/migrationSteps.ts';
// the runner's step application and the re-ask notice
export { applyMigrationStep } from './migrations/applyMigrationStep.ts';
export type { AnswerChange, CodeLabel, StepOutcome } from './migrations/applyMigrationStep.ts';
export { tenantCodeLabel } from './migrations/tenantCodeLabel.ts';
export { requiredQuestionKeys } from './migrations/requiredQuestionKeys.ts';
export { reaskNotice, type ReaskEntry } from './migrations/reaskNotice.ts';
export { migrationsFileName } from './migrations/checkTenantMigrations.ts';

// published versions and change review
export { canonicalJson } from './versions/definitionFacts.ts';
export { definitionChanges, touchesSavedAnswers } from './versions/definitionChanges.ts';
export type { DefinitionChange, DefinitionChangeKind } from './versions/definitionChanges.ts';
export { describeDefinitionChange } from './versions/describeDefinitionChange.ts';
export { migrationCovers, orphansAnswers } from './versions/migrationCoverage.ts';

// the checklist after submission
export type {
  ChecklistDefinition,
  ChecklistDocument,
  ChecklistItemDefinition,
  ChecklistReceivedWhen,
} from './checklist/checklistTypes.ts';
export { checklistDocumentKeys, visibleChecklistItems } from './checklist/visibleChecklistItems.ts';
// validation by difference (live validation)
export { splitValidationRules } from './validation/rules/splitValidationRules.ts';
export type { ValidationRule } from './validation/rules/splitValidationRules.ts';
export type { RuleReads } from './validation/rules/ruleReads.ts';
export { compileValidationRules } from './validation/rules/compileValidationRules.ts';
export { createIncrementalValidation } from './validation/rules/createIncrementalValidation.ts';
export type {
  CompiledRule,
  IncrementalValidation,
  IncrementalValidationInput,
} from './validation/rules/createIncrementalValidation.ts';
