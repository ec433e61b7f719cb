import axe from 'axe-core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Modal } from '../modal/Modal.tsx';
import { render } from '@testing-library/react';
import { demoContext, demoPage } from './support/demoForm.ts';
import { renderForm } from './support/renderForm.tsx';

/**
 * jsdom has no layout and no CSS cascade, so axe cannot evaluate colour
 * contrast there (checked in the browser leg); every other rule runs.
 */
const options: axe.RunOptions = { rules: { 'color-contrast': { enabled: false } } };

async function violations(container: Element) {
  const result = await axe.run(container, options);
  return result.violations.map((violation) => ({
    id: violation.id,
    help: violation.help,
    nodes: violation.nodes.map((node) => node.html),
  }));
}

const answers = {
  first_name: 'Ana',
  citizenship: 'CAN',
  citizenship_region: 'ON',
  military_ind: true,
  mailing_addr_same_as_perm_addr: 'N',
  country: 'USA',
  hs_name: 'Lincoln High',
};

// axe walks the whole demo page: seconds in jsdom, more when the test legs share two cores.
describe('accessibility (axe-core in jsdom)', { timeout: 30_000 }, () => {
  it('finds no violations on the demo page in edit mode, with errors shown', async () => {
    const { container } = renderForm({
      page: demoPage,
      context: demoContext,
      answers,
      showErrors: true,
      errors: { first_name: ['First Name'], gender: ['Gender'], military_start_month: ['Start date'] },
      services: { canAddAnother: true, documents: {} },
    });
    expect(await violations(container)).toEqual([]);
  });

  it('finds no violations with an open select menu', async () => {
    const { container, user } = renderForm({ page: demoPage, context: demoContext, answers });
    await user.click(screen.getByRole('combobox', { name: 'Gender' }));
    expect(screen.getByRole('listbox', { name: 'Gender' })).toBeVisible();
    expect(await violations(container)).toEqual([]);
  });

  it('finds no violations in read-only mode', async () => {
    const { container } = renderForm({
      page: demoPage,
      context: demoContext,
      answers,
      mode: 'readOnly',
      services: { documents: { sat_report: { file_name: 'sat.pdf', file_size: 2048 } } },
    });
    expect(await violations(container)).toEqual([]);
  });

  it('finds no violations on an open Modal', async () => {
    render(
      <>
        <main>
          <button type="button">Open</button>
        </main>
        <Modal isOpen onClose={() => undefined} title="Help" footer={<button type="button">OK</button>}>
          <p>Contact us.</p>
        </Modal>
      </>,
    );
    expect(await violations(document.body)).toEqual([]);
  });
});
