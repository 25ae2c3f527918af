import type { Metadata } from 'next';
import Link from 'next/link';
import { BilingualDocument } from '@/components/layout/BilingualDocument';
import './globals.css';

// Served for URLs outside any locale that the proxy does not redirect (e.g. /x.txt).
// No locale is known here, so the page speaks both languages.
export const metadata: Metadata = { title: 'Page not found · Page introuvable' };

export default function GlobalNotFound() {
  return (
    <BilingualDocument>
      <h1>Page not found</h1>
      <p>
        <Link href="/en-US">Back to the home page</Link>
      </p>
      <p lang="fr">
        Page introuvable. <Link href="/fr">Retour à l’accueil</Link>
      </p>
    </BilingualDocument>
  );
}
