// The public face of form-react: widgets, the widget registry, the answer store and the page renderer.

// registry and the widget contract
export { bindWidget, createWidgetRegistry } from './registry/createWidgetRegistry.ts';
export type { NoDuplicateWidgets, WidgetBinding, WidgetMap, WidgetRegistry } from './registry/createWidgetRegistry.ts';
export { defaultWidgets } from './registry/defaultWidgets.ts';
export { UnknownWidget } from './registry/UnknownWidget.tsx';
export type { UnknownWidgetProps } from './registry/UnknownWidget.tsx';
export type { FieldIds, WidgetComponent, WidgetProps } from './registry/WidgetProps.ts';
export type {
  DocumentConversionStatus,
  DocumentState,
  FormServices,
  LookupCategory,
  LookupRecordFields,
  LookupSuggestion,
  StoredDocument,
} from './registry/FormServices.ts';
export { describedBy, fieldIds } from './registry/fieldIds.ts';

// widgets
export { TextWidget, defaultTextMaxLength } from './widgets/TextWidget.tsx';
export { TextareaWidget, defaultCharacterLimit } from './widgets/TextareaWidget.tsx';
export { DateWidget } from './widgets/DateWidget.tsx';
export { MonthYearWidget } from './widgets/MonthYearWidget.tsx';
export { PhoneWidget } from './widgets/PhoneWidget.tsx';
export { SelectWidget } from './widgets/SelectWidget.tsx';
export { ConditionalSelectWidget } from './widgets/ConditionalSelectWidget.tsx';
export { RadioWidget } from './widgets/RadioWidget.tsx';
export { CheckboxWidget } from './widgets/CheckboxWidget.tsx';
export { ButtonWidget, afterContentId } from './widgets/ButtonWidget.tsx';
export { CheckGroupWidget } from './widgets/CheckGroupWidget.tsx';
export { AddressWidget } from './widgets/AddressWidget.tsx';
export { SchoolSearchWidget, schoolSearchTexts } from './widgets/schoolSearch/SchoolSearchWidget.tsx';
export { FileUploadWidget, fileUploadTexts } from './widgets/fileUpload/FileUploadWidget.tsx';
// building blocks for custom widgets
export { Field } from './widgets/parts/Field.tsx';
export { FieldErrors } from './widgets/parts/FieldErrors.tsx';
export { QuestionFieldset } from './widgets/parts/QuestionFieldset.tsx';
export { SelectControl } from './widgets/select/SelectControl.tsx';
export type { SelectControlProps } from './widgets/select/SelectControl.tsx';
export { loadSelectControl } from './widgets/select/SelectControl.tsx';
export { loadSchoolCombobox } from './widgets/schoolSearch/SchoolCombobox.tsx';

// answer store
export { createAnswerStore } from './store/createAnswerStore.ts';
export type {
  AnswerStore,
  AnswerStoreActions,
  AnswerStoreState,
  CreateAnswerStoreOptions,
} from './store/createAnswerStore.ts';
export { AnswerStoreProvider, useAnswerStore } from './store/AnswerStoreContext.tsx';
export { useAnswer } from './store/useAnswer.ts';
export { useFormState } from './store/useFormState.ts';

// renderer
export { PageRenderer } from './renderer/PageRenderer.tsx';
export type { PageRendererProps } from './renderer/PageRenderer.tsx';
export type { FieldErrorMap } from './renderer/errorStore.ts';
export { ReadOnlyPage } from './readOnly/ReadOnlyPage.tsx';
export type { ReadOnlyPageProps } from './readOnly/ReadOnlyPage.tsx';
export { SafeMarkup } from './content/SafeMarkup.tsx';
export type { SafeMarkupProps } from './content/SafeMarkup.tsx';

// actions
export { ActionBar } from './actions/ActionBar.tsx';
export type { ActionBarProps, ActionHandlers } from './actions/ActionBar.tsx';
export { SaveAndGoButton } from './actions/SaveAndGoButton.tsx';
export { SubmitButton } from './actions/SubmitButton.tsx';
export { NavigateWithValidationButton } from './actions/NavigateWithValidationButton.tsx';
export { PdfDownloadButton } from './actions/PdfDownloadButton.tsx';

// modal, layout, theme
export { Modal } from './modal/Modal.tsx';
export type { ModalProps, ModalSize } from './modal/Modal.tsx';
export { LoadingSpinner } from './layout/LoadingSpinner.tsx';
export type { LoadingSpinnerProps, LoadingSpinnerSize } from './layout/LoadingSpinner.tsx';
export { formTheme } from './theme/formTheme.ts';
export type { FormTheme } from './theme/formTheme.ts';

// timing
export { debounce } from './timing/debounce.ts';
export type { Debounced, DebounceOptions } from './timing/debounce.ts';
export { lookupDebounce } from './widgets/schoolSearch/useLookupSuggestions.ts';
