import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every limit and value list that more than one package enforces is declared
 * once, in @admissions/contracts. This test reads the source of every other
 * package (tests, fixtures and test helpers aside: they may write a value out
 * to assert it) and fails on a line that writes one of them out again.
 * Each rule names the shared declaration to import instead.
 */
interface KnownLimit {
  use: string;
  /** The literal, on a line that also matches `context` when one is given. */
  literal: RegExp;
  context?: RegExp;
  /** A line that re-declares it (proves the rule can fire). */
  example: string;
}

const knownLimits: KnownLimit[] = [
  {
    use: 'limits.fileMaxBytes',
    // Declared (`= 1024 * 1024`, `: 1024 * 1024`, `?? 1024 * 1024`), not a unit conversion (`bytes / (1024 * 1024)`).
    literal: /(?:[:=]|\?\?)\s*(?:1024\s*\*\s*1024|1_?048_?576)\b(?!\s*\*)/,
    context: /file|upload|document|maxBytes/i,
    example: 'const maxFileBytes = 1024 * 1024;',
  },
  {
    use: 'limits.fileNameMaxLength',
    literal: /\b32\b/,
    context: /file ?name|name ?max|max ?name/i,
    example: '  maxNameLength: 32,',
  },
  { use: 'fileExtensions', literal: /'pdf',\s*'docx'|'png',\s*'jpe?g'/, example: "const accepted = ['png', 'jpeg'];" },
  {
    use: 'limits.addAnotherMax',
    literal: /\b10\b/,
    context: /add.?another/i,
    example: 'export const addAnotherMaxLimit = 10;',
  },
  {
    use: 'limits.passwordMinLength / passwordMaxLength',
    literal: /\b(12|128)\b/,
    context: /password/i,
    example: 'const passwordMinLength = 12;',
  },
  {
    use: 'limits.confirmationCodeLength / confirmationCodePattern',
    literal: /\\d\{6\}|\b6\b/,
    context: /confirmation|\bcode\b/i,
    example: 'if (!/^\\d{6}$/.test(code)) throw new Error();',
  },
  {
    use: 'limits.lookupMaxResults',
    literal: /\b5\b/,
    context: /max_?results/i,
    example: 'const defaultMaxResults = 5;',
  },
  {
    use: 'limits.inactivityTimeoutMs',
    literal: /\b900_?000\b|\b15\s*\*\s*60\b/,
    context: /inactiv|idle|session|timeout/i,
    example: 'const idleMs = 15 * 60 * 1000;',
  },
  { use: 'limits.textMaxLength', literal: /\b45\b/, context: /max ?length/i, example: '  maxLength = 45,' },
  {
    use: 'limits.textareaCharacterLimit',
    literal: /\b1_?500\b/,
    context: /character/i,
    example: 'export const defaultCharacterLimit = 1500;',
  },
  {
    use: 'limits.schoolNameMaxLength',
    literal: /\b100\b/,
    context: /question\.options\?\.maxLength|school/i,
    example: 'maxLength={question.options?.maxLength ?? 100}',
  },
  {
    use: 'webStatuses / WebStatus',
    literal: /'started',\s*'validating'|'started'\s*\|\s*'validating'/,
    example: "type WebStatus = 'started' | 'validating' | 'submitted';",
  },
  {
    use: 'conversionStatuses, pdfStatuses, runningConversionStatuses, isConversionRunning',
    literal: /'UNPROCESSED',\s*'IN_PROGRESS'|'UNPROCESSED'\s*\|\s*'IN_PROGRESS'|=== 'UNPROCESSED' \|\|/,
    example: "status IN ('UNPROCESSED', 'IN_PROGRESS')",
  },
  {
    use: 'lookupCategories / LookupCategory',
    literal: /'(hs|college)_ceeb'\s*[,|]\s*'(hs|college)_ceeb'/,
    example: "type LookupCategory = 'hs_ceeb' | 'college_ceeb' | 'address';",
  },
  {
    use: 'lookupRecordFields / LookupRecord',
    literal: /'address_line_1',\s*'address_line_2'|address_line_1\?: string/,
    example: "const fields = ['ceeb', 'address_line_1', 'address_line_2'];",
  },
  {
    use: 'applicantPageDataId / serverRenderedAttribute',
    literal: /['"`](applicant-page-data|data-server-rendered)['"`]/,
    example: "const serverRenderedAttribute = 'data-server-rendered';",
  },
];

const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Source files of every package but contracts, and of scripts/ (tests, fixtures and test helpers aside). */
function checkedFiles(): string[] {
  const listed = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', 'packages', 'scripts'],
    {
      cwd: repositoryRoot,
      encoding: 'utf8',
    },
  );
  return listed
    .split('\n')
    .filter((file) => /\.(ts|tsx)$/.test(file))
    .filter((file) => !file.startsWith('packages/contracts/'))
    .filter((file) => !/\.test\.tsx?$|\/__tests__\/|\/__fixtures__\/|\/testing\/|^packages\/server\/test\//.test(file));
}

function offences(line: string): KnownLimit[] {
  const code = line.replace(/\/\/.*$|^\s*\*.*$|^\s*\/\*.*$/, '');
  return knownLimits.filter(
    (limit) => limit.literal.test(code) && (limit.context === undefined || limit.context.test(code)),
  );
}

describe('limits are declared once, in @admissions/contracts', () => {
  it.each(knownLimits.map((limit) => [limit.use, limit] as const))('the rule for %s fires on a copy', (_use, limit) => {
    expect(offences(limit.example)).toContain(limit);
  });

  it('no other package or script writes one out again', () => {
    const found: string[] = [];
    for (const file of checkedFiles()) {
      readFileSync(`${repositoryRoot}${file}`, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          for (const limit of offences(line))
            found.push(`${file}:${index + 1}: import ${limit.use} instead: ${line.trim()}`);
        });
    }
    expect(found).toEqual([]);
  });
});
