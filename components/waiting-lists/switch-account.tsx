'use client';

import { useAuth } from '@/components/accounts/auth-provider';
import { useAuthDialogControl } from '@/components/accounts/auth-url';

/**
 * A link meant for another address than the signed-in account's: sign out here and open the
 * sign-in dialog on the same page, so the person signs in as the one the link was mailed to.
 */
export function SwitchAccount({ label }: { label: string }) {
  const { signOut } = useAuth();
  const { open } = useAuthDialogControl();
  async function switchAccount() {
    await signOut();
    open('login');
  }
  return (
    <button type="button" className="btn btn-primary btn-sm" onClick={switchAccount}>
      {label}
    </button>
  );
}
