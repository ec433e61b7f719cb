import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../test/documents/support/pdfText.ts';
import { loadTenantDirectory } from '../tenant/loadTenantDirectory.ts';
import { buildApplicationPdf } from './buildApplicationPdf.ts';
import { debianScriptFonts } from './scriptFonts.ts';

const tenantsDir = fileURLToPath(new URL('../../test/fixtures/documents/tenant/', import.meta.url));
const dejaVu = {
  regular: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  bold: '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
};
const email = 'laila.haddad@example.com';

/**
 * One answer per script, as typed (logical order). pdftotext knows no
 * paragraph direction: it reads a right-to-left line's stretches from the
 * left, so punctuation that splits a right-to-left sentence would come back
 * in visual order; these sentences are one stretch each.
 */
const statements = {
  arabic: 'السلام عليكم أنا أدرس الهندسة',
  hebrew: 'שלום אני לומדת מדעי המחשב',
  chinese: '我在北京学习计算机科学',
  japanese: '東京の大学で日本語を勉強しました',
  korean: '서울에서 공부했습니다',
  hindi: 'मैं हिन्दी में लिखती हूँ',
  latin: 'Zoë Ångström-Lovelace, fiancée',
  arabicWithEmail: `بريدي هو ${email} شكرا`,
};

/** The fixture tenant `print` (a name and statements), its name printed in the running header. */
function printTenant() {
  const bundle = loadTenantDirectory(tenantsDir, 'print');
  return { ...bundle, config: { ...bundle.config, applicantName: { keys: ['first_name', 'last_name'] } } };
}

async function printed(fonts: Parameters<typeof buildApplicationPdf>[0]['fonts']) {
  const answers: Record<string, string> = { first_name: 'ليلى', last_name: 'حداد' };
  Object.values(statements).forEach((statement, index) => (answers[`statement_${index + 1}`] = statement));
  const pdf = await buildApplicationPdf({
    bundle: printTenant(),
    state: { answers, tabs: {}, addAnother: {} },
    username: email,
    documents: [],
    fonts,
    now: new Date('2026-06-15T12:00:00Z'),
  });
  // pdftotext marks right-to-left stretches with embedding controls and lays columns out with spaces.
  const text = pdfText(pdf)
    .replace(/[\u202a-\u202e]/g, '')
    .replace(/[ \t]+/g, ' ');
  return { pdf, text };
}

describe('the application PDF in every script', () => {
  it('prints Arabic, Hebrew, Chinese, Japanese, Korean, Hindi and Latin answers that read back in logical order', async () => {
    const { pdf, text } = await printed({ ...dejaVu, scripts: debianScriptFonts });
    // Joined and in the order typed: pdftotext reads shaped glyphs back through the fonts' Unicode maps.
    expect(text).toContain('Applicant: ليلى حداد');
    for (const statement of Object.values(statements).slice(0, -1)) expect(text).toContain(statement);
    // The address inside an Arabic sentence keeps its order, and so does the one in the running header.
    expect(text).toContain(`شكرا${email} بريدي هو`);
    expect(text).toMatch(new RegExp(`${email.replace(/\./g, '\\.')}.*Page 1 of 1`));
    expect(text).not.toContain('moc.elpmaxe');
    expect(text).not.toContain('?');
    // Only the glyphs drawn are embedded: a few ideographs of a 5 MB CJK font keep the file small.
    expect(pdf.length).toBeLessThan(200_000);
  }, 60_000);

  it('prints "?" for the scripts whose fonts are missing, and everything else as before', async () => {
    const { text } = await printed({ ...dejaVu, scripts: [{ regular: '/nonexistent/NotoSansArabic-Regular.ttf' }] });
    expect(text).toContain(statements.latin);
    // DejaVu Sans draws Hebrew and Arabic itself; it has no ideographs.
    expect(text).toContain(statements.hebrew);
    expect(text).toContain('Applicant: ليلى حداد');
    expect(text).toContain('??????????? ');
  }, 60_000);
});
