import { route } from '@/lib/handlers/route';
import { contractParamsSchema, landlordContractFileQuerySchema } from '@/lib/offers/api-operations';
import { myContractFile } from '@/lib/offers/contract-service';
import { pdfResponse } from '@/lib/offers/pdf-response';

/** The tenant's own lease or its signed copy, signed in (linked from their data export); anyone else's is a 404. */
export const GET = route(
  { auth: 'required', params: contractParamsSchema, query: landlordContractFileQuerySchema },
  async ({ user, params, query }) => pdfResponse(await myContractFile(user, params.id, query.kind), 'attachment'),
);
