import type { ComponentProps, ReactNode } from 'react';
import styles from './Field.module.css';

type Props = ComponentProps<'input'> & {
  id: string;
  label: ReactNode;
  /** Id of the message the field fails with; marks the field invalid. */
  errorId?: string;
  /** Id of a hint shown under the field. */
  hintId?: string;
  hint?: ReactNode;
};

/** A labelled input; invalid fields are marked and described by their message. */
export function TextField({ id, label, errorId, hintId, hint, className, ...input }: Props) {
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ?? styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        className={styles.control}
        id={id}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {hint && hintId && (
        <p className={styles.hint} id={hintId}>
          {hint}
        </p>
      )}
    </div>
  );
}
