import { createAuthoredWidgetSpecs } from '../createWidgetSpecs.ts';
import { defaultWidgetSpecs } from '../defaultWidgetSpecs.ts';
import { addressAuthoring } from './addressAuthoring.ts';
import { buttonAuthoring } from './buttonAuthoring.ts';
import { checkboxAuthoring } from './checkboxAuthoring.ts';
import { checkGroupAuthoring } from './checkGroupAuthoring.ts';
import { conditionalSelectAuthoring } from './conditionalSelectAuthoring.ts';
import { dateAuthoring } from './dateAuthoring.ts';
import { fileUploadAuthoring } from './fileUploadAuthoring.ts';
import { monthYearAuthoring } from './monthYearAuthoring.ts';
import { phoneAuthoring } from './phoneAuthoring.ts';
import { radioAuthoring } from './radioAuthoring.ts';
import { schoolSearchAuthoring } from './schoolSearchAuthoring.ts';
import { selectAuthoring } from './selectAuthoring.ts';
import { textareaAuthoring } from './textareaAuthoring.ts';
import { textAuthoring } from './textAuthoring.ts';
import type { WidgetAuthoring } from './WidgetAuthoring.ts';
import { withAuthoring } from './WidgetAuthoring.ts';

type DefaultName = ReturnType<typeof defaultWidgetSpecs.names>[number];

/** The authoring part of every default widget; a missing or extra name fails to type-check. */
const authoringByName: Readonly<Record<DefaultName, WidgetAuthoring>> = {
  text: textAuthoring,
  textarea: textareaAuthoring,
  date: dateAuthoring,
  monthYear: monthYearAuthoring,
  phone: phoneAuthoring,
  select: selectAuthoring,
  conditionalSelect: conditionalSelectAuthoring,
  radio: radioAuthoring,
  checkbox: checkboxAuthoring,
  button: buttonAuthoring,
  checkGroup: checkGroupAuthoring,
  address: addressAuthoring,
  schoolSearch: schoolSearchAuthoring,
  fileUpload: fileUploadAuthoring,
};

/**
 * `defaultWidgetSpecs` joined with their authoring parts, in the same order:
 * what config checks (the server's tenant loader, config-lint) and
 * `npm run generate:widgets` read. The browser uses `defaultWidgetSpecs`.
 */
export const authoredWidgetSpecs = createAuthoredWidgetSpecs(
  Object.fromEntries(
    defaultWidgetSpecs
      .names()
      .map((name) => [name, withAuthoring(defaultWidgetSpecs.get(name)!, authoringByName[name])]),
  ) as Record<DefaultName, ReturnType<typeof withAuthoring>>,
);
