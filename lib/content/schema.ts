import { z } from 'zod';
import { pathnames } from '@/lib/i18n/routing';

const routeKeys = Object.keys(pathnames) as [keyof typeof pathnames, ...(keyof typeof pathnames)[]];

/** A CMS link names an internal route (rendered through the routing table) or an external https URL. */
export const cmsLinkSchema = z.union([
  z.object({ id: z.number(), label: z.string().min(1), route: z.enum(routeKeys) }),
  z.object({ id: z.number(), label: z.string().min(1), url: z.string().url().startsWith('https://') }),
]);
export type CmsLink = z.infer<typeof cmsLinkSchema>;

export const headerSchema = z.object({
  menuLinks: z.array(cmsLinkSchema),
  login: z.object({ signIn: z.string(), signUp: z.string() }),
  userMenu: z.array(cmsLinkSchema),
});

export const footerSchema = z.object({
  about: z.string(),
  columns: z.array(z.object({ id: z.number(), title: z.string(), links: z.array(cmsLinkSchema) })),
});

export const generalSchema = z.object({
  siteName: z.string(),
  siteDescription: z.string(),
  defaultSocialImage: z.object({ url: z.string(), width: z.literal(1200), height: z.literal(630), alt: z.string() }),
  browserNotSupported: z.string(),
});

export type HeaderContent = z.infer<typeof headerSchema>;
export type FooterContent = z.infer<typeof footerSchema>;
export type GeneralContent = z.infer<typeof generalSchema>;
