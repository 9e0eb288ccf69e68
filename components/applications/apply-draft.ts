import { PERSONAL_STORAGE_PREFIX } from '@/lib/accounts/personal-storage';
import type { ApplicationForm } from '@/lib/applications/schema';

/*
 * What the person typed into the apply form, kept per home in sessionStorage (wiped at sign-out): signing in, a reload
 * or the modal turning into the apply page loses nothing. Storage can be unavailable (private
 * modes, quotas); the form then simply works without it.
 */

const keyOf = (slug: string) => `${PERSONAL_STORAGE_PREFIX}apply-draft.${slug}`;

export function readDraft(slug: string): Partial<ApplicationForm> {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(keyOf(slug)) ?? 'null');
    if (!stored || typeof stored !== 'object') return {};
    const draft: Partial<ApplicationForm> = {};
    for (const field of ['name', 'email', 'phone', 'message'] as const) {
      const value = (stored as Record<string, unknown>)[field];
      if (typeof value === 'string' && value !== '') draft[field] = value;
    }
    return draft;
  } catch {
    return {};
  }
}

export function saveDraft(slug: string, form: ApplicationForm): void {
  try {
    window.sessionStorage.setItem(keyOf(slug), JSON.stringify(form));
  } catch {
    // Without storage the draft lives only as long as the form.
  }
}

export function clearDraft(slug: string): void {
  try {
    window.sessionStorage.removeItem(keyOf(slug));
  } catch {
    // Nothing was stored.
  }
}
