'use client';

import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useEffectEvent, type ReactNode } from 'react';
import { SignInRequired } from '@/components/layout/sign-in-required';
import { Loading } from '@/components/ui/loading';
import { ApiError } from '@/lib/api/client';
import { useAuth } from './auth-provider';

const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : 0);

type Props = {
  /** The person's data the page shows, each asked for with their session. */
  queries: readonly UseQueryResult[];
  /** What the spinner and the failure say, in the page's words. */
  texts: { loading: string; failed: string };
  /** The page's content, once every query has answered. */
  children: () => ReactNode;
};

/**
 * The personal part of a page that is the same HTML for everyone (served from the page cache): a
 * spinner while the person's data comes; signed out, the request to sign in (and the data asked for
 * again once that happens through the dialog); a deactivated account, the message; a failure, its
 * text with a button to try again.
 */
export function SignedInData({ queries, texts, children }: Props) {
  const t = useTranslations('common.error');
  const signIn = useTranslations('common.signInRequired');
  const { status } = useAuth();
  const failure = queries.find((query) => query.error)?.error;
  const signedOut = status === 'anonymous' || statusOf(failure) === 401;
  const refetchAll = () => Promise.all(queries.map((query) => query.refetch()));
  const waitingForSignIn = statusOf(failure) === 401;
  // Signed in through the dialog on this page: the data is asked for again with the new session.
  const askAgain = useEffectEvent(() => void refetchAll());

  useEffect(() => {
    if (status === 'authenticated' && waitingForSignIn) askAgain();
  }, [status, waitingForSignIn]);

  return (
    // A screen's height whatever it holds: the footer starts below the first screen, so the data's
    // arrival moves nothing in view (the spinner is short, the lists long: the footer jumped).
    <div className="min-vh-100">{state()}</div>
  );

  function state(): ReactNode {
    // A deactivated account's session read is refused too, so the header counts it as signed out: the
    // data's own 403 says what is the matter.
    if (statusOf(failure) === 403) return <Deactivated />;
    if (signedOut) return <SignInRequired />;
    if (failure) {
      return (
        <div role="alert" className="alert alert-danger d-flex flex-wrap align-items-center gap-3">
          <span>{texts.failed}</span>
          <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => void refetchAll()}>
            {t('retry')}
          </button>
        </div>
      );
    }
    if (queries.some((query) => query.data === undefined)) {
      return (
        <>
          <Loading label={texts.loading} className="py-4" />
          {/* Signed in, a browser without scripts gets the page with its data drawn on the server. */}
          <noscript>
            <p className="alert alert-info">{signIn('noScript')}</p>
          </noscript>
        </>
      );
    }
    return children();
  }
}

function Deactivated() {
  const t = useTranslations('account.deactivated');
  return (
    <div role="alert" className="alert alert-danger">
      {t('text')}
    </div>
  );
}
