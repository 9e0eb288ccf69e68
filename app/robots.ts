import type { MetadataRoute } from 'next';
import { headers } from 'next/headers';
import { getRobots } from '@/lib/seo/service';

export default async function robots(): Promise<MetadataRoute.Robots> {
  const requestHeaders = await headers();
  return getRobots(requestHeaders.get('host'), requestHeaders.get('x-forwarded-proto'));
}
