import { describe, expect, it } from 'vitest';
import { demoConfig } from '../__fixtures__/demoTenant.ts';
import { lookupPlaceholder, resolvePlaceholders, resolveTextPlaceholders } from './placeholders.ts';

describe('placeholders', () => {
  it('resolve partner and branding values, nested ones too', () => {
    expect(resolvePlaceholders('Code **{partner.testAgencies.sat.code}** at {branding.shortName}', demoConfig)).toBe(
      'Code **5514** at Demo',
    );
  });

  it('leave add-another and other braces alone: only {name.path} is a placeholder', () => {
    expect(resolvePlaceholders('School {n}: hs{n}_name, {key}, {i}', demoConfig)).toBe(
      'School {n}: hs{n}_name, {key}, {i}',
    );
  });

  it('keep an unknown placeholder as written (the loader reports it)', () => {
    expect(resolvePlaceholders('{partner.nope} {partner.helpEmail}', demoConfig)).toBe(
      '{partner.nope} help@demo.example',
    );
    expect(lookupPlaceholder(demoConfig, 'partner', 'nope')).toMatchObject({ ok: false, reason: 'unknown-value' });
    expect(lookupPlaceholder(demoConfig, 'partner', 'admissionOffice')).toMatchObject({
      ok: false,
      reason: 'not-a-value',
    });
    expect(lookupPlaceholder(demoConfig, 'prtner', 'helpEmail')).toMatchObject({
      ok: false,
      reason: 'unknown-namespace',
    });
  });

  it('resolve in validation schemas only inside errorMessage (patterns and keys stay as written)', () => {
    const schema = {
      properties: { zip: { pattern: '^{partner.helpEmail}$', errorMessage: { pattern: 'Ask {partner.helpEmail}' } } },
    };
    expect(resolveTextPlaceholders(schema, 'schema', demoConfig)).toEqual({
      properties: { zip: { pattern: '^{partner.helpEmail}$', errorMessage: { pattern: 'Ask help@demo.example' } } },
    });
  });

  it('resolve in tenant.json only in banners, modals and texts', () => {
    const config = { ...demoConfig, name: '{partner.helpEmail}', texts: { completion: '{partner.helpEmail}' } };
    const resolved = resolveTextPlaceholders(config, 'tenant', config);
    expect(resolved.name).toBe('{partner.helpEmail}');
    expect(resolved.texts).toEqual({ completion: 'help@demo.example' });
  });
});
