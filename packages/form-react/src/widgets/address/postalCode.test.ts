import { describe, expect, it } from 'vitest';
import { postalCodeFormat } from './postalCode.ts';

describe('postalCodeFormat', () => {
  it('formats US ZIP and ZIP+4 from digits only', () => {
    const { format, label } = postalCodeFormat('USA');
    expect(label).toBe('ZIP Code');
    expect(format('33314')).toBe('33314');
    expect(format('33314a12')).toBe('33314-12');
    expect(format('333141234999')).toBe('33314-1234');
  });

  it('formats Canadian postal codes as A1A 1A1', () => {
    const { format, label } = postalCodeFormat('CAN');
    expect(label).toBe('Postal Code');
    expect(format('k1a0b1')).toBe('K1A 0B1');
    expect(format('k1a')).toBe('K1A');
  });

  it('leaves other countries as typed, under the generic label', () => {
    const { format, label } = postalCodeFormat('GBR');
    expect(label).toBe('ZIP/Postal Code');
    expect(format('SW1A 1AA')).toBe('SW1A 1AA');
  });
});
