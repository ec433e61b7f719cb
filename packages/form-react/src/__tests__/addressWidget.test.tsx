import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addressSpec } from '@admissions/form-core';
import { bindWidget, createWidgetRegistry } from '../registry/createWidgetRegistry.ts';
import { defaultWidgets } from '../registry/defaultWidgets.ts';
import type { WidgetComponent, WidgetProps } from '../registry/WidgetProps.ts';
import { AddressWidget } from '../widgets/AddressWidget.tsx';
import { renderForm } from './support/renderForm.tsx';

const address = {
  key: 'address_line_1',
  widget: 'address',
  label: 'Permanent Address',
  required: true,
  options: { keys: { line2: 'address_line_2', city: 'city', state: 'state', zip: 'zip', country: 'country' } },
};

async function chooseCountry(user: ReturnType<typeof renderForm>['user'], name: string) {
  await user.click(screen.getByRole('combobox', { name: /^Country/ }));
  await user.click(screen.getByRole('option', { name }));
}

// The country list has about 250 options; opening it three times takes seconds in jsdom.
describe('address widget', { timeout: 40_000 }, () => {
  it('groups the six inputs under the question label; every input id is its answer key', () => {
    renderForm({ items: [address] });
    const group = screen.getByRole('group', { name: 'Permanent Address' });
    expect(within(group).getByRole('textbox', { name: 'Address' })).toHaveAttribute('id', 'address_line_1');
    expect(within(group).getByRole('textbox', { name: 'Apt. #' })).toHaveAttribute('id', 'address_line_2');
    expect(within(group).getByRole('textbox', { name: 'City' })).toHaveAttribute('id', 'city');
    expect(within(group).getByRole('textbox', { name: 'State/Province' })).toHaveAttribute('id', 'state');
    expect(within(group).getByRole('textbox', { name: 'ZIP/Postal Code' })).toHaveAttribute('id', 'zip');
    expect(within(group).getByRole('combobox', { name: 'Country' })).toHaveAttribute('id', 'country');
  });

  it('offers US states and a ZIP code for USA, provinces and a postal code for CAN, text elsewhere', async () => {
    const { user, store } = renderForm({ items: [address] });
    await chooseCountry(user, 'United States of America');
    expect(store.getState().answers.country).toBe('USA');
    await user.click(screen.getByRole('combobox', { name: 'State' }));
    await user.click(screen.getByRole('option', { name: 'Florida' }));
    // The country and the state are codes: each also stores its label.
    expect(store.getState().answers).toMatchObject({
      country: 'USA',
      country_desc: 'United States of America',
      state: 'FL',
      state_desc: 'Florida',
    });
    const zip = screen.getByRole('textbox', { name: 'ZIP Code' });
    expect(zip).toHaveAttribute('inputmode', 'numeric');
    await user.type(zip, '333141234');
    expect(store.getState().answers.zip).toBe('33314-1234');

    // Florida means nothing in Canada: the state is cleared.
    await chooseCountry(user, 'Canada');
    expect(store.getState().answers).toMatchObject({ country_desc: 'Canada', state: '', state_desc: '' });
    await user.click(screen.getByRole('combobox', { name: 'Province/Territory' }));
    expect(screen.getByRole('option', { name: 'Ontario' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    const postal = screen.getByRole('textbox', { name: 'Postal Code' });
    await user.clear(postal);
    await user.type(postal, 'k1a0b1');
    expect(store.getState().answers.zip).toBe('K1A 0B1');

    await chooseCountry(user, 'France');
    expect(screen.getByRole('textbox', { name: 'State/Province' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'ZIP/Postal Code' })).toBeInTheDocument();
  });

  it('shows each input its own errors and keeps the US state required marker', () => {
    renderForm({
      items: [address],
      answers: { country: 'USA' },
      showErrors: true,
      errors: { city: ['City'], zip: ['ZIP/Postal Code must be at least 5 characters.'] },
    });
    const city = screen.getByRole('textbox', { name: 'City' });
    expect(city).toHaveAttribute('aria-invalid', 'true');
    expect(city).toHaveAccessibleDescription('Error: City');
    const zip = screen.getByRole('textbox', { name: 'ZIP Code' });
    expect(zip).toHaveAccessibleDescription(/ZIP\/Postal Code must be at least 5 characters\./);
    expect(zip).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('textbox', { name: 'Address' })).not.toHaveAttribute('aria-invalid');
  });

  it('takes label overrides from options.labels', () => {
    renderForm({ items: [{ ...address, options: { ...address.options, labels: { line1: 'Street', city: 'Town' } } }] });
    expect(screen.getByRole('textbox', { name: 'Street' })).toHaveAttribute('id', 'address_line_1');
    expect(screen.getByRole('textbox', { name: 'Town' })).toHaveAttribute('id', 'city');
  });

  it('does not re-render the widget while the applicant types in one of its lines (ownKeys)', async () => {
    const renders = { withOwnKeys: 0, withoutOwnKeys: 0 };
    const counting = (name: keyof typeof renders, ownKeys: WidgetComponent['ownKeys']): WidgetComponent =>
      Object.assign(
        (props: WidgetProps) => {
          renders[name] += 1;
          return <AddressWidget {...props} />;
        },
        { ownKeys },
      );
    const registry = createWidgetRegistry(defaultWidgets).extend({
      withOwnKeys: bindWidget(
        addressSpec,
        counting('withOwnKeys', AddressWidget.ownKeys as WidgetComponent['ownKeys']),
      ),
      withoutOwnKeys: bindWidget(addressSpec, counting('withoutOwnKeys', undefined)),
    });
    const { user, store } = renderForm({
      registry,
      items: [
        { ...address, widget: 'withOwnKeys' },
        {
          key: 'mail_line_1',
          widget: 'withoutOwnKeys',
          label: 'Mailing Address',
          options: { keys: { city: 'mail_city', country: 'mail_country' } },
        },
      ],
    });
    expect(renders).toEqual({ withOwnKeys: 1, withoutOwnKeys: 1 });

    const city = within(screen.getByRole('group', { name: 'Permanent Address' })).getByRole('textbox', {
      name: 'City',
    });
    await user.type(city, 'Lagos');
    expect(city).toHaveValue('Lagos');
    expect(store.getState().answers.city).toBe('Lagos');
    // The input read its own answer: the widget stayed put.
    expect(renders.withOwnKeys).toBe(1);

    // A widget that does not declare ownKeys gets every answer as props, so it re-renders per key.
    const mailCity = within(screen.getByRole('group', { name: 'Mailing Address' })).getByRole('textbox', {
      name: 'City',
    });
    await user.type(mailCity, 'Abuja');
    expect(mailCity).toHaveValue('Abuja');
    expect(renders).toEqual({ withOwnKeys: 1, withoutOwnKeys: 6 });
  });
});
