import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ComponentType } from 'react';
import type { $ZodType } from 'zod/v4/core';
import { safeParse } from 'zod/v4/core';
import { CareerFormClient } from '@/components/forms/CareerFormClient';
import { ContactFormClient } from '@/components/forms/ContactFormClient';
import { OptinFormClient } from '@/components/forms/OptinFormClient';
import { SignupFormClient } from '@/components/forms/SignupFormClient';
import { careerSchema, contactSchema, TOO_LONG, HONEYPOT_FIELD, optinSchema } from '@polyfence/lead-contract';
import { signupSchema } from '@/lib/forms/signupSchema';
import messages from '@/messages/en-US.json';

vi.mock('@/i18n/navigation', () => ({
  Link: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

// Every text field stops at a length, and the schema the browser and the forms
// host share refuses one character more, with its own message: the two cannot drift.
const FORMS: [string, ComponentType, $ZodType][] = [
  ['contact', () => <ContactFormClient cta="contact-page" />, contactSchema],
  ['career', CareerFormClient, careerSchema],
  ['signup', SignupFormClient, signupSchema],
  ['opt-in', OptinFormClient, optinSchema],
];

const issuesAt = (schema: $ZodType, field: string, value: string) => {
  const result = safeParse(schema, { [field]: value });
  return (result.error?.issues ?? []).filter((i) => i.path[0] === field).map((i) => i.message);
};

describe.each(FORMS)('%s form', (_, Form, schema) => {
  const { container } = render(
    <NextIntlClientProvider locale="en-US" messages={messages}>
      <Form />
    </NextIntlClientProvider>,
  );
  const fields = [...container.querySelectorAll<HTMLInputElement>('input')].filter(
    (input) => !['file', 'checkbox'].includes(input.type) && input.name !== HONEYPOT_FIELD,
  );

  it('has text fields', () => expect(fields.length).toBeGreaterThan(0));

  it.each(fields.map((f) => [f.name, f.maxLength] as const))(
    '%s stops at %i characters, as its schema does',
    (name, max) => {
      expect(max).toBeGreaterThan(0);
      expect(issuesAt(schema, name, 'a'.repeat(max))).not.toContain(TOO_LONG);
      expect(issuesAt(schema, name, 'a'.repeat(max + 1))).toContain(TOO_LONG);
    },
  );
});
