import type { MetadataRoute } from 'next';
import { headers } from 'next/headers';
import { getRobots } from '@/lib/seo/service';

export default async function robots(): Promise<MetadataRoute.Robots> {
  return getRobots(await headers());
}
