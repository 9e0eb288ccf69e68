import 'server-only';
import { isDomainError } from '@/lib/errors/domain-error';
import type { BookingLinkView, InvitationView, SurveyView } from '@/lib/viewings/schema';
import { viewBookingLink, viewInvitation, viewSurvey } from '@/lib/viewings/service';

/**
 * What a viewing or survey link opens: null (the 404 page) for an unknown token; an expired link;
 * or, when reading failed, the "could not load" error instead of a broken page.
 */
export type TokenPage<T> = { kind: 'found'; view: T; token: string } | { kind: 'expired' } | { kind: 'failed' };

async function load<T>(token: string, read: (token: string) => Promise<T>): Promise<TokenPage<T> | null> {
  try {
    return { kind: 'found', view: await read(token), token };
  } catch (error) {
    if (isDomainError(error, 'NotFound')) return null;
    if (isDomainError(error, 'Gone')) return { kind: 'expired' };
    console.error('Viewing page: the link could not be read', error);
    return { kind: 'failed' };
  }
}

export const loadInvitationPage = (token: string) => load<InvitationView>(token, viewInvitation);
export const loadSurveyPage = (token: string) => load<SurveyView>(token, viewSurvey);
export const loadBookingLinkPage = (token: string) => load<BookingLinkView>(token, viewBookingLink);
