'use client';

import { useEffect, useRef } from 'react';
import styles from './team.module.css';

export interface ShortcutLabels {
  title: string;
  next: string;
  previous: string;
  open: string;
  /** The Enter key's name on a keyboard of this language. */
  enterKey: string;
  help: string;
  close: string;
}

/** Typing into a field is never a shortcut. */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * The inbox by keyboard, as mail clients do: `j` and `k` move to the next and previous lead,
 * Enter opens it (the link's own behaviour), `?` lists the keys.
 */
export function InboxShortcuts({ labels }: { labels: ShortcutLabels }) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.altKey || event.ctrlKey || event.metaKey || typing(event.target)) return;
      if (event.key === '?') {
        event.preventDefault();
        dialog.current?.showModal();
        return;
      }
      if (event.key !== 'j' && event.key !== 'k') return;
      const leads = [...document.querySelectorAll<HTMLAnchorElement>('[data-testid="lead-row"] a')];
      if (leads.length === 0) return;
      event.preventDefault();
      const at = leads.indexOf(document.activeElement as HTMLAnchorElement);
      const next = at === -1 ? 0 : Math.min(Math.max(at + (event.key === 'j' ? 1 : -1), 0), leads.length - 1);
      leads[next]!.focus();
      leads[next]!.scrollIntoView({ block: 'nearest' });
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby="shortcuts-title">
      <h2 id="shortcuts-title">{labels.title}</h2>
      <dl className={styles.fields}>
        <dt>
          <kbd>j</kbd>
        </dt>
        <dd>{labels.next}</dd>
        <dt>
          <kbd>k</kbd>
        </dt>
        <dd>{labels.previous}</dd>
        <dt>
          <kbd>{labels.enterKey}</kbd>
        </dt>
        <dd>{labels.open}</dd>
        <dt>
          <kbd>?</kbd>
        </dt>
        <dd>{labels.help}</dd>
      </dl>
      <form method="dialog">
        <button type="submit" className={styles.secondary}>
          {labels.close}
        </button>
      </form>
    </dialog>
  );
}
