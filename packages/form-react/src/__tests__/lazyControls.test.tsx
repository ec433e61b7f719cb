import type { OptionDefinition } from '@admissions/form-core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { holdModuleBack } from './support/holdModuleBack.ts';

/** Types into an input the way a key press does (the native value setter, then an input event), outside React's act. */
function typeNatively(input: HTMLInputElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

// The test setup loads these chunks for every other test; here each test gets fresh modules (nothing loaded yet)
// and holds the chunk back until it lets it through.
const choices: OptionDefinition[] = [
  { value: 'F', label: 'Female' },
  { value: 'M', label: 'Male' },
];

beforeEach(() => {
  vi.resetModules();
});

describe('a select before its behaviour has loaded', () => {
  it('shows the chosen label closed, loads on reach, and opens once loaded when clicked meanwhile', async () => {
    const chunk = holdModuleBack();
    vi.doMock('../widgets/select/DownshiftSelect.tsx', chunk.factory);
    const { SelectControl } = await import('../widgets/select/SelectControl.tsx');
    const onSelect = vi.fn();
    const user = userEvent.setup();
    render(
      <SelectControl
        id="gender"
        label="Gender"
        labelId="gender-label"
        options={choices}
        value="F"
        onSelect={onSelect}
      />,
    );
    const placeholder = screen.getByRole('combobox', { name: 'Gender' });
    expect(placeholder).toHaveTextContent('Female');
    expect(placeholder).toHaveAttribute('aria-expanded', 'false');
    expect(placeholder).toHaveAttribute('aria-controls', 'gender-listbox');
    expect(chunk.requested()).toBe(0);

    await user.click(placeholder);
    expect(chunk.requested()).toBe(1);
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    chunk.release();
    expect(await screen.findByRole('option', { name: 'Male' })).toBeInTheDocument();
    const toggle = screen.getByRole('combobox', { name: 'Gender' });
    expect(toggle).not.toBe(placeholder);
    expect(toggle).toHaveFocus();
    await user.click(screen.getByRole('option', { name: 'Male' }));
    expect(onSelect).toHaveBeenCalledWith({ value: 'M', label: 'Male' });
  });

  it('keeps keyboard focus on the toggle when the behaviour arrives after a Tab', async () => {
    const chunk = holdModuleBack();
    vi.doMock('../widgets/select/DownshiftSelect.tsx', chunk.factory);
    const { SelectControl } = await import('../widgets/select/SelectControl.tsx');
    const user = userEvent.setup();
    render(
      <SelectControl id="gender" label="Gender" labelId="gender-label" options={choices} value="" onSelect={vi.fn()} />,
    );
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Gender' })).toHaveFocus();
    chunk.release();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Gender' })).toHaveFocus());
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('option', { name: 'Female' })).toBeInTheDocument();
  });
});

describe('every select on the page once the behaviour has loaded', () => {
  it('swaps without being reached, so a later click opens at once', async () => {
    const chunk = holdModuleBack();
    vi.doMock('../widgets/select/DownshiftSelect.tsx', chunk.factory);
    const { SelectControl } = await import('../widgets/select/SelectControl.tsx');
    const user = userEvent.setup();
    render(
      <>
        <SelectControl
          id="gender"
          label="Gender"
          labelId="gender-label"
          options={choices}
          value=""
          onSelect={vi.fn()}
        />
        <SelectControl
          id="country"
          label="Country"
          labelId="country-label"
          options={[{ value: 'NG', label: 'Nigeria' }]}
          value=""
          onSelect={vi.fn()}
        />
      </>,
    );
    const countryPlaceholder = screen.getByRole('combobox', { name: 'Country' });
    await user.click(screen.getByRole('combobox', { name: 'Gender' }));
    chunk.release();
    expect(await screen.findByRole('option', { name: 'Male' })).toBeInTheDocument();
    // The other select was never reached, and is the real control already.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Country' })).not.toBe(countryPlaceholder));
    await user.click(screen.getByRole('combobox', { name: 'Country' }));
    expect(screen.getByRole('option', { name: 'Nigeria' })).toBeInTheDocument();
  });

  it('opens the menu when the behaviour arrives between the press and the release', async () => {
    const chunk = holdModuleBack();
    vi.doMock('../widgets/select/DownshiftSelect.tsx', chunk.factory);
    const { SelectControl } = await import('../widgets/select/SelectControl.tsx');
    const user = userEvent.setup();
    render(
      <SelectControl id="gender" label="Gender" labelId="gender-label" options={choices} value="" onSelect={vi.fn()} />,
    );
    await user.pointer({ keys: '[MouseLeft>]', target: screen.getByRole('combobox', { name: 'Gender' }) });
    chunk.release();
    expect(await screen.findByRole('option', { name: 'Male' })).toBeInTheDocument();
  });
});

/** A school search whose behaviour chunk is held back until the test releases it; its lookup answers "<query> High". */
async function renderHeldSchoolSearch(storedName: string) {
  const chunk = holdModuleBack();
  vi.doMock('../widgets/schoolSearch/DownshiftSchoolCombobox.tsx', chunk.factory);
  const { SchoolCombobox, loadSchoolCombobox } = await import('../widgets/schoolSearch/SchoolCombobox.tsx');
  const lookup = vi.fn(async (query: string) => [{ id: '1', text: `${query} High`, sub_text: 'Lagos' }]);
  const user = userEvent.setup();
  render(
    <SchoolCombobox
      id="hs_name"
      label="Search for Your School"
      storedName={storedName}
      category="college_ceeb"
      lookup={lookup}
      notListedLabel="My school is not listed"
      onChoose={vi.fn()}
      onNotListed={vi.fn()}
      invalid={false}
      required={false}
    />,
  );
  return { chunk, lookup, user, loadSchoolCombobox };
}

describe('a school search before its behaviour has loaded', () => {
  it('shows the stored name, keeps what is typed meanwhile and searches for it once loaded', async () => {
    const { chunk, lookup, user } = await renderHeldSchoolSearch('Old School');
    const placeholder = screen.getByRole('combobox', { name: 'Search for Your School' });
    expect(placeholder).toHaveValue('Old School');
    await user.clear(placeholder);
    await user.type(placeholder, 'King');
    chunk.release();
    const input = await waitFor(() => {
      const current = screen.getByRole('combobox', { name: 'Search for Your School' });
      expect(current).not.toBe(placeholder);
      return current;
    });
    expect(input).toHaveValue('King');
    expect(input).toHaveFocus();
    await waitFor(() => expect(lookup).toHaveBeenCalledWith('King', 'college_ceeb'));
    // The results show as they would have had the search been there from the first key.
    expect(await screen.findByRole('option', { name: /King High/ })).toBeInTheDocument();
  });

  it('keeps what is typed at the very moment the behaviour arrives', async () => {
    const { chunk, lookup, user, loadSchoolCombobox } = await renderHeldSchoolSearch('');
    await user.click(screen.getByRole('combobox', { name: 'Search for Your School' }));
    chunk.release();
    // The widget's own callback runs first (it asked first); the key press comes right after it, before any
    // later task: it lands in whichever input the page shows at that moment.
    await loadSchoolCombobox();
    typeNatively(screen.getByRole('combobox', { name: 'Search for Your School' }) as HTMLInputElement, 'King');
    await waitFor(() => expect(lookup).toHaveBeenCalledWith('King', 'college_ceeb'));
    expect(screen.getByRole('combobox', { name: 'Search for Your School' })).toHaveValue('King');
    expect(await screen.findByRole('option', { name: /King High/ })).toBeInTheDocument();
  });
});
