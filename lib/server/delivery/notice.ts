export type LeadKind = 'contact' | 'career' | 'optin';

/** What a channel is told about a new lead. */
export interface LeadNotice {
  kind: LeadKind;
  /** The lead's id (uuid). */
  id: string;
  /** ISO 8601 UTC. */
  receivedAt: string;
  locale: string | null;
  /** The fields under the names of the form payload: contact {name, company_name, email, phone, activity, role}; career {name, email, phone, job}; optin {EMAIL, SIGNUP}. */
  fields: Record<string, string>;
  /** Applications only. */
  cv?: { filename: string; type: string; size: number; sha256: string; bytes: Buffer };
}

export interface Channel {
  name: 'email' | 'webhook';
  /** Rejects on any failure; the outbox retries with the same `deliveryId`. */
  send(notice: LeadNotice, deliveryId: string): Promise<void>;
}
