/**
 * The accessibility statement's texts (the product's, not a tenant's): what
 * the application conforms to, how that was checked, what is known not to
 * work yet, and whom to tell. Kept honest and dated: a gap is listed here
 * until the release that fixes it, and the date moves with each review. A
 * tenant replaces the contact paragraph with its `texts.accessibilityContact`.
 * Paragraphs use the tenant texts' safe markup (`[label](url)`, `**bold**`).
 */
export interface StatementSection {
  heading: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
}

export const accessibilityStatement = {
  title: 'Accessibility statement',
  /** The day the statement was last reviewed against the application (ISO date). */
  reviewed: '2026-12-01',
  reviewedLabel: 'This statement was prepared on 1 December 2026 and last reviewed on 1 December 2026.',
  intro:
    'We want everyone who applies to be able to use this application: with a keyboard alone, with a screen reader, zoomed in, on a small phone screen and on a slow connection.',
  sections: [
    {
      heading: 'How accessible this application is',
      paragraphs: [
        'This application is **partially conformant** with the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA: most of it meets the guidelines, and the parts that do not yet are listed below.',
      ],
    },
    {
      heading: 'How we test it',
      items: [
        'Every page and state (each step of the form, the account pages, the dialogs, the validation summary, the completion page) is checked automatically with axe-core for WCAG 2.2 A and AA on every change to the application.',
        'A whole application, from creating an account to submitting, is completed with the keyboard alone in an automated browser test.',
        'Pages are checked at 320 pixels wide and at 200% zoom: content reflows and nothing needs sideways scrolling.',
        "The names, roles and states of fields, error messages and live announcements are checked through the browser's accessibility tree in the same tests.",
        'We have not yet run a study with people who use screen readers (such as NVDA, JAWS or VoiceOver) or other assistive technology; until we have, we cannot promise how every screen reader reads every page.',
      ],
    },
    {
      heading: 'What does not work well yet',
      items: [
        'The application is in English only, and the page does not yet support right-to-left languages.',
        'The PDF copy of an application is not a tagged PDF: a screen reader reads it as plain text, and names written in Arabic or Hebrew may print in the wrong order.',
        'Uploaded documents are not checked for accessibility; a scanned document stays an image.',
      ],
    },
  ] as readonly StatementSection[],
  contactHeading: 'Tell us about a problem',
  /** The default contact paragraph, followed on the page by the tenant's Help text (its contacts). */
  defaultContact:
    'If you cannot use part of this application, or you need the application in another format, tell us which page and what you were trying to do. We will answer within five working days and help you apply in the meantime.',
  enforcement:
    'If you are not happy with our answer, you can contact the body that enforces accessibility rules for public services where you live.',
} as const;
