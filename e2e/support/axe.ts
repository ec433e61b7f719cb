import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface AxeViolationSummary {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core in the page for WCAG 2.2 A/AA rules and returns the
 * violations. The source is evaluated through the debugging protocol, so the
 * page's CSP (no inline or eval'd scripts) stays on while it runs.
 */
export async function axeViolations(page: Page, include?: string): Promise<AxeViolationSummary[]> {
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe !== 'undefined');
  if (!loaded) await page.evaluate(axeSource);
  return page.evaluate(
    async ({ tags, context }) => {
      const axe = (
        window as unknown as {
          axe: {
            run(
              context: unknown,
              options: unknown,
            ): Promise<{
              violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[];
            }>;
          };
        }
      ).axe;
      const result = await axe.run(context ? { include: [context] } : document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return result.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }));
    },
    { tags: wcagTags, context: include },
  );
}

/** Throws with a readable list when axe finds violations. */
export async function expectNoAxeViolations(page: Page, where: string, include?: string): Promise<void> {
  const violations = await axeViolations(page, include);
  if (violations.length > 0) {
    const lines = violations.map(
      (violation) =>
        `- ${violation.id} (${violation.impact}): ${violation.help} at ${violation.targets.slice(0, 5).join(', ')}`,
    );
    throw new Error(`axe found ${violations.length} WCAG violation(s) on ${where}:\n${lines.join('\n')}`);
  }
}
