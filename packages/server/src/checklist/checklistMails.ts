import type { OutgoingMail } from '../mail/mailer.ts';

/** The checklist's mails (plain text, English). */
export function checklistMails(context: { institutionName: string; publicOrigin: string }) {
  const { institutionName, publicOrigin } = context;
  return {
    checklistComplete(to: string, items: readonly { title: string; state: string }[]): OutgoingMail {
      return {
        to,
        subject: `Your ${institutionName} application is complete`,
        text:
          `Every item of your application checklist is now received or waived:\n\n` +
          items.map((item) => `  - ${item.title}: ${item.state}`).join('\n') +
          `\n\nWe will review your application and write to you when a decision is made.\n` +
          `You can see your checklist at any time:\n${publicOrigin}/completion` +
          `\n\n${institutionName} Admissions\n${publicOrigin}/\n`,
      };
    },
  };
}
