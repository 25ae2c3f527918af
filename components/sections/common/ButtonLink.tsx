import type { ComponentProps } from 'react';
import { Link } from '@/i18n/navigation';
import styles from './ButtonLink.module.css';

type Props = ComponentProps<typeof Link> & { variant?: 'primary' | 'secondary' | 'inverse' };

/** A localized link that looks like a button (navigation, not an action). */
export function ButtonLink({ variant = 'secondary', className, ...props }: Props) {
  return <Link {...props} className={`${styles.button} ${styles[variant]} ${className ?? ''}`} />;
}
