'use client';

// A failure of the site's layout itself (the header or footer from a CMS that has never answered):
// the same page in the person's language as a page's own failure, without the chrome that failed.
export { default } from './(site)/error';
