import type { OutgoingMail } from '../mail/mailer.ts';

export interface RecommendationMailContext {
  institutionName: string;
  publicOrigin: string;
}

/** What a recommendation mail names: who asks, for what, and until when the link works. */
export interface RecommendationMailFacts {
  to: string;
  recommenderName: string;
  applicantName: string;
  kindLabel: string;
  link: string;
  expiresAt: Date;
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/** The texts of the recommendation mails (plain text, short lines, English). */
export function recommendationMails(context: RecommendationMailContext) {
  const { institutionName, publicOrigin } = context;
  const signature = `\n\n${institutionName} Admissions\n${publicOrigin}/\n`;
  return {
    request(facts: RecommendationMailFacts): OutgoingMail {
      return {
        to: facts.to,
        subject: `${facts.applicantName} asks you for a recommendation to ${institutionName}`,
        text:
          `Dear ${facts.recommenderName},\n\n` +
          `${facts.applicantName} is applying to ${institutionName} and has asked you for a\n` +
          `${facts.kindLabel.toLowerCase()}.\n\n` +
          `To write it, open this link (no account needed):\n${facts.link}\n\n` +
          `The link is yours alone: it opens this one recommendation and works until ${day(facts.expiresAt)}.\n` +
          `If you were not expecting this message, you can ignore it.` +
          signature,
      };
    },

    reminder(facts: RecommendationMailFacts): OutgoingMail {
      return {
        to: facts.to,
        subject: `Reminder: ${facts.applicantName}'s recommendation to ${institutionName}`,
        text:
          `Dear ${facts.recommenderName},\n\n` +
          `${facts.applicantName} is still waiting for your ${facts.kindLabel.toLowerCase()}.\n\n` +
          `To write it, open this link (no account needed):\n${facts.link}\n\n` +
          `The link works until ${day(facts.expiresAt)}. If you cannot write it, please let the applicant know.` +
          signature,
      };
    },

    received(to: string, facts: { recommenderName: string; kindLabel: string }): OutgoingMail {
      return {
        to,
        subject: `Your ${facts.kindLabel.toLowerCase()} has been received`,
        text:
          `${facts.recommenderName} has submitted your ${facts.kindLabel.toLowerCase()}.\n` +
          `You can see the state of your requests on your status page:\n${publicOrigin}/completion` +
          signature,
      };
    },

    thanks(to: string, facts: { applicantName: string; kindLabel: string }): OutgoingMail {
      return {
        to,
        subject: `Thank you: your recommendation for ${facts.applicantName} has been received`,
        text:
          `Thank you. Your ${facts.kindLabel.toLowerCase()} for ${facts.applicantName} has been received by\n` +
          `${institutionName}. The link you used no longer opens the form.` +
          signature,
      };
    },
  };
}

export type RecommendationMails = ReturnType<typeof recommendationMails>;
