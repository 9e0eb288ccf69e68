'use client';

import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import styles from '@/components/ui/dialog.module.css';
import { useAuth } from './auth-provider';
import { AUTH_PARAM, authViewOf, useAuthDialogControl, type AuthView } from './auth-url';
import { MitidSignIn } from './mitid-sign-in';
import { MitidSignUpForm } from './mitid-sign-up-form';
import { ResetPasswordForm } from './reset-password-form';
import { ResetRequestForm } from './reset-request-form';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

const TITLE_ID = 'hj-auth-title';

/**
 * The sign-in / sign-up dialog of every page, open while the URL has `?auth=`. A native
 * modal <dialog>: the browser traps focus, closes it on Escape and gives focus back on close.
 * `outboxHref`: where unsent mail can be read (the development outbox), or null; `mitid`: whether
 * MitID is offered beside the password.
 */
export function AuthDialog({ outboxHref, mitid }: { outboxHref: string | null; mitid: boolean }) {
  const params = useSearchParams();
  const requested = authViewOf(params.get(AUTH_PARAM));
  const { status } = useAuth();
  const { close } = useAuthDialogControl();
  const ref = useRef<HTMLDialogElement>(null);
  // Wait for the session, so a signed-in person never sees the form flash; a reset link works either way.
  const view = status === 'anonymous' || (status === 'authenticated' && requested === 'reset') ? requested : null;

  useEffect(() => {
    // Signed in here, or arriving signed in: the dialog has done its job and the person stays on the page.
    if (status === 'authenticated' && (requested === 'login' || requested === 'signup')) close();
  }, [status, requested, close]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (view && !dialog.open) {
      dialog.showModal();
      dialog.querySelector<HTMLElement>('input')?.focus();
    } else if (!view && dialog.open) {
      dialog.close();
    }
  }, [view]);

  function closeOnBackdrop(event: MouseEvent<HTMLDialogElement>) {
    // The body fills the dialog, so a click on the dialog element itself is a click on the backdrop.
    if (event.target === event.currentTarget) event.currentTarget.close();
  }

  return (
    // Escape, the close button and the backdrop all end in the native close event, which drops `?auth`.
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={view ? TITLE_ID : undefined}
      onClose={() => view && close()}
      onClick={closeOnBackdrop}
    >
      {view ? (
        <AuthDialogBody
          key={view}
          initialView={view}
          token={params.get('token')}
          linkInvalid={params.get('error') === 'INVALID_TOKEN'}
          outboxHref={outboxHref}
          mitid={mitid}
          onClose={() => ref.current?.close()}
        />
      ) : null}
    </dialog>
  );
}

type BodyProps = {
  initialView: AuthView;
  token: string | null;
  linkInvalid: boolean;
  outboxHref: string | null;
  mitid: boolean;
  onClose: () => void;
};

/** Switching between the forms stays inside the dialog, without a round trip to the server. */
function AuthDialogBody({ initialView, token, linkInvalid, outboxHref, mitid, onClose }: BodyProps) {
  const t = useTranslations('account.auth');
  const tMitid = useTranslations('account.mitid');
  const [view, setView] = useState(initialView);
  const [signUpWithMitid, setSignUpWithMitid] = useState(false);
  const { open } = useAuthDialogControl();
  function show(next: AuthView) {
    setView(next);
    // Leaving a reset link's view drops its token from the URL, and signing in then closes the dialog.
    if (initialView === 'reset' && next !== 'reset') open(next);
  }
  const titles = { login: t('signInTitle'), signup: t('signUpTitle'), reset: t('resetTitle') };

  return (
    <div className={styles.body}>
      <div className="d-flex align-items-start justify-content-between gap-3 mb-3">
        <h2 id={TITLE_ID} className="h4 mb-0">
          {titles[view]}
        </h2>
        <button type="button" className="btn-close" aria-label={t('close')} onClick={onClose} />
      </div>
      {view === 'reset' ? (
        <>
          {token && !linkInvalid ? (
            <ResetPasswordForm token={token} onDone={() => show('login')} />
          ) : (
            <ResetRequestForm linkInvalid={linkInvalid} />
          )}
          <button type="button" className="btn btn-link px-0 mt-2" onClick={() => show('login')}>
            {t('backToSignIn')}
          </button>
        </>
      ) : (
        <>
          <nav aria-label={t('tabsLabel')}>
            <ul className="nav nav-tabs mb-3">
              {(['login', 'signup'] as const).map((tab) => (
                <li key={tab} className="nav-item">
                  <button
                    type="button"
                    className={`nav-link${view === tab ? ' active' : ''}`}
                    aria-current={view === tab ? 'page' : undefined}
                    onClick={() => show(tab)}
                  >
                    {tab === 'login' ? t('signIn') : t('signUp')}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          {view === 'login' ? (
            <>
              <SignInForm onForgotPassword={() => show('reset')} />
              {mitid ? <MitidSignIn /> : null}
            </>
          ) : signUpWithMitid ? (
            <MitidSignUpForm onBack={() => setSignUpWithMitid(false)} />
          ) : (
            <>
              {mitid ? (
                <button type="button" className="btn btn-outline-primary w-100 mb-3" onClick={() => setSignUpWithMitid(true)}>
                  {tMitid('signUp')}
                </button>
              ) : null}
              <SignUpForm outboxHref={outboxHref} />
            </>
          )}
        </>
      )}
    </div>
  );
}
