import type { MetadataRoute } from 'next';
import { headers } from 'next/headers';
import { requestSite } from '@/lib/http/request-site';
import { getRobots } from '@/lib/seo/service';

export default async function robots(): Promise<MetadataRoute.Robots> {
  return getRobots(requestSite(await headers()));
}
