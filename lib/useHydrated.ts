import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** False in the server HTML and while React hydrates it (a press then finds no handler), true after. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
