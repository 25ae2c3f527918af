'use client';

import { lazy, Suspense, useEffect, useRef, type ComponentType } from 'react';
import styles from './hydrateOnInteraction.module.css';

// Window, capture phase: while an island is not hydrated React stops these events
// at the document, so a listener anywhere lower would never hear them.
const TRIGGERS = ['focusin', 'pointerdown', 'keydown', 'submit'] as const;

/**
 * A form whose code loads on the visitor's first interaction with it. The server
 * renders the whole form; in the browser its HTML stays as it is (native fields
 * work, typed values stay) until a focus, press or key inside it fetches the code
 * and React hydrates it in place. A submit before that is held and replayed.
 * Pages thus send no form code before anyone uses a form.
 */
export function hydrateOnInteraction<P extends object>(load: () => Promise<ComponentType<P>>) {
  let open = () => {};
  // On the server the code is there at once, so the full form is prerendered.
  const gate =
    typeof window === 'undefined' ? Promise.resolve() : new Promise<void>((resolve) => (open = resolve));
  let ready = false;
  const heldSubmits = new Set<HTMLFormElement>();
  const onReady = () => {
    ready = true;
    for (const form of heldSubmits) form.requestSubmit();
    heldSubmits.clear();
  };

  const Inner = lazy(async () => {
    await gate;
    const Component = await load();
    function Hydrated(props: P) {
      useEffect(onReady, []);
      return <Component {...props} />;
    }
    return { default: Hydrated };
  });

  return function Island(props: P) {
    const box = useRef<HTMLDivElement>(null);

    useEffect(() => {
      if (ready) return;
      const listener = (event: Event) => {
        const el = box.current;
        if (!el || !(event.target instanceof Node) || !el.contains(event.target)) return;
        open();
        if (event.type === 'submit' && !ready && event.target instanceof HTMLFormElement) {
          event.preventDefault(); // no native GET submit of the fields
          heldSubmits.add(event.target);
        }
      };
      for (const type of TRIGGERS) window.addEventListener(type, listener, true);
      return () => {
        for (const type of TRIGGERS) window.removeEventListener(type, listener, true);
      };
    }, []);

    return (
      <div ref={box} className={styles.island}>
        <Suspense fallback={null}>
          <Inner {...props} />
        </Suspense>
      </div>
    );
  };
}
