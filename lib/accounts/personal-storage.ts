/**
 * Browser storage that holds a person's own data (form drafts) lives under this prefix, so signing
 * out can wipe it: the next person on a shared computer must not find it.
 */
export const PERSONAL_STORAGE_PREFIX = 'hjemly.personal.';

export function clearPersonalStorage(storage: Storage = window.sessionStorage): void {
  try {
    const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter((key): key is string => Boolean(key));
    keys.filter((key) => key.startsWith(PERSONAL_STORAGE_PREFIX)).forEach((key) => storage.removeItem(key));
  } catch {
    // Storage unavailable: nothing was kept.
  }
}
