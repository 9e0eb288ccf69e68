import { route } from '@/lib/handlers/route';
import { tenantParamsSchema } from '@/lib/offers/api-operations';
import { uploadContract } from '@/lib/offers/contract-service';
import { readLeaseUpload } from '@/lib/offers/lease-upload';
import { actingMember } from '@/lib/providers/console-service';
import { companyQuerySchema } from '@/lib/providers/schema';

export const runtime = 'nodejs';

/** A new version of a tenant's lease, uploaded from the console (multipart, the PDF in `file`). */
export const POST = route(
  { auth: 'required', params: tenantParamsSchema, query: companyQuerySchema },
  async ({ user, params, query, request }) =>
    uploadContract(await actingMember(user, request.headers, query.company), params.id, await readLeaseUpload(request)),
);
