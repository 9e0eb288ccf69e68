import { route } from '@/lib/handlers/route';
import { contractParamsSchema, landlordContractFileQuerySchema } from '@/lib/offers/api-operations';
import { companyContractFile } from '@/lib/offers/contract-service';
import { pdfResponse } from '@/lib/offers/pdf-response';
import { requireMembership } from '@/lib/providers/console-service';
import { companyQuerySchema } from '@/lib/providers/schema';

const querySchema = companyQuerySchema.extend(landlordContractFileQuerySchema.shape);

/** The console's download of a lease or its signed copy; another company's is a 404. */
export const GET = route({ auth: 'required', params: contractParamsSchema, query: querySchema }, async ({ user, params, query }) => {
  const { companyId } = await requireMembership(user, query.company);
  return pdfResponse(await companyContractFile(companyId, params.id, query.kind), 'attachment');
});
