import type { TenantBundle, TenantTheme } from '../../definition/types.ts';
import { positionOfPointer } from '../json/jsonPositions.ts';
import { contrastRatio } from '../contrastRatio.ts';
import type { TenantProblem } from '../tenantProblem.ts';
import type { TenantSources } from '../tenantSources.ts';

type ThemeColour = keyof TenantTheme;

/**
 * The colour pairs the app draws one on the other, and the WCAG AA minimum
 * for each: 4.5:1 for text (body text, hints, links, button and header text),
 * 3:1 for what is not text (input borders, the focus ring next to the page,
 * the footer and the header band).
 */
export const themeContrastPairs: readonly { foreground: ThemeColour; background: ThemeColour; minimum: number }[] = [
  { foreground: 'text', background: 'background', minimum: 4.5 },
  { foreground: 'text', background: 'surface', minimum: 4.5 },
  { foreground: 'mutedText', background: 'background', minimum: 4.5 },
  { foreground: 'mutedText', background: 'surface', minimum: 4.5 },
  { foreground: 'primary', background: 'background', minimum: 4.5 },
  { foreground: 'primary', background: 'surface', minimum: 4.5 },
  { foreground: 'onPrimary', background: 'primary', minimum: 4.5 },
  { foreground: 'onPrimary', background: 'primaryHover', minimum: 4.5 },
  { foreground: 'border', background: 'background', minimum: 3 },
  { foreground: 'focus', background: 'background', minimum: 3 },
  { foreground: 'focus', background: 'surface', minimum: 3 },
  { foreground: 'focus', background: 'primary', minimum: 3 },
];

const hexColour = /^#[0-9a-f]{6}$/i;

/** `theme-contrast`: a colour pair under its WCAG AA minimum, at the foreground colour in tenant.json. */
export function checkThemeContrast(sources: TenantSources, bundle: TenantBundle): TenantProblem[] {
  const theme = bundle.config.branding?.theme;
  const file = sources.config;
  if (!theme || !file) return [];
  const problems: TenantProblem[] = [];
  for (const { foreground, background, minimum } of themeContrastPairs) {
    const [fg, bg] = [theme[foreground], theme[background]];
    // A missing or malformed colour is the definition schema's finding.
    if (!hexColour.test(fg ?? '') || !hexColour.test(bg ?? '')) continue;
    const ratio = contrastRatio(fg, bg);
    if (ratio >= minimum) continue;
    problems.push({
      file: file.path,
      ...positionOfPointer(file.text, file.tree, `/branding/theme/${foreground}`),
      rule: 'theme-contrast',
      message:
        `${foreground} ${fg} on ${background} ${bg} has a contrast of ${(Math.floor(ratio * 100) / 100).toFixed(2)}:1; ` +
        `WCAG AA needs at least ${minimum}:1 ${minimum === 3 ? 'for borders and the focus ring' : 'for text'}`,
    });
  }
  return problems;
}

/** `unknown-key`: an applicantName key that is not in the data model, at the key. */
export function checkApplicantName(sources: TenantSources, bundle: TenantBundle): TenantProblem[] {
  const keys = bundle.config.applicantName?.keys ?? [];
  const model = bundle.dataModel?.keys ?? {};
  const file = sources.config;
  if (!file) return [];
  return keys.flatMap((key, index) =>
    Object.hasOwn(model, key)
      ? []
      : [
          {
            file: file.path,
            ...positionOfPointer(file.text, file.tree, `/applicantName/keys/${index}`),
            rule: 'unknown-key',
            message: `applicantName names key "${key}", which is not present in the tenant dataModel`,
          },
        ],
  );
}
