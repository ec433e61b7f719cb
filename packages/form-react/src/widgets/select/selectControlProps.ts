import type { OptionDefinition } from '@admissions/form-core';
import type { ReactNode } from 'react';

export interface SelectControlProps {
  /** The toggle's id: the answer key. */
  id: string;
  label: string;
  labelId: string;
  options: readonly OptionDefinition[];
  value: string;
  onSelect: (option: OptionDefinition) => void;
  describedBy?: string;
  invalid?: boolean;
  required?: boolean;
  /** Rendered between the label and the toggle: the hint and the errors. */
  beforeToggle?: ReactNode;
}
