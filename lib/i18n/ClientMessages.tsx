import { NextIntlClientProvider, type Messages } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { cache, type ReactNode } from 'react';

type Namespace = keyof Messages;
/** A namespace, or one group inside it (`FormOptions.activity`) when the island uses no other. */
type MessagePath =
  | Namespace
  | {
      [N in Namespace]: Messages[N] extends object ? `${N}.${keyof Messages[N] & string}` : never;
    }[Namespace];

// One object per set of paths and request: an island repeated on a page (the contact
// button, three times on the home page) then sends its messages once, the other copies being
// references to it in the flight data.
const pick = cache(async (paths: string) => {
  const all = (await getMessages()) as Record<string, unknown>;
  const picked: Record<string, unknown> = {};
  for (const path of paths.split(',')) {
    const [namespace = '', group] = path.split('.');
    if (group === undefined) picked[namespace] = all[namespace];
    else
      picked[namespace] = {
        ...(picked[namespace] as object | undefined),
        [group]: (all[namespace] as Record<string, unknown>)[group],
      };
  }
  return picked;
});

/**
 * Gives a client island only the messages it uses, so a page does not ship the whole
 * catalogue to the browser. Wrap the island in its server shell:
 * <ClientMessages namespaces={['ContactForm', 'FormOptions.activity']}><ContactFormClient /></ClientMessages>
 */
export async function ClientMessages({
  namespaces,
  children,
}: {
  namespaces: MessagePath[];
  children: ReactNode;
}) {
  const picked = await pick(namespaces.join(','));
  return <NextIntlClientProvider messages={picked as Messages}>{children}</NextIntlClientProvider>;
}
