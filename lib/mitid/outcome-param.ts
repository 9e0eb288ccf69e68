/**
 * Where the callback sends the person back to, and the `?mitid=` it adds: the page shows what came of
 * it. A module of its own: every page's notice reads it, and the schemas beside it would bring zod
 * into every page's first download.
 */
export const MITID_OUTCOME_PARAM = 'mitid';
