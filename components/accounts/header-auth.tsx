'use client';

import dynamic from 'next/dynamic';
import { useAuth } from './auth-provider';
import { useAuthDialogControl } from './auth-url';

// Only signed-in people see it: fetched once the session says so.
const UserMenu = dynamic(() => import('./user-menu').then((m) => m.UserMenu), { ssr: false });

type Props = { signInLabel: string; signUpLabel: string };

/** The header's auth slot: sign-in and sign-up buttons, or the user menu once signed in. */
export function HeaderAuth({ signInLabel, signUpLabel }: Props) {
  const { status } = useAuth();
  const { open } = useAuthDialogControl();
  if (status === 'authenticated') return <UserMenu />;
  const loading = status === 'uninitialized';
  return (
    // Until the session has loaded the buttons are laid out but invisible (and out of the tab order
    // and the accessibility tree), so the header keeps its size and nothing flashes.
    <div className={`d-flex gap-2${loading ? ' invisible' : ''}`} aria-hidden={loading || undefined}>
      <button type="button" className="btn btn-outline-light btn-sm" disabled={loading} onClick={() => open('login')}>
        {signInLabel}
      </button>
      <button type="button" className="btn btn-light btn-sm" disabled={loading} onClick={() => open('signup')}>
        {signUpLabel}
      </button>
    </div>
  );
}
