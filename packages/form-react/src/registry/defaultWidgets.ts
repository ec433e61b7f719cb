import type { DefaultWidgetName } from '@admissions/form-core';
import { AddressWidget } from '../widgets/AddressWidget.tsx';
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
import type { WidgetComponent } from './WidgetProps.ts';

/** Every widget of the default registry, by its DefaultWidgetName. `createWidgetRegistry(defaultWidgets)`. */
export const defaultWidgets = {
  text: TextWidget,
  textarea: TextareaWidget,
  date: DateWidget,
  monthYear: MonthYearWidget,
  phone: PhoneWidget,
  select: SelectWidget,
  conditionalSelect: ConditionalSelectWidget,
  radio: RadioWidget,
  checkbox: CheckboxWidget,
  checkGroup: CheckGroupWidget,
  address: AddressWidget,
  schoolSearch: SchoolSearchWidget,
  fileUpload: FileUploadWidget,
} as const satisfies Record<DefaultWidgetName, WidgetComponent>;
