'use client';

import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { useId, useState, useSyncExternalStore, type FormEvent } from 'react';
import styles from './team.module.css';

export interface CeremonyLabels {
  button: string;
  working: string;
  failed: string;
  cancelled: string;
  unsupported: string;
  rateLimited: string;
  serverError: string;
  /** The joining link was used or has expired meanwhile. */
  gone?: string;
  /** Join and add: the passkey's name field. */
  nameLabel?: string;
  nameHint?: string;
  defaultName?: string;
}

type Mode = 'sign-in' | 'join' | 'add' | 'confirm';

const ENDPOINTS: Record<Mode, { options: string; verify: string }> = {
  'sign-in': { options: '/team/sign-in/options', verify: '/team/sign-in' },
  join: { options: '/team/join/options', verify: '/team/join' },
  add: { options: '/team/passkeys/options', verify: '/team/passkeys' },
  confirm: { options: '/team/confirm/options', verify: '/team/confirm' },
};

/** Modes that use a passkey the member has; the others make one. */
const usesPasskey = (mode: Mode) => mode === 'sign-in' || mode === 'confirm';

/** The server asks for a fresh passkey proof first (403 `confirm`). */
const confirmFirst = async (answer: Response) =>
  answer.status === 403 && ((await answer.clone().json()) as { error?: string }).error === 'confirm';

const post = (url: string, body: unknown) =>
  fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    credentials: 'same-origin',
  });

/** What a refused step means to the member. */
function problem(status: number, labels: CeremonyLabels): string {
  if (status === 429) return labels.rateLimited;
  if (status === 410 && labels.gone) return labels.gone;
  if (status >= 500) return labels.serverError;
  return labels.failed;
}

/**
 * A passkey ceremony on one button: asks the server for options, lets the browser make or
 * use the passkey, sends the answer back, then goes where the server says.
 */
export function PasskeyCeremony({
  mode,
  locale,
  token,
  page,
  labels,
}: {
  mode: Mode;
  locale: string;
  token?: string;
  /** Confirm: the team page to come back to. */
  page?: string;
  labels: CeremonyLabels;
}) {
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  // False in the server's HTML: a click before the page's script has run would post the form
  // nowhere and reload the page; the button works from the moment it can.
  const hydrated = useSyncExternalStore(
    () => () => {},
    () => true,
    () => false,
  );
  const nameId = useId();
  const hintId = useId();
  const named = !usesPasskey(mode);

  async function run(name: string) {
    if (!browserSupportsWebAuthn()) {
      setStatus({ text: labels.unsupported, error: true });
      return;
    }
    setBusy(true);
    setStatus({ text: labels.working, error: false });
    try {
      /** One exchange: options, the browser's passkey step, the answer; a message when it fails. */
      const exchange = async (step: Mode): Promise<Response | string> => {
        const { options, verify } = ENDPOINTS[step];
        const optionsAnswer = await post(options, { token, locale });
        if (!optionsAnswer.ok) return optionsAnswer;
        const optionsJSON: unknown = await optionsAnswer.json();
        let response;
        try {
          response = usesPasskey(step)
            ? await startAuthentication({ optionsJSON: optionsJSON as PublicKeyCredentialRequestOptionsJSON })
            : await startRegistration({ optionsJSON: optionsJSON as PublicKeyCredentialCreationOptionsJSON });
        } catch {
          return labels.cancelled;
        }
        return post(verify, { token, locale, name, page, response });
      };
      let verified = await exchange(mode);
      // Adding a passkey outlasts the session: the member proves it is them first, then adds it.
      if (mode === 'add' && typeof verified !== 'string' && (await confirmFirst(verified))) {
        const confirmed = await exchange('confirm');
        verified = typeof confirmed === 'string' || !confirmed.ok ? confirmed : await exchange('add');
      }
      if (typeof verified === 'string' || !verified.ok) {
        setStatus({
          text: typeof verified === 'string' ? verified : problem(verified.status, labels),
          error: true,
        });
        return;
      }
      const { location } = (await verified.json()) as { location: string };
      window.location.assign(location);
    } catch {
      setStatus({ text: labels.serverError, error: true });
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = new FormData(event.currentTarget).get('passkey-name');
    void run(typeof name === 'string' ? name : '');
  }

  return (
    <form className={styles.ceremony} onSubmit={submit}>
      {named && (
        <div className={styles.field}>
          <label htmlFor={nameId}>{labels.nameLabel}</label>
          <input
            id={nameId}
            name="passkey-name"
            defaultValue={labels.defaultName}
            maxLength={64}
            autoComplete="off"
            aria-describedby={hintId}
          />
          <p id={hintId} className={styles.hint}>
            {labels.nameHint}
          </p>
        </div>
      )}
      <button type="submit" className={styles.primary} disabled={busy || !hydrated}>
        {labels.button}
      </button>
      <p role="status" className={status?.error ? styles.error : styles.status}>
        {status?.text}
      </p>
    </form>
  );
}
