import { NextIntlClientProvider, type Messages } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { cache, type ReactNode } from 'react';

type Namespace = keyof Messages;

// One object per set of namespaces and request: an island repeated on a page (the contact
// button, three times on the home page) then sends its messages once, the other copies being
// references to it in the flight data.
const pick = cache(async (namespaces: string) => {
  const all = await getMessages();
  return Object.fromEntries(namespaces.split(',').map((n) => [n, all[n as Namespace]]));
});

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
  const picked = await pick(namespaces.join(','));
  return <NextIntlClientProvider messages={picked}>{children}</NextIntlClientProvider>;
}
