import 'server-only';
import { readBodyWithin } from '@/lib/http/body-limit';
import { DomainError } from '@/lib/errors/domain-error';
import { MAX_CONTRACT_BYTES } from './contract-service';

/** The lease and a little room for the multipart's own lines; a larger body is refused unread (413). */
const MAX_BODY_BYTES = MAX_CONTRACT_BYTES + 64 * 1024;

/**
 * The console's upload: multipart/form-data with the PDF in `file`. (The provider API reads its
 * multipart in its own wrapper.) What the file is, the contract service decides by its bytes.
 */
export async function readLeaseUpload(request: Request): Promise<File> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType)) throw new DomainError('Invalid', 'badRequest');
  const bytes = await readBodyWithin(request, MAX_BODY_BYTES);
  const form = await new Response(bytes, { headers: { 'content-type': contentType } }).formData().catch(() => {
    throw new DomainError('Invalid', 'badRequest');
  });
  const file = form.get('file');
  if (!(file instanceof File)) throw new DomainError('Invalid', 'invalidField', { field: 'file' });
  return file;
}
