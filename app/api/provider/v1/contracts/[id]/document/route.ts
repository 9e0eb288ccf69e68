import { contractParamsSchema, landlordContractFileQuerySchema } from '@/lib/offers/api-operations';
import { companyContractFile } from '@/lib/offers/contract-service';
import { pdfResponse } from '@/lib/offers/pdf-response';
import { file, providerRoute } from '@/lib/providers/api-route';

/** The lease or its signed copy as application/pdf, named in Content-Disposition (a file download). */
export const GET = providerRoute(
  { params: contractParamsSchema, query: landlordContractFileQuerySchema },
  async ({ caller, params, query }) => file(pdfResponse(await companyContractFile(caller.companyId, params.id, query.kind), 'attachment')),
);
