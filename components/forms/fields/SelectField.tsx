import type { ComponentProps, ReactNode } from 'react';
import styles from './Field.module.css';
import { described, Labelled } from './Labelled';

type Props = ComponentProps<'select'> & {
  id: string;
  label: ReactNode;
  /** The empty first option, which fails validation when kept. */
  placeholder: string;
  options: { value: string; label: string }[];
  errorId?: string;
};

/** A labelled select whose values are fixed and whose labels are translated. */
export function SelectField({ id, label, placeholder, options, errorId, ...select }: Props) {
  return (
    <Labelled id={id} label={label}>
      <select className={styles.control} id={id} {...described(errorId)} {...select}>
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Labelled>
  );
}
