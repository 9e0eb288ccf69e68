/** The id of a page's "Hold mig orienteret" box, so a link can lead straight to it. */
export const FOLLOW_ANCHOR = 'hold-mig-orienteret';

/** The id of the new-build overview's list of new builds to follow. */
export const NEW_BUILDS_TO_FOLLOW = 'nybyggeri-at-foelge';

/** Where following is possible for someone who follows nothing yet. */
export const followStartHref = { pathname: '/new-build', hash: NEW_BUILDS_TO_FOLLOW } as const;
