import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notAnswered } from '@admissions/form-core';
import { createFakeApi } from '../../../packages/app/src/testing/createFakeApi.ts';
import { renderApp } from '../../../packages/app/src/testing/renderApp.tsx';
import { buildApplicationPdf } from '../../../packages/server/src/pdf/buildApplicationPdf.ts';
import { loadTenantBundle } from './loadTenantBundle.ts';
import { validAnswers, validState } from './validAnswers.ts';

const bundle = loadTenantBundle();
const fonts = {
  regular: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  bold: '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
};
/** A full application: two high schools, two colleges, a document, the tabs of the valid application. */
const answers = {
  ...validAnswers,
  hs_2_name: 'Lagos International School',
  hs_2_city: 'Lagos',
  hs_2_country: 'NGA',
  college_2_name: 'Pan-Atlantic University',
};
const addAnother = { high_school: 2, college: 2 };
const storedDocuments = { financial_statement: { file_name: 'bank-letter.pdf', file_size: 48_000 } };

interface Row {
  label: string;
  lines: string[];
}

/** The words of a PDF in the order they are drawn (pdftotext -raw). */
function pdfWords(bytes: Uint8Array): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'staff-pdf-'));
  try {
    writeFileSync(join(dir, 'a.pdf'), bytes);
    return execFileSync('pdftotext', ['-raw', join(dir, 'a.pdf'), '-'], { encoding: 'utf8' }).split(/\s+/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Whether the PDF draws the row: its label's words and its value's words, each
 * in order, close together. The two columns of a row are drawn line by line,
 * so a label's lines and its value's lines interleave; a word cut at the end
 * of a line joins the next piece.
 */
function pdfShowsRow(words: readonly string[], row: Row): boolean {
  const label = row.label.split(/\s+/).filter(Boolean);
  const value = row.lines.join(' ').split(/\s+/).filter(Boolean);
  const window = 4 * (label.length + value.length) + 16;
  const inOrder = (text: string, parts: readonly string[]) => {
    let at = 0;
    for (const part of parts) {
      const found = text.indexOf(part, at);
      if (found < 0) return false;
      at = found + part.length;
    }
    return true;
  };
  for (let i = 0; i < words.length; i++) {
    if (!words[i]!.startsWith(label[0]!) && !label[0]!.startsWith(words[i]!)) continue;
    const text = words.slice(i, i + window).join('');
    if (inOrder(text, label) && inOrder(text, value)) return true;
  }
  return false;
}

// Rendering the whole staff view, printing the PDF and reading it back with pdftotext: seconds on a busy machine.
describe('the staff view and the application PDF draw the same outline', { timeout: 30_000 }, () => {
  it('shows the same questions with the same values, and the same unanswered questions', async () => {
    const api = createFakeApi({ cookiePrefix: bundle.config.identityProviderCookiePrefix });
    api.serviceViews.set('staff-1', {
      answer: answers,
      add_another: addAnother,
      document_answer: storedDocuments,
      tabs: validState.tabs,
    });
    renderApp({ api, bundle, initialEntries: ['/about?service_token=staff-1'] });
    await screen.findByRole('heading', { level: 1, name: `${bundle.config.name}: Amara Okafor` });
    // Each answer is a term and its description: one line per span, or the "Not answered" marker.
    const staffRows: Row[] = Array.from(document.body.querySelectorAll('article[data-mode="readOnly"] dl > div')).map(
      (row) => ({
        label: row.querySelector('dt')!.textContent!,
        lines: Array.from(row.querySelectorAll('dd > span'))
          .map((line) => line.textContent!)
          .filter((line, _i, all) => !(all.length === 1 && line === notAnswered)),
      }),
    );
    const answered = staffRows.filter((row) => row.lines.length > 0);
    const unanswered = staffRows.filter((row) => row.lines.length === 0).map((row) => row.label);
    expect(answered.length).toBeGreaterThan(100);
    expect(answered).toContainEqual({
      label: 'High school name',
      lines: ['Lagos International School', 'Lagos', 'Nigeria'],
    });
    expect(answered).toContainEqual({
      label: 'Proof of financial support',
      lines: ['Document attached: bank-letter.pdf'],
    });

    const pdf = await buildApplicationPdf({
      bundle,
      state: { answers, tabs: validState.tabs, addAnother },
      username: 'amara@example.com',
      documents: [{ answerKey: 'financial_statement', fileName: 'bank-letter.pdf', pdf: undefined }],
      fonts,
      now: new Date(),
    });
    const words = pdfWords(pdf);
    const missing = answered.filter((row) => !pdfShowsRow(words, row));
    expect(missing).toEqual([]);

    // The PDF gives unanswered questions no rows: each section, group or instance ends with one line naming
    // them ("Not answered: a · b"). Together these lines name exactly the staff view's unanswered questions.
    // Without the running headers (name · account, "Page X of Y").
    const text = words.join(' ').replace(/Amara Okafor · amara@example\.com Page \d+ of \d+/g, ' ');
    expect(text).not.toContain('Page 1 of');
    const grouped: string[] = [];
    for (const block of text.replace(/\s+/g, ' ').split('Not answered: ').slice(1)) {
      const labels = block.split(' · ');
      const last = labels.pop()!;
      // The last label runs into the text after it: it must start with one of the staff view's.
      const lastLabel = [...new Set(unanswered)]
        .filter((label) => last.startsWith(label))
        .sort((a, b) => b.length - a.length)[0];
      grouped.push(...labels, lastLabel ?? last);
    }
    expect([...grouped].sort()).toEqual([...unanswered].sort());
  });
});
