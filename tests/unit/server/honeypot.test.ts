// @vitest-environment node
import { HONEYPOT_FIELD, isHoneypotFilled, withHoneypot } from '@/lib/forms/honeypot';

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

describe('withHoneypot', () => {
  const payload = { name: 'Ana' };

  it('leaves a person’s payload exactly as the contract has it', () => {
    expect(withHoneypot(payload, '')).toBe(payload);
    expect(withHoneypot(payload, undefined)).toBe(payload);
  });

  it('adds the trap’s value when something filled it', () => {
    expect(withHoneypot(payload, 'https://spam.example')).toEqual({
      name: 'Ana',
      [HONEYPOT_FIELD]: 'https://spam.example',
    });
  });
});
