import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** False while hydrating and without JavaScript (so the first render matches the server's HTML), true from then on. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
