import type { WidgetSpec } from '../WidgetSpec.ts';
import { valuePart } from './singleValue.ts';

export type ButtonOptions = Record<never, never>;

/**
 * button: a disclosure button that shows its `after` items. Its answer is
 * `true` while the content is shown: pressing it again hides the content and,
 * as with an unchecked checkbox, clears the answers inside. A print (the
 * staff view, the PDF) has no row for the button itself, only its content.
 */
export const buttonSpec: WidgetSpec<ButtonOptions> = {
  parts: (question) => valuePart(question, 'boolean'),
  reveals: { after: true },
  display: () => null,
};
