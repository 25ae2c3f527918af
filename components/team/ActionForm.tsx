import type { ReactNode } from 'react';
import styles from './team.module.css';

/**
 * A form of the team's pages posting to a server action: what it carries unseen (the page's
 * language, the thing it acts on), what it shows, and its one button, last.
 */
export function ActionForm({
  action,
  fields,
  button,
  primary = false,
  layout,
  children,
}: {
  action: (form: FormData) => Promise<void>;
  /** Hidden fields by name. */
  fields: Record<string, string>;
  button: string;
  /** The page's main action (one per section); others are secondary. */
  primary?: boolean;
  /** On its own lines, in a row with its neighbours, or as the page's flow has it. */
  layout?: 'form' | 'inline';
  children?: ReactNode;
}) {
  return (
    <form action={action} className={layout && styles[layout]}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
      <button type="submit" className={primary ? styles.primary : styles.secondary}>
        {button}
      </button>
    </form>
  );
}
