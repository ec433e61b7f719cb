import type { DefaultWidgetName } from './types.ts';

const names = {
  text: true,
  textarea: true,
  date: true,
  monthYear: true,
  phone: true,
  select: true,
  conditionalSelect: true,
  radio: true,
  checkbox: true,
  checkGroup: true,
  address: true,
  schoolSearch: true,
  fileUpload: true,
} satisfies Record<DefaultWidgetName, true>;

/** Every widget name of the definition format (the default registry provides each). */
export const defaultWidgetNames = Object.keys(names) as DefaultWidgetName[];
