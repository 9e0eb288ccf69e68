import { z } from 'zod';
import { route } from '@/lib/handlers/route';
import { hostSchema } from '@/lib/white-label/schema';
import { getWhiteLabelConfig } from '@/lib/white-label/service';

export const GET = route({ params: z.object({ host: hostSchema }) }, async ({ params }) =>
  Response.json(await getWhiteLabelConfig(params.host), {
    headers: { 'Cache-Control': 'public, max-age=60' },
  }),
);
