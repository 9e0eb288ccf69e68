import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { InvitationAnswer, InvitationView, SurveyAnswer, SurveyResult } from './schema';

/* The browser side of the viewing pages: the link's token is the key, so nothing is cached by person. */

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
