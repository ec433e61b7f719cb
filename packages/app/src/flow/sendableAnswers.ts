import type { StudentAnswers } from '@admissions/contracts';
import { indexDefinitions, type PageDefinition, type WidgetSpecs } from '@admissions/form-core';

/** Which answers a save may send: the keys of this app's definition, nothing it does not know. */
export interface SendableAnswers {
  /** Notes the keys of answers the server sent (the profile, a 409's stored answers): they are the server's current keys. */
  received(answers: StudentAnswers): void;
  /** The answers without keys this app's definition has not got (a prefill link or an old tab may carry them). */
  pick(answers: StudentAnswers): StudentAnswers;
}

/**
 * The keys the app may send: every answer key its pages ask (each
 * question's parts, `_desc` companions and add-another instances), and the
 * keys the server sent, which are keys of the server's definition (answers
 * the pages do not ask, such as a schema-only key). A key of neither is
 * left out of a save: the server stores only its current keys, and a key it
 * does not have must never make a save fail.
 */
export function createSendableAnswers(pages: PageDefinition[], widgets?: WidgetSpecs): SendableAnswers {
  const index = indexDefinitions(pages, widgets);
  const keys = new Set(index.questions.flatMap((i) => index.nodes[i]!.answerKeys ?? []));
  return {
    received(answers) {
      for (const key of Object.keys(answers)) keys.add(key);
    },
    pick(answers) {
      const sendable: StudentAnswers = {};
      for (const key in answers) if (keys.has(key)) sendable[key] = answers[key]!;
      return sendable;
    },
  };
}
