import type { ReactNode } from 'react';
import { headers } from 'next/headers';
import { getTranslations } from '@/lib/i18n/translations';
import { signedInGate } from '@/components/accounts/signed-in-route-page';
import { entityRoutePage, type LoadedPage, type SearchParams } from '@/components/layout/entity-page';
import { pageTexts } from '@/components/layout/route-page';
import { ScopedMessages } from '@/components/layout/scoped-messages';
import { getSessionUser, type SessionUser } from '@/lib/accounts/session';
import type { AppPathname, Locale } from '@/lib/i18n/routing';
import type { PageKey } from '@/lib/i18n/page-titles';
import { membershipsOf } from '@/lib/providers/console-service';
import type { Membership } from '@/lib/providers/schema';
import { ConsoleNav, type ConsoleSection } from './console-nav';

export type ConsoleContext<T> = { user: SessionUser; membership: Membership; data: T; locale: Locale; searchParams: SearchParams };

type Options<P extends Record<string, string>, T> = {
  route: AppPathname;
  titleKey: PageKey;
  section: ConsoleSection;
  /** Owner-only pages are a 404 to plain members, like the console to everyone else. */
  ownerOnly?: boolean;
  /** What the page shows for the company; null for "no such thing here" (a 404). */
  load: (who: { user: SessionUser; membership: Membership }, params: P, locale: Locale) => Promise<{ data: T; title?: string } | null>;
  body: (context: ConsoleContext<T>) => Promise<ReactNode> | ReactNode;
};

type Loaded<T> = { user: SessionUser | null; membership: Membership | null; data: T | null };

/**
 * A page of the company console: signed out, a request to sign in; for anyone who is not
 * a member of a company (or not its owner, on owner-only pages), the 404 page — the console does
 * not exist for them. The company is always the person's own membership, never a request parameter.
 */
export function consolePage<P extends Record<string, string> = Record<string, never>, T = null>(options: Options<P, T>) {
  return entityRoutePage<P, Loaded<T>>({
    route: options.route,
    load: async (params, locale): Promise<LoadedPage<Loaded<T>> | null> => {
      const { title } = await pageTexts(options.titleKey, locale);
      const user = await getSessionUser(await headers());
      if (!user || user.deactivated) return { title, noindex: true, data: { user, membership: null, data: null } };
      const [membership] = await membershipsOf(user);
      if (!membership || (options.ownerOnly && membership.role !== 'owner')) return null;
      const loaded = await options.load({ user, membership }, params, locale);
      if (!loaded) return null;
      return { title: loaded.title ?? title, noindex: true, data: { user, membership, data: loaded.data } };
    },
    body: async ({ data: loaded }, locale, searchParams) => {
      if (!loaded.user || !loaded.membership || loaded.data === null) return signedInGate(loaded.user);
      const t = await getTranslations('companyConsole');
      const { membership } = loaded;
      return (
        <ScopedMessages paths={['companyConsole']}>
          <p className="text-body-secondary">{t('companyIntro', { company: membership.companyName, role: membership.role })}</p>
          <ConsoleNav current={options.section} isOwner={membership.role === 'owner'} />
          {await options.body({ user: loaded.user, membership, data: loaded.data, locale, searchParams })}
        </ScopedMessages>
      );
    },
  });
}
