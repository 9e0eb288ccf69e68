import { idParamsSchema } from '@/lib/applications/schema';
import { route } from '@/lib/http/route';
import { listViewingsOfApplication } from '@/lib/viewings/service';

/** The viewings on the person's own application timeline; someone else's application has none. */
export const GET = route({ auth: 'required', params: idParamsSchema }, async ({ user, params }) =>
  listViewingsOfApplication(user, params.id),
);
