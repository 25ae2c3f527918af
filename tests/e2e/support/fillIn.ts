import { expect, type Locator } from '@playwright/test';
import type en from '../../../messages/en-US.json';

/** The fields a visitor picks from a list rather than types. */
const CHOICES = new Set(['activity', 'job']);

/** Fills a form's fields by their labels (`words`: the form's catalogue), as a visitor does. */
export async function fillIn<W extends Record<string, string>>(form: Locator, words: W, values: Partial<W>) {
  for (const [name, value] of Object.entries(values)) {
    const field = form.getByLabel(words[name]!);
    if (CHOICES.has(name)) await field.selectOption(value!);
    else await field.fill(value!);
  }
}

/**
 * A contact request typed (a phone and an activity given unless told) and sent as a visitor
 * sends it, then thanked: `m` is the page's catalogue.
 */
export async function sendContactRequest(
  form: Locator,
  m: typeof en,
  person: { name: string; company_name: string; email: string; phone?: string; activity?: string },
) {
  await fillIn(form, m.ContactForm, {
    ...person,
    phone: person.phone ?? '514 555 0100',
    activity: person.activity ?? 'retail',
  });
  await form.locator('button[type="submit"]').click();
  await expect(form.getByRole('status')).toHaveText(m.success_message);
}
