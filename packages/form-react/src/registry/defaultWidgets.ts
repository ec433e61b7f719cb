import {
  addressSpec,
  buttonSpec,
  checkboxSpec,
  checkGroupSpec,
  conditionalSelectSpec,
  dateSpec,
  fileUploadSpec,
  monthYearSpec,
  phoneSpec,
  radioSpec,
  schoolSearchSpec,
  selectSpec,
  textareaSpec,
  textSpec,
} from '@admissions/form-core';
import type { DefaultWidgetName } from '@admissions/form-core';
import { AddressWidget } from '../widgets/AddressWidget.tsx';
import { ButtonWidget } from '../widgets/ButtonWidget.tsx';
import { CheckboxWidget } from '../widgets/CheckboxWidget.tsx';
import { CheckGroupWidget } from '../widgets/CheckGroupWidget.tsx';
import { ConditionalSelectWidget } from '../widgets/ConditionalSelectWidget.tsx';
import { DateWidget } from '../widgets/DateWidget.tsx';
import { MonthYearWidget } from '../widgets/MonthYearWidget.tsx';
import { PhoneWidget } from '../widgets/PhoneWidget.tsx';
import { RadioWidget } from '../widgets/RadioWidget.tsx';
import { schoolSearchOwnKeys } from '../widgets/schoolSearch/schoolSearchOwnKeys.ts';
import { SelectWidget } from '../widgets/SelectWidget.tsx';
import { TextWidget } from '../widgets/TextWidget.tsx';
import { bindLazyWidget } from './bindLazyWidget.ts';
import { bindWidget } from './createWidgetRegistry.ts';

/** A textarea's input reads its own answer (see TextareaWidget.ownKeys). */
const questionKeyOnly = (question: { key: string }): readonly string[] => [question.key];
import type { WidgetBinding } from './createWidgetRegistry.ts';

/**
 * One component for each of form-core's default widget specs, by name.
 * `createWidgetRegistry(defaultWidgets)`. The textarea, the school search
 * (with its combobox) and the file upload (with its delete dialog) are their
 * own chunks, loaded when one of their questions first shows or
 * `preloadFormParts` asks: many pages, a visitor's first among them, show none.
 */
export const defaultWidgets = {
  text: bindWidget(textSpec, TextWidget),
  textarea: bindLazyWidget(
    textareaSpec,
    async () => (await import('../widgets/TextareaWidget.tsx')).TextareaWidget,
    questionKeyOnly,
  ),
  date: bindWidget(dateSpec, DateWidget),
  monthYear: bindWidget(monthYearSpec, MonthYearWidget),
  phone: bindWidget(phoneSpec, PhoneWidget),
  select: bindWidget(selectSpec, SelectWidget),
  conditionalSelect: bindWidget(conditionalSelectSpec, ConditionalSelectWidget),
  radio: bindWidget(radioSpec, RadioWidget),
  checkbox: bindWidget(checkboxSpec, CheckboxWidget),
  button: bindWidget(buttonSpec, ButtonWidget),
  checkGroup: bindWidget(checkGroupSpec, CheckGroupWidget),
  address: bindWidget(addressSpec, AddressWidget),
  schoolSearch: bindLazyWidget(
    schoolSearchSpec,
    async () => (await import('../widgets/schoolSearch/SchoolSearchWidget.tsx')).SchoolSearchWidget,
    schoolSearchOwnKeys,
  ),
  fileUpload: bindLazyWidget(
    fileUploadSpec,
    async () => (await import('../widgets/fileUpload/FileUploadWidget.tsx')).FileUploadWidget,
  ),
} as const satisfies Record<DefaultWidgetName, WidgetBinding>;
