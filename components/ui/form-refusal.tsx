import { getTranslations } from '@/lib/i18n/translations';
import { FORM_REFUSAL_PARAM } from '@/lib/http/html-form';
import type { Locale } from '@/lib/i18n/routing';
import { FormAlert } from './form-alert';

type Props = {
  locale: Locale;
  searchParams: Record<string, string | string[] | undefined>;
  /** Where the form's own messages live (its schema's keys); the route's common refusals are tried next. */
  namespace: string;
  /** The form's words for a refusal neither names. */
  fallback: string;
};

/**
 * What the server refused when the form was posted without JavaScript (lib/http/html-form.ts): the
 * key comes back in the address; only a key we have words for is shown, never text from the URL.
 */
export async function FormRefusal({ locale, searchParams, namespace, fallback }: Props) {
  const key = searchParams[FORM_REFUSAL_PARAM];
  if (typeof key !== 'string' || !/^[A-Za-z]{1,60}$/.test(key)) return null;
  const [own, common] = await Promise.all([
    getTranslations({ locale, namespace: namespace as never }),
    getTranslations({ locale, namespace: 'common.errors' }),
  ]);
  // A text that needs values (a limit, a date) has none here: the form's fallback says it instead.
  const plain = (t: { has: (key: never) => boolean; raw: (key: never) => unknown }) =>
    t.has(key as never) && !String(t.raw(key as never)).includes('{');
  const text = plain(own) ? own(key as never) : plain(common) ? common(key as never) : fallback;
  return <FormAlert kind="error">{text}</FormAlert>;
}
