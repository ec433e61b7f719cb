import type { ChecklistResponse } from '@admissions/contracts';
import { ChecklistItems } from './ChecklistItems.tsx';
import { checklistTexts } from './checklistTexts.ts';

/** The staff view's checklist: each item and its state, read-only. */
export function StaffChecklistSection({ checklist }: { checklist: ChecklistResponse }) {
  return (
    <section aria-labelledby="service-checklist">
      <h2 id="service-checklist">{checklistTexts.staffHeading}</h2>
      <ChecklistItems checklist={checklist} />
    </section>
  );
}
