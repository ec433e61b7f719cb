/** The texts of the notice naming the questions an applicant is asked again. */
export const reaskNoticeTexts = {
  title: 'Please answer these questions',
  body: 'Since your last visit we changed some questions of the application. Your answers to the questions below are missing; please answer them before you submit:',
} as const;
