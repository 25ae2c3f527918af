import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';

type Chunks = ReactNode;

/**
 * Tags the catalogues may use inside rich messages (`t.rich(key, richTags)`), so
 * translators can shape paragraphs, lists and links without joined strings.
 */
export const richTags = {
  p: (chunks: Chunks) => <p>{chunks}</p>,
  strong: (chunks: Chunks) => <strong>{chunks}</strong>,
  em: (chunks: Chunks) => <em>{chunks}</em>,
  ul: (chunks: Chunks) => <ul>{chunks}</ul>,
  li: (chunks: Chunks) => <li>{chunks}</li>,
  contact: (chunks: Chunks) => <Link href="/contact">{chunks}</Link>,
  // No prefetch: the account form's code loads when the visitor goes there.
  signup: (chunks: Chunks) => (
    <Link href="/signup" prefetch={false}>
      {chunks}
    </Link>
  ),
  terms: (chunks: Chunks) => <Link href="/terms">{chunks}</Link>,
  geoacademy: (chunks: Chunks) => <Link href="/geoacademy">{chunks}</Link>,
  careers: (chunks: Chunks) => <Link href="/careers">{chunks}</Link>,
};
