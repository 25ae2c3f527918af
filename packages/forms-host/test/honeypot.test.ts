// @vitest-environment node
import { HONEYPOT_FIELD, isHoneypotFilled } from '@polyfence/lead-contract';

describe('isHoneypotFilled', () => {
  it('is false when the field is absent or empty, true when anything is in it', () => {
    expect(isHoneypotFilled({ name: 'Ana' })).toBe(false);
    expect(isHoneypotFilled({ [HONEYPOT_FIELD]: '' })).toBe(false);
    expect(isHoneypotFilled({ [HONEYPOT_FIELD]: 'https://spam.example' })).toBe(true);
    expect(isHoneypotFilled({ [HONEYPOT_FIELD]: 0 })).toBe(true);
    expect(isHoneypotFilled('text')).toBe(false);
    expect(isHoneypotFilled(null)).toBe(false);
  });
});
