import { useMutation } from '@/lib/api/queries';
import { api } from '@/lib/api/client';
import type {
  InvitationAnswer,
  InvitationView,
  LandlordViewing,
  LinkBooking,
  ViewingCreated,
  SurveyAnswer,
  SurveyResult,
  SurveysSent,
  ViewingCreateInput,
} from './schema';

/*
 * The browser side of the viewing pages: on the token pages the link's token is the key. (A member's
 * own viewings come with their waiting lists: lib/waiting-lists/hooks.ts.)
 */

export function useAnswerInvitation(token: string) {
  return useMutation({
    mutationFn: (answer: InvitationAnswer) => api.post<InvitationView>(`viewings/invitations/${encodeURIComponent(token)}`, answer),
  });
}

export function useSubmitSurvey(token: string) {
  return useMutation({
    mutationFn: (answers: SurveyAnswer) => api.post<SurveyResult>(`viewings/surveys/${encodeURIComponent(token)}`, answers),
  });
}

/** The accepted slot's .ics for lib/api's download (its name from Content-Disposition). */
export const calendarResource = (token: string) => `viewings/invitations/${encodeURIComponent(token)}/calendar`;

/** The company console's invitation (cookie session; `company` names the membership). */
export function useCreateViewing(companyId: number) {
  return useMutation({
    mutationFn: (input: ViewingCreateInput) => api.post<ViewingCreated>(`company/viewings?company=${companyId}`, input),
  });
}

export function useSendSurveys(companyId: number) {
  return useMutation({
    mutationFn: (viewingId: string) => api.post<SurveysSent>(`company/viewings/${viewingId}/surveys?company=${companyId}`, {}),
  });
}

/** A booking through the viewing's shared link (signed in): answers with a link to the booking's own page. */
export function useBookThroughLink(token: string) {
  return useMutation({
    mutationFn: (booking: LinkBooking) => api.post<{ token: string }>(`viewings/links/${encodeURIComponent(token)}`, booking),
  });
}

/** A fresh link to share of a viewing anyone with the link may book. */
export function useNewBookingLink(companyId: number) {
  return useMutation({
    mutationFn: (viewingId: string) => api.post<{ bookingUrl: string }>(`company/viewings/${viewingId}/link?company=${companyId}`, {}),
  });
}

/** Staff's no-show mark on a booked place. */
export function useMarkNoShow(companyId: number) {
  return useMutation({
    mutationFn: ({ viewingId, invitationId, noShow }: { viewingId: string; invitationId: string; noShow: boolean }) =>
      api.post<LandlordViewing>(`company/viewings/${viewingId}/invitations/${invitationId}/no-show?company=${companyId}`, { noShow }),
  });
}
