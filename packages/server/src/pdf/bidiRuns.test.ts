import { describe, expect, it } from 'vitest';
import { bidiRuns } from './bidiRuns.ts';

/** Faces by script, as the PDF picks them: Arabic letters in "arabic", Hebrew in "hebrew", the rest in "main". */
function faceFor(char: string, current: string | undefined): string {
  if (current && /[\p{Script=Common}\p{Script=Inherited}]/u.test(char)) return current;
  if (/\p{Script=Arabic}/u.test(char)) return 'arabic';
  if (/\p{Script=Hebrew}/u.test(char)) return 'hebrew';
  return 'main';
}

const runsOf = (text: string) => bidiRuns(text, faceFor).map(({ text, level, face }) => ({ text, level, face }));

describe('bidiRuns', () => {
  it('keeps a left-to-right line in order, an Arabic name after "Applicant: " one right-to-left run', () => {
    expect(runsOf('Applicant: ليلى حداد')).toEqual([
      { text: 'Applicant: ', level: 0, face: 'main' },
      { text: 'ليلى حداد', level: 1, face: 'arabic' },
    ]);
  });

  it('draws a line that starts in Arabic from the right, the e-mail address in it one run in its own order', () => {
    const runs = runsOf('ليلى حداد · laila.haddad@example.com');
    // Visual order, left to right: the address (level 2, inside the right-to-left line), then the name.
    expect(runs).toEqual([
      { text: 'laila.haddad@example.com', level: 2, face: 'main' },
      { text: 'ليلى حداد · ', level: 1, face: 'arabic' },
    ]);
  });

  it('keeps digits in their order inside right-to-left text and puts the words around them in reading order', () => {
    const runs = runsOf('عمري 25 سنة');
    expect(runs.map((run) => run.text)).toEqual(['سنة', ' ', '25', 'عمري ']);
    expect(runs.map((run) => run.level)).toEqual([1, 1, 2, 1]);
  });

  it('orders a Hebrew phrase inside an English sentence as one right-to-left run between the English ones', () => {
    expect(runsOf('I studied at תיכון הרצליה in 2024').map((run) => [run.text, run.level])).toEqual([
      ['I studied at ', 0],
      ['תיכון הרצליה', 1],
      [' in 2024', 0],
    ]);
  });

  it('mirrors brackets in right-to-left runs and leaves out direction marks', () => {
    const runs = runsOf('\u200fمرحبا (عالم)');
    expect(runs).toEqual([{ text: 'مرحبا )عالم(', level: 1, face: 'arabic' }]);
  });

  it('gives nothing for an empty line', () => {
    expect(runsOf('')).toEqual([]);
  });
});
