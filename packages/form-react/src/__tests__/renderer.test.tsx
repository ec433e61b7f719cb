import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { conditionalSelectSpec, textSpec } from '@admissions/form-core';
import { bindWidget } from '../registry/createWidgetRegistry.ts';
import type { FormServices } from '../registry/FormServices.ts';
import type { WidgetProps } from '../registry/WidgetProps.ts';
import { defaultRegistry, renderForm } from './support/renderForm.tsx';
import { demoContext, demoPage } from './support/demoForm.ts';

describe('PageRenderer', () => {
  it('renders the page title, its sections and the action buttons', () => {
    renderForm({ page: demoPage, context: demoContext });
    expect(screen.getByRole('heading', { level: 1, name: 'Demo Application' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'About You' })).toBeInTheDocument();
    for (const name of ['Back', 'Download PDF', 'Save and Continue', 'Submit Application']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('does not render hidden questions and clears their answers', async () => {
    const { user, store } = renderForm({
      items: [
        {
          key: 'fee_waiver',
          widget: 'radio',
          label: 'Fee waiver?',
          options: {
            choices: [
              { value: 'Y', label: 'Yes' },
              { value: 'N', label: 'No' },
            ],
          },
        },
        {
          key: 'fee_waiver_signature',
          widget: 'text',
          label: 'Signature',
          condition: { valueKey: 'fee_waiver', operator: 'equals', target: 'Y' },
        },
      ],
      answers: { fee_waiver: 'Y', fee_waiver_signature: 'Ana Silva' },
    });
    expect(screen.getByRole('textbox', { name: 'Signature' })).toHaveValue('Ana Silva');
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(screen.queryByRole('textbox', { name: 'Signature' })).not.toBeInTheDocument();
    expect(store.getState().answers.fee_waiver_signature).toBe('');
  });

  it('marks each question with all its answer keys, so keys without an input can be found', () => {
    const { container } = renderForm({ page: demoPage, context: demoContext });
    const wrapper = container.querySelector('[data-keys~="hs_ceeb"]');
    expect(wrapper).toHaveAttribute('data-question', 'hs_name');
    expect(wrapper?.querySelector('#hs_name')).toHaveRole('combobox');
  });

  it('shows per-field errors only while showErrors is on', () => {
    const errors = { first_name: ['First Name'] };
    const { update } = renderForm({ items: [{ key: 'first_name', widget: 'text', label: 'First Name' }], errors });
    const input = screen.getByRole('textbox', { name: 'First Name' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('First Name', { selector: 'span' })).not.toBeInTheDocument();
    update({ showErrors: true });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Error: First Name');
    update({ showErrors: true, errors: {} });
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('re-renders only the question that changed (and what depends on it), not its siblings', async () => {
    const renders: Record<string, number> = {};
    function CountingWidget({ question, value }: WidgetProps) {
      renders[question.key] = (renders[question.key] ?? 0) + 1;
      return (
        <p>
          {question.label}: {String(value)}
        </p>
      );
    }
    const registry = defaultRegistry.extend({
      counting: bindWidget(textSpec, CountingWidget),
      countingDependent: bindWidget(conditionalSelectSpec, CountingWidget),
    });
    const { user, update } = renderForm({
      registry,
      items: [
        { key: 'first_name', widget: 'text', label: 'First Name' },
        { key: 'sibling', widget: 'counting', label: 'Sibling' },
        { key: 'dependent', widget: 'countingDependent', label: 'Dependent', options: { controlKey: 'first_name' } },
        {
          key: 'nickname',
          widget: 'counting',
          label: 'Nickname',
          condition: { valueKey: 'first_name', operator: 'answered' },
        },
      ],
    });
    expect(renders).toEqual({ sibling: 1, dependent: 1 });

    await user.type(screen.getByRole('textbox', { name: 'First Name' }), 'Ana');
    // The sibling never re-rendered; the question reading first_name did, once per key;
    // the conditional question appeared on the first key and stayed put.
    expect(renders).toEqual({ sibling: 1, dependent: 4, nickname: 1 });

    // New errors for one field re-render that field only.
    update({ showErrors: true, errors: { first_name: ['First Name'] } });
    update({ showErrors: true, errors: { first_name: ['First Name'] } });
    expect(renders).toEqual({ sibling: 1, dependent: 4, nickname: 1 });
    update({ showErrors: true, errors: { first_name: ['First Name'], sibling: ['Sibling'] } });
    expect(renders).toEqual({ sibling: 2, dependent: 4, nickname: 1 });
  });

  it('runs the page actions through the host handlers, busy while pending', async () => {
    let finish: () => void = () => undefined;
    const calls: string[] = [];
    const services: FormServices = {
      onSaveAndGo: (route) =>
        new Promise<void>((resolve) => {
          calls.push(`save ${route}`);
          finish = resolve;
        }),
      onSubmit: async () => {
        calls.push('submit');
      },
      onNavigateWithValidation: async (route) => {
        calls.push(`navigate ${route}`);
      },
      onPdfDownload: async () => {
        calls.push('pdf');
      },
    };
    const { user } = renderForm({ page: demoPage, context: demoContext, services });
    const save = screen.getByRole('button', { name: 'Save and Continue' });
    await user.click(save);
    expect(save).toHaveAttribute('aria-busy', 'true');
    expect(save).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Saving…');
    await user.click(save);
    expect(calls).toEqual(['save /final-steps']);
    await act(async () => finish());
    expect(save).not.toHaveAttribute('aria-busy');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(calls).toEqual(['save /final-steps', 'submit', 'navigate /about', 'pdf']);
  });
});
