import type { ConditionalSelectOptions } from '@admissions/form-core';
import type { WidgetProps } from '../registry/WidgetProps.ts';
import { SelectWidget } from './SelectWidget.tsx';

/**
 * conditionalSelect: a select whose options depend on the `options.controlKey`
 * answer (its spec resolves them from `optionsByValue`). The renderer shows it
 * only while form-core says it is visible; without real options it renders nothing.
 */
export function ConditionalSelectWidget(props: WidgetProps<ConditionalSelectOptions>) {
  if (props.choices.every((option) => option.value === '')) return null;
  return <SelectWidget {...props} />;
}
