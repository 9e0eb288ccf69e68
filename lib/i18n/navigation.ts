export { getPathname, permanentRedirect, redirect, usePathname, useRouter } from './navigation-base';
export { Link } from './link';
