// What the outbox hands a delivery channel for one new lead.

export type LeadKind = 'contact' | 'career' | 'optin';

export interface LeadNotice {
  kind: LeadKind;
  id: string; // the lead's id (uuid)
  receivedAt: string; // ISO 8601 UTC
  locale: string | null; // 'en-US' | 'fr' | null
  /** The fields under the names of the form payload: contact {name, company_name, email, phone, activity, role}; career {name, email, phone, job}; optin {EMAIL, SIGNUP}. */
  fields: Record<string, string>;
  /** Applications only. */
  cv?: { filename: string; type: string; size: number; sha256: string; bytes: Buffer };
}

export interface Channel {
  name: 'email' | 'webhook';
  /** Rejects on any failure (the outbox retries); the error message holds no personal value. */
  send(notice: LeadNotice, deliveryId: string): Promise<void>;
}
