import { optinSchema } from '../src/optin';

describe('optinSchema', () => {
  it.each(['jo@example.com', 'first.last+tag@sub.example.co.uk', '  jo@example.com  '])(
    'accepts %s',
    (EMAIL) => {
      expect(optinSchema.parse({ EMAIL }).EMAIL).toBe(EMAIL.trim());
    },
  );

  it.each(['', 'jo', 'jo@', '@example.com', 'jo@example', 'jo example@x.com', 'jo@@example.com'])(
    'rejects %j with error_valid_email',
    (EMAIL) => {
      const result = optinSchema.safeParse({ EMAIL });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => i.message)).toEqual(['error_valid_email']);
    },
  );

  it('refuses a control character (NUL included) with its own message', () => {
    for (const EMAIL of ['jo\u0000@example.com', 'jo@example.com\u0000', 'jo\u0085@example.com'])
      expect(optinSchema.safeParse({ EMAIL }).error?.issues.map((i) => i.message)).toEqual([
        'error_control_characters',
      ]);
  });

  it('rejects a missing email with error_valid_email', () => {
    expect(optinSchema.safeParse({}).error?.issues[0]?.message).toBe('error_valid_email');
  });
});
