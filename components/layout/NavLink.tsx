'use client';

import type { ComponentProps } from 'react';
import { Link, usePathname } from '@/i18n/navigation';

/** A navigation link that tells assistive technology when it points at the current page. */
export function NavLink(props: ComponentProps<typeof Link>) {
  const pathname = usePathname();
  const { href } = props;
  // Anchor links (with a hash) point at a section, never at "the page".
  const current = typeof href === 'string' ? href === pathname : !href.hash && href.pathname === pathname;
  return <Link {...props} aria-current={current ? 'page' : undefined} />;
}
