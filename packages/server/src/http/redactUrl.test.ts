import { describe, expect, it } from 'vitest';
import { redactUrl } from './redactUrl.ts';

describe('redactUrl', () => {
  it('hides the values of secret query parameters and keeps the rest', () => {
    expect(redactUrl('/service/tmp-pdf?service_token=abc123')).toBe('/service/tmp-pdf?service_token=[redacted]');
    expect(redactUrl('/public/tmp?token=abc&x=1')).toBe('/public/tmp?token=[redacted]&x=1');
    expect(redactUrl('/reset?username=a%40b.co&id=secret')).toBe('/reset?username=a%40b.co&id=[redacted]');
    expect(redactUrl('/lookup/find?query=harvard&category=college_ceeb')).toBe(
      '/lookup/find?query=harvard&category=college_ceeb',
    );
    expect(redactUrl('/api/profile')).toBe('/api/profile');
  });
});
