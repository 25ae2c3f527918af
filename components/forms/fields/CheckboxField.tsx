import type { ComponentProps, ReactNode } from 'react';
import styles from './Field.module.css';
import { described } from './Labelled';

type Props = Omit<ComponentProps<'input'>, 'type'> & { id: string; label: ReactNode; errorId?: string };

/** A checkbox with its label beside it (the label may hold a link). */
export function CheckboxField({ id, label, errorId, ...input }: Props) {
  return (
    <div className={styles.checkbox}>
      <input type="checkbox" id={id} {...described(errorId)} {...input} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
