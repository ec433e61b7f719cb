// The test of docs/adding-a-widget.md: a widget added in one place (likertScale/: a spec and a
// component) is rendered, validated, printed and linted, as the guide says.
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import {
  answerDisplay,
  compileValidator,
  questionOptions,
  validateAnswers,
  type PageDefinition,
} from '@admissions/form-core';
import { runConfigLint } from '../../../../../scripts/configLint/runConfigLint.ts';
import { copyTenant, tenantName } from '../../../../../scripts/configLint/__tests__/tenantCopy.ts';
import { createAnswerStore, createWidgetRegistry, defaultWidgets, PageRenderer } from '../../index.ts';
import { likertScale } from './likertScale/index.ts';

const registry = createWidgetRegistry(defaultWidgets).extend({ likertScale });
const question = {
  key: 'confidence',
  widget: 'likertScale',
  label: 'Confidence',
  options: { lowLabel: 'Not at all', highLabel: 'Very' },
};
const page: PageDefinition = {
  id: 'test',
  path: '/test',
  title: 'Test',
  step: 1,
  sections: [{ id: 's', items: [question] }],
};

function renderPage(errors = {}) {
  const store = createAnswerStore({ pages: [page], context: { widgets: registry.specs } });
  const utils = render(<PageRenderer page={page} registry={registry} store={store} errors={errors} showErrors />);
  return { store, ...utils };
}

describe('likertScale widget', () => {
  it('renders: a radio group named by its label, operated with arrow keys; stores the point and its label', async () => {
    const user = userEvent.setup();
    const { store } = renderPage();
    expect(screen.getByRole('radiogroup', { name: 'Confidence' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '3' }));
    await user.keyboard('{ArrowRight}');
    expect(store.getState().answers).toMatchObject({ confidence: '4', confidence_desc: '4' });
    await user.click(screen.getByRole('radio', { name: '5 (Very)' }));
    expect(store.getState().answers).toMatchObject({ confidence: '5', confidence_desc: '5 (Very)' });
  });

  it('is invalid and described by its error', () => {
    renderPage({ confidence: ['Please choose a value.'] });
    const group = screen.getByRole('radiogroup', { name: 'Confidence' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Error: Please choose a value.');
  });

  it('has no axe violations', async () => {
    const { container } = renderPage();
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations).toEqual([]);
  });

  it('validates: its rule in the schema applies while it shows, not once hidden', () => {
    const validator = compileValidator([
      {
        type: 'object',
        properties: { confidence: { type: 'string', minLength: 1, errorMessage: 'Please choose a value.' } },
      },
    ]);
    const dataModel = {
      keys: { confidence: { type: 'string' as const }, confidence_desc: { type: 'string' as const } },
    };
    const validate = (answers: Record<string, string>, pages = [page]) =>
      validateAnswers({
        validator,
        pages,
        state: { answers, tabs: {}, addAnother: {} },
        dataModel,
        context: { widgets: registry.specs },
      });
    expect(validate({})).toEqual({ confidence: ['Please choose a value.'] });
    expect(validate({ confidence: '2' })).toEqual({});
    const hidden: PageDefinition = {
      ...page,
      sections: [{ id: 's', items: [{ ...question, condition: { valueKey: 'never', operator: 'answered' } }] }],
    };
    expect(validate({}, [hidden])).toEqual({});
  });

  it('prints as its spec says: the label of the chosen point', () => {
    const context = { widgets: registry.specs };
    const print = (answers: Record<string, string>) =>
      answerDisplay(question, answers, questionOptions(question, answers, context), {}, registry.specs);
    expect(print({ confidence: '1' })).toEqual(['1 (Not at all)']);
    expect(print({ confidence: '5', confidence_desc: '5 (Very)' })).toEqual(['5 (Very)']);
    expect(print({ confidence: '' })).toEqual([]);
  });

  it('lints: config-lint accepts a tenant that uses it when given its specs, and reports it without', async () => {
    const tenant = copyTenant();
    try {
      const file = 'pages/final-steps.json';
      const text = tenant.read(file);
      const json = JSON.parse(text) as PageDefinition;
      json.sections[0]!.items.unshift(question);
      tenant.write(file, JSON.stringify(json, null, 2));
      const model = JSON.parse(tenant.read('data-model.json')) as { keys: Record<string, unknown> };
      model.keys.confidence = { type: 'string' };
      model.keys.confidence_desc = { type: 'string' };
      tenant.write('data-model.json', JSON.stringify(model, null, 2));

      const lint = async (argv: string[]) => {
        const out: string[] = [];
        const exitCode = await runConfigLint(argv, {
          rootDir: tenant.root,
          stdout: (line) => out.push(line),
          stderr: (line) => out.push(line),
        });
        return { exitCode, output: out.join('\n') };
      };
      const widgetsModule = join(import.meta.dirname, 'likertScale/widgetSpecs.ts');
      expect(await lint([`--widgets=${widgetsModule}`, tenantName])).toEqual({
        exitCode: 0,
        output: `config-lint: ${tenantName}: no problems`,
      });
      const without = await lint([tenantName]);
      expect(without.exitCode).toBe(1);
      expect(without.output).toContain('unknown-widget  Question "confidence" uses widget "likertScale"');

      // Its options are checked against its own options schema.
      json.sections[0]!.items[0] = { ...question, options: { points: 20 } };
      tenant.write(file, JSON.stringify(json, null, 2));
      const wrong = await lint([`--widgets=${widgetsModule}`, tenantName]);
      expect(wrong.output).toContain(
        'widget-options  Question "confidence" (widget likertScale), options: "points" must be at most 10',
      );
    } finally {
      tenant.remove();
    }
  }, 60_000);
});
