import { tenantParamsSchema } from '@/lib/offers/api-operations';
import { uploadContract } from '@/lib/offers/contract-service';
import { contractUploadSchema } from '@/lib/offers/schema';
import { created, providerRoute } from '@/lib/providers/api-route';

// pdf-lib checks the upload, and the file system or S3 keeps it.
export const runtime = 'nodejs';

export const POST = providerRoute(
  { params: tenantParamsSchema, body: contractUploadSchema, multipart: true },
  async ({ actor, params, body }) => created(await uploadContract(actor, params.id, body.file)),
);
