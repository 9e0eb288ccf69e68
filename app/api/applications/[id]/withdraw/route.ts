import { idParamsSchema } from '@/lib/applications/schema';
import { withdrawMyApplication } from '@/lib/applications/service';
import { route } from '@/lib/handlers/route';

export const POST = route({ auth: 'required', params: idParamsSchema }, async ({ user, params }) => withdrawMyApplication(user, params.id));
