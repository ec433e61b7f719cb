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
import { FileUploadWidget } from '../widgets/fileUpload/FileUploadWidget.tsx';
import { MonthYearWidget } from '../widgets/MonthYearWidget.tsx';
import { PhoneWidget } from '../widgets/PhoneWidget.tsx';
import { RadioWidget } from '../widgets/RadioWidget.tsx';
import { SchoolSearchWidget } from '../widgets/schoolSearch/SchoolSearchWidget.tsx';
import { SelectWidget } from '../widgets/SelectWidget.tsx';
import { TextareaWidget } from '../widgets/TextareaWidget.tsx';
import { TextWidget } from '../widgets/TextWidget.tsx';
import { bindWidget } from './createWidgetRegistry.ts';
import type { WidgetBinding } from './createWidgetRegistry.ts';

/**
 * One component for each of form-core's default widget specs, by name.
 * `createWidgetRegistry(defaultWidgets)`.
 */
export const defaultWidgets = {
  text: bindWidget(textSpec, TextWidget),
  textarea: bindWidget(textareaSpec, TextareaWidget),
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
  schoolSearch: bindWidget(schoolSearchSpec, SchoolSearchWidget),
  fileUpload: bindWidget(fileUploadSpec, FileUploadWidget),
} as const satisfies Record<DefaultWidgetName, WidgetBinding>;
