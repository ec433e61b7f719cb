import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LookupCategory, LookupItem } from '@admissions/contracts';
import type { FormServices } from '../registry/FormServices.ts';
import { useFakeTimers, useRealTimers } from './support/fakeTimers.ts';
import { renderForm } from './support/renderForm.tsx';

afterEach(() => {
  useRealTimers();
});

const school = {
  key: 'hs_name',
  widget: 'schoolSearch',
  label: 'High School',
  required: true,
  options: {
    category: 'hs_ceeb' as const,
    keys: {
      ceeb: 'hs_ceeb',
      line1: 'hs_address_line_1',
      city: 'hs_city',
      state: 'hs_state',
      zip: 'hs_zip',
      country: 'hs_country',
    },
  },
};

const lincoln: LookupItem = { id: '42', text: 'Lincoln High School', sub_text: 'Tampa, FL' };

/** A lookup that records its calls and answers from a fixed list. */
function fakeLookup(results: LookupItem[] = [lincoln]) {
  const calls: [string, LookupCategory][] = [];
  const lookup = async (query: string, category: LookupCategory) => {
    calls.push([query, category]);
    return results;
  };
  return { calls, lookup };
}

/** Types one key at a time, `gapMs` of (fake) time after each. */
async function typeSlowly(user: ReturnType<typeof renderForm>['user'], text: string, gapMs: number) {
  searchBox().focus();
  for (const key of text) {
    await user.keyboard(key);
    await act(async () => vi.advanceTimersByTime(gapMs));
  }
}

const searchBox = () => screen.getByRole('combobox', { name: 'Search for Your School' });

describe('schoolSearch widget', () => {
  it('asks the lookup 200 ms after the last key', async () => {
    useFakeTimers();
    const { calls, lookup } = fakeLookup();
    const { user } = renderForm({ items: [school], services: { lookup }, fakeTimers: true });
    await typeSlowly(user, 'lin', 50);
    act(() => vi.advanceTimersByTime(149));
    expect(calls).toEqual([]);
    await act(async () => vi.advanceTimersByTime(1));
    expect(calls).toEqual([['lin', 'hs_ceeb']]);
    expect(await screen.findByRole('option', { name: /Lincoln High School/ })).toBeInTheDocument();
  });

  it('asks at least every 500 ms while the applicant keeps typing', async () => {
    useFakeTimers();
    const { calls, lookup } = fakeLookup();
    const { user } = renderForm({ items: [school], services: { lookup }, fakeTimers: true });
    // A key every 150 ms never leaves 200 ms of quiet; still, no query waits more than 500 ms:
    // keys at 0..450 ms are asked at 500 ms, keys from 600 ms at 1100 ms, from 1200 ms at 1700 ms.
    await typeSlowly(user, 'lincoln high', 150);
    expect(calls.map(([query]) => query)).toEqual(['linc', 'lincoln', 'lincoln high']);
  });

  it('fills the name, CEEB code and address from the chosen record', async () => {
    const { lookup } = fakeLookup();
    const lookupRecord = vi.fn<NonNullable<FormServices['lookupRecord']>>(async () => ({
      id: '42',
      name: 'Lincoln High School',
      ceeb: '101234',
      address_line_1: '1 School Rd',
      city: 'Tampa',
      state: 'FL',
      zip: '33601',
      country: 'USA',
    }));
    const { user, store } = renderForm({ items: [school], services: { lookup, lookupRecord } });
    await user.type(searchBox(), 'linc');
    await user.click(await screen.findByRole('option', { name: /Lincoln High School/ }));
    await vi.waitFor(() => expect(store.getState().answers.hs_ceeb).toBe('101234'));
    expect(lookupRecord).toHaveBeenCalledWith('42', 'hs_ceeb');
    expect(store.getState().answers).toMatchObject({
      hs_name: 'Lincoln High School',
      hs_address_line_1: '1 School Rd',
      hs_city: 'Tampa',
      hs_state: 'FL',
      hs_zip: '33601',
      hs_country: 'USA',
    });
    // The coded parts carry their labels: the code the school's name, the state and country theirs.
    expect(store.getState().answers).toMatchObject({
      hs_ceeb_desc: 'Lincoln High School',
      hs_state_desc: 'Florida',
      hs_country_desc: 'United States of America',
    });
    expect(searchBox()).toHaveValue('Lincoln High School');
  });

  it('is operated by keyboard: arrows move through the results, Enter chooses', async () => {
    const { lookup } = fakeLookup([lincoln, { id: '7', text: 'Lincoln Park Academy', sub_text: 'Fort Pierce, FL' }]);
    const { user, store } = renderForm({ items: [school], services: { lookup } });
    await user.tab();
    expect(searchBox()).toHaveFocus();
    await user.keyboard('linc');
    await screen.findByRole('option', { name: /Lincoln Park Academy/ });
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(searchBox().getAttribute('aria-activedescendant')).toBe('hs_name-result-1');
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(store.getState().answers.hs_name).toBe('Lincoln Park Academy'));
  });

  it('keeps the chosen label as the name when the record cannot be fetched', async () => {
    const { lookup } = fakeLookup();
    const lookupRecord = async () => {
      throw new Error('lookup down');
    };
    const { user, store } = renderForm({ items: [school], services: { lookup, lookupRecord } });
    await user.type(searchBox(), 'linc');
    await user.click(await screen.findByRole('option', { name: /Lincoln High School/ }));
    await vi.waitFor(() => expect(store.getState().answers.hs_name).toBe('Lincoln High School'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows no suggestions and no error when the lookup fails', async () => {
    const lookup = async () => {
      throw new Error('offline');
    };
    const { user } = renderForm({ items: [school], services: { lookup } });
    await user.type(searchBox(), 'linc');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['My school is not listed']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('switches to user-entered mode with "My school is not listed"', async () => {
    const { lookup } = fakeLookup([]);
    const { user, store } = renderForm({
      items: [school],
      services: { lookup },
      answers: { hs_ceeb: '999999', hs_name: 'Old School' },
    });
    await user.clear(searchBox());
    await user.type(searchBox(), 'Escola Nova');
    await user.keyboard('{ArrowDown}');
    await user.click(screen.getByRole('option', { name: 'My school is not listed' }));
    expect(screen.getByText('Enter your school information below.')).toBeInTheDocument();
    const name = screen.getByRole('textbox', { name: 'School Name' });
    expect(name).toHaveAttribute('id', 'hs_name');
    await vi.waitFor(() => expect(name).toHaveFocus());
    expect(store.getState().answers).toMatchObject({ hs_name: 'Escola Nova', hs_ceeb: '' });
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Lisboa');
    expect(store.getState().answers.hs_city).toBe('Lisboa');
    await user.click(screen.getByRole('button', { name: 'Search for my school instead' }));
    expect(searchBox()).toBeInTheDocument();
  });

  it('opens in user-entered mode for a stored name without a CEEB code, and shows its errors', () => {
    renderForm({
      items: [school],
      answers: { hs_name: 'Escola Nova' },
      showErrors: true,
      errors: { hs_city: ['City'] },
    });
    expect(screen.getByRole('textbox', { name: 'School Name' })).toHaveValue('Escola Nova');
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveAccessibleDescription('Error: City');
  });

  it('changes nothing when the applicant types and leaves without choosing', async () => {
    const { lookup } = fakeLookup();
    const { user, store } = renderForm({
      items: [school],
      services: { lookup },
      answers: { hs_name: 'Lincoln High School', hs_ceeb: '101234' },
    });
    await user.clear(searchBox());
    await user.type(searchBox(), 'xyz');
    await user.tab();
    expect(searchBox()).toHaveValue('Lincoln High School');
    expect(store.getState().answers).toMatchObject({ hs_name: 'Lincoln High School', hs_ceeb: '101234' });
  });

  it('describes its required error on the search box', () => {
    renderForm({ items: [school], showErrors: true, errors: { hs_name: ['Search for Your School'] } });
    expect(searchBox()).toHaveAttribute('aria-invalid', 'true');
    expect(searchBox()).toHaveAccessibleDescription('Error: Search for Your School');
  });
});

describe('schoolSearch widget over a category without data', () => {
  it('says so at once, shows the manual fields and never searches', async () => {
    const { calls, lookup } = fakeLookup();
    const { user, store } = renderForm({
      items: [school],
      services: { lookup, lookupHasData: { hs_ceeb: false, college_ceeb: true } },
    });
    expect(
      screen.getByText('There is no list of schools to search here, so please type in your school’s name and address.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Enter your school information below.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Search for Your School' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Search for my school instead' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'School Name' }), 'Escola Nova');
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Lisboa');
    expect(store.getState().answers).toMatchObject({ hs_name: 'Escola Nova', hs_city: 'Lisboa' });
    expect(calls).toEqual([]);
  });

  it('searches as usual when the category has data, or while that is not known', () => {
    for (const lookupHasData of [{ hs_ceeb: true }, {}, undefined]) {
      const { unmount } = renderForm({ items: [school], services: { ...(lookupHasData ? { lookupHasData } : {}) } });
      expect(searchBox()).toBeInTheDocument();
      unmount();
    }
  });

  it('offers an address category without a provider as typed-in fields too', () => {
    renderForm({
      items: [
        {
          key: 'parent_address_line_1',
          widget: 'schoolSearch',
          label: 'Parent address',
          options: {
            category: 'address' as const,
            keys: { line1: 'parent_address_line_1', city: 'parent_city', country: 'parent_country' },
          },
        },
      ],
      services: { lookupHasData: { address: false } },
    });
    expect(screen.getByText('There is no address search here, so please type in your address.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'City' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Search for Your Address' })).not.toBeInTheDocument();
  });
});
