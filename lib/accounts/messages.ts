import 'server-only';
import type { Messages } from 'next-intl';
import { createTranslator } from '@/lib/i18n/shared-formatters';
import daAccount from '@/messages/da-DK/account.json';
import enAccount from '@/messages/en-DK/account.json';
import type { Locale } from '@/lib/i18n/routing';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type PasswordProblem } from './password-rules';

const account = { 'da-DK': daAccount, 'en-DK': enAccount } as const;

/** The message of a broken password rule, in the request's language (the form shows it as is). */
export function passwordProblemMessage(locale: Locale, problem: PasswordProblem): string {
  const t = createTranslator({
    locale,
    messages: { account: account[locale] } as Messages,
    namespace: 'account.password',
  });
  return t(problem, { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH });
}

/** Why a sign-up without the terms accepted is refused, in the request's language. */
export function termsRequiredMessage(locale: Locale): string {
  const t = createTranslator({
    locale,
    messages: { account: account[locale] } as Messages,
    namespace: 'account.auth.errors',
  });
  return t('termsRequired');
}

/** What came of a MitID journey, in the request's language (the same words the page shows). */
export function mitidMessage(locale: Locale, outcome: keyof (typeof daAccount)['mitid']['outcomes']): string {
  const t = createTranslator({
    locale,
    messages: { account: account[locale] } as Messages,
    namespace: 'account.mitid.outcomes',
  });
  return t(outcome);
}
