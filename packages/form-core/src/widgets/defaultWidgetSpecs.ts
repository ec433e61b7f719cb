import { createWidgetSpecs } from './createWidgetSpecs.ts';
import { addressSpec } from './specs/addressSpec.ts';
import { buttonSpec } from './specs/buttonSpec.ts';
import { checkboxSpec } from './specs/checkboxSpec.ts';
import { checkGroupSpec } from './specs/checkGroupSpec.ts';
import { conditionalSelectSpec } from './specs/conditionalSelectSpec.ts';
import { dateSpec } from './specs/dateSpec.ts';
import { fileUploadSpec } from './specs/fileUploadSpec.ts';
import { monthYearSpec } from './specs/monthYearSpec.ts';
import { phoneSpec } from './specs/phoneSpec.ts';
import { radioSpec } from './specs/radioSpec.ts';
import { schoolSearchSpec } from './specs/schoolSearchSpec.ts';
import { selectSpec } from './specs/selectSpec.ts';
import { textareaSpec } from './specs/textareaSpec.ts';
import { textSpec } from './specs/textSpec.ts';

/**
 * The widgets of the definition format, one spec each. This list is the one
 * source of the widget names: `npm run generate:widgets` writes the
 * `DefaultWidgetName` type and page.schema.json's widget enum and per-widget
 * options schemas from it. A host adds its own with `extend`.
 */
export const defaultWidgetSpecs = createWidgetSpecs({
  text: textSpec,
  textarea: textareaSpec,
  date: dateSpec,
  monthYear: monthYearSpec,
  phone: phoneSpec,
  select: selectSpec,
  conditionalSelect: conditionalSelectSpec,
  radio: radioSpec,
  checkbox: checkboxSpec,
  button: buttonSpec,
  checkGroup: checkGroupSpec,
  address: addressSpec,
  schoolSearch: schoolSearchSpec,
  fileUpload: fileUploadSpec,
});
