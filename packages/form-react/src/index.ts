// The public face of form-react: what the app uses (registry, answer store, page renderer, modal, theme) and
// the contract a host's own widget is written against (docs/adding-a-widget.md). Nothing else is exported.

// The theme's tokens (CSS custom properties on :root), which every component's stylesheet reads.
import './theme/formTheme.css';

// registry and the widget contract
export { bindWidget, createWidgetRegistry } from './registry/createWidgetRegistry.ts';
export { preloadFormParts } from './registry/preloadFormParts.ts';
export { bindLazyWidget } from './registry/bindLazyWidget.ts';
export type { WidgetRegistry } from './registry/createWidgetRegistry.ts';
export { defaultWidgets } from './registry/defaultWidgets.ts';
export type { WidgetProps } from './registry/WidgetProps.ts';
export type { DocumentState, FormServices } from './registry/FormServices.ts';
export { describedBy, fieldIds } from './registry/fieldIds.ts';

// building blocks of a custom widget
export { Field } from './widgets/parts/Field.tsx';
export { QuestionFieldset } from './widgets/parts/QuestionFieldset.tsx';
export { useAnswerStore } from './store/AnswerStoreContext.tsx';
export { useAnswer } from './store/useAnswer.ts';
export { SelectControl } from './widgets/select/SelectControl.tsx';
export type { SelectControlProps } from './widgets/select/SelectControl.tsx';
export { loadSelectControl } from './widgets/select/SelectControl.tsx';
export { loadSchoolCombobox } from './widgets/schoolSearch/SchoolCombobox.tsx';

// answer store
export { createAnswerStore } from './store/createAnswerStore.ts';
export type { AnswerStore } from './store/createAnswerStore.ts';
export { useStoreValue } from './store/useStoreSelection.ts';
export type { ReadableStore } from './store/useStoreSelection.ts';

// renderer and page actions
export { PageRenderer } from './renderer/PageRenderer.tsx';
export { ReadOnlyOutlinePage } from './readOnly/ReadOnlyOutlinePage.tsx';
export { SafeMarkup } from './content/SafeMarkup.tsx';
export { PdfDownloadButton } from './actions/PdfDownloadButton.tsx';

// code loaded on demand (each import expression stays in the file that owns its chunk)
export { createChunkLoader } from './lazy/createChunkLoader.ts';
export type { ChunkLoader } from './lazy/createChunkLoader.ts';
export { createLazyComponent } from './lazy/createLazyComponent.tsx';
export type { LazyComponent } from './lazy/createLazyComponent.tsx';

// modal, layout, theme
export { Modal } from './modal/Modal.tsx';
export { LoadingSpinner } from './layout/LoadingSpinner.tsx';
export { formTheme } from './theme/formTheme.ts';
