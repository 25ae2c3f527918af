import type { ReactNode } from 'react';
import styles from './Field.module.css';

/** A form control with its label above it. */
export function Labelled({
  id,
  label,
  className = styles.field,
  children,
}: {
  /** The control's id. */
  id: string;
  label: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children}
    </div>
  );
}

/** A control failing with the message `errorId` is marked invalid and described by it (after any hint). */
export const described = (errorId?: string, hintId?: string) => ({
  'aria-invalid': errorId ? true : undefined,
  'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
});
