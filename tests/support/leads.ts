// Leads as the store saves them, for the store's and the outbox's tests (SQLite and PostgreSQL).

/** A contact request (its email in mixed case: the store keys it in lower case). */
export const contact = {
  name: 'Ana',
  company_name: 'Acme',
  email: 'Ana@Acme.test',
  phone: '1',
  activity: 'retail' as const,
  role: 'CMO',
};

/** When, in which locale and from which client a lead came. */
export const meta = (receivedAt = new Date().toISOString(), locale: string | null = 'fr') => ({
  receivedAt,
  locale,
  clientHash: 'h',
});
