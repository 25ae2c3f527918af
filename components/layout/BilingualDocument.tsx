import type { ReactNode } from 'react';

/**
 * The whole document of a page that replaces the root layout (global-error, global-not-found):
 * no locale is known there, so it is marked English and its French part carries lang="fr".
 */
export function BilingualDocument({ children }: { children: ReactNode }) {
  return (
    <html lang="en-US">
      <body>
        <main id="main" className="container">
          {children}
        </main>
      </body>
    </html>
  );
}
