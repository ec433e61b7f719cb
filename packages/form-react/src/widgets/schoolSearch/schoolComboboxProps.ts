import type { ReactNode } from 'react';
import type { LookupCategory, LookupItem } from '@admissions/contracts';

export interface SchoolComboboxProps {
  /** The input id: the question key. */
  id: string;
  label: string;
  /** The stored name, shown while the applicant is not typing. */
  storedName: string;
  category: LookupCategory;
  lookup: ((query: string, category: LookupCategory) => Promise<LookupItem[]>) | undefined;
  notListedLabel: string;
  onChoose: (suggestion: LookupItem) => void;
  onNotListed: (typed: string) => void;
  describedBy?: string;
  invalid: boolean;
  required: boolean;
  beforeInput?: ReactNode;
}
