import type { ReactNode } from 'react';
import styles from './Field.module.css';

/** A form control (its id: `id`) with its label above it. */
export function Labelled({ id, label, children }: { id: string; label: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children}
    </div>
  );
}

/** A control failing with the message `errorId` is marked invalid and described by it. */
export const described = (errorId?: string) => ({
  'aria-invalid': errorId ? true : undefined,
  'aria-describedby': errorId,
});
