import { NextIntlClientProvider, type Messages } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';

type Namespace = keyof Messages;

/**
 * Gives a client island only the message namespaces it uses, so a page does not
 * ship the whole catalogue to the browser. Wrap the island in its server shell:
 * <ClientMessages namespaces={['ContactForm']}><ContactFormClient /></ClientMessages>
 */
export async function ClientMessages({
  namespaces,
  children,
}: {
  namespaces: Namespace[];
  children: ReactNode;
}) {
  const all = await getMessages();
  const picked = Object.fromEntries(namespaces.map((n) => [n, all[n]]));
  return <NextIntlClientProvider messages={picked}>{children}</NextIntlClientProvider>;
}
