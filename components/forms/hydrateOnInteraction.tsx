'use client';

import {
  lazy,
  Suspense,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
} from 'react';
import styles from './hydrateOnInteraction.module.css';
import { registerGate } from './islandGates';

// Window, capture phase: while an island is not hydrated React stops these events
// at the document, so a listener anywhere lower would never hear them.
const TRIGGERS = ['focusin', 'pointerdown', 'keydown', 'submit'] as const;

const noSubscription = () => () => {};
/** True while React hydrates server HTML (it reads the server snapshot then). */
const useHydrating = () =>
  useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );

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
    typeof window === 'undefined'
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          open = resolve;
          registerGate(resolve);
        });
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
    // Only server HTML can wait for an interaction; an island first rendered in the
    // browser (client-side navigation) has nothing to show without its code.
    const [fromServerHtml] = useState(useHydrating());
    if (!fromServerHtml) open();

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

    // The same element on the re-render that follows hydration: a dehydrated boundary
    // that receives an update gives up its server HTML and renders from scratch.
    const content = useMemo(
      () => (
        <Suspense fallback={null}>
          <Inner {...props} />
        </Suspense>
      ),
      [props],
    );
    return (
      <div ref={box} className={styles.island}>
        {content}
      </div>
    );
  };
}
