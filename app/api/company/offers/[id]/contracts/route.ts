import { route } from '@/lib/handlers/route';
import { uploadOfferContract } from '@/lib/offers/contract-service';
import { readLeaseUpload } from '@/lib/offers/lease-upload';
import { offerIdParamsSchema } from '@/lib/offers/schema';
import { actingMember } from '@/lib/providers/console-service';
import { companyQuerySchema } from '@/lib/providers/schema';

export const runtime = 'nodejs';

/** The lease for an accepted offer, uploaded from the console (multipart, the PDF in `file`). */
export const POST = route(
  { auth: 'required', params: offerIdParamsSchema, query: companyQuerySchema },
  async ({ user, params, query, request }) =>
    uploadOfferContract(await actingMember(user, request.headers, query.company), params.id, await readLeaseUpload(request)),
);
