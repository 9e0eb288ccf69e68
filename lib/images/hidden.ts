import 'server-only';
import { visibilityOf } from '@/lib/catalogue/visibility';
import { PublicationStatus } from '@/lib/db/schema/catalogue';
import type { Db } from '@/lib/db/types';
import { findImageIdsOfGroups } from './repository';

// How long a node keeps its list of hidden pictures. A group unpublished (or published) shows the
// change on its pictures within this time; their pages change at once.
const REFRESH_MS = 60_000;

// The catalogue's rule decides which groups are hidden; a shareable group's page is reachable by
// its link, so its pictures are served too.
const hiddenStatuses = Object.values(PublicationStatus).filter((status) => visibilityOf(status) === 'hidden');

type Snapshot = { takenAt: number; ids: Promise<Set<number>> };

// Per database (the test suite runs two side by side); one look-up per node and interval, not one per
// request: which group holds a picture is found only by scanning the groups' and homes' id arrays.
const snapshots = new WeakMap<Db, Snapshot>();

function refresh(db: Db, now: number): Snapshot {
  const ids = findImageIdsOfGroups(db, hiddenStatuses).then((found) => new Set(found));
  const snapshot = { takenAt: now, ids };
  // A failed query is retried by the next request rather than kept for a minute.
  ids.catch(() => snapshots.get(db) === snapshot && snapshots.delete(db));
  snapshots.set(db, snapshot);
  return snapshot;
}

/** True for a picture of a hidden (unpublished) group or of one of its homes: served like its page, 404. */
export async function isHiddenImage(db: Db, id: number): Promise<boolean> {
  const now = Date.now();
  const current = snapshots.get(db);
  const snapshot = current && now - current.takenAt < REFRESH_MS ? current : refresh(db, now);
  return (await snapshot.ids).has(id);
}
