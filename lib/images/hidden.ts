import 'server-only';
import { PublicationStatus, visibilityOf } from '@/lib/db/schema/catalogue';
import type { Db } from '@/lib/db/types';
import { findImageIdsOfGroups, findLastImageId } from './repository';

// How long a node keeps its list of hidden pictures. A group unpublished (or published) shows the
// change on its pictures within this time; their pages change at once.
const REFRESH_MS = 60_000;

// The catalogue's rule decides which groups are hidden; a shareable group's page is reachable by
// its link, so its pictures are served too.
const hiddenStatuses = Object.values(PublicationStatus).filter((status) => visibilityOf(status) === 'hidden');

/** `lastId`: the newest picture when the snapshot was taken; a newer one is not in it either way. */
type Snapshot = { takenAt: number; state: Promise<{ hidden: Set<number>; lastId: number }> };

// Per database (the test suite runs two side by side); one look-up per node and interval, not one per
// request: which group holds a picture is found only by scanning the groups' and homes' id arrays.
const snapshots = new WeakMap<Db, Snapshot>();

function refresh(db: Db, now: number): Snapshot {
  // The last id first: a picture committed before it was read is in its group (an upload writes both
  // in one transaction), so the scan that follows sees where it belongs.
  const state = findLastImageId(db).then(async (lastId) => ({ lastId, hidden: new Set(await findImageIdsOfGroups(db, hiddenStatuses)) }));
  const snapshot = { takenAt: now, state };
  // A failed query is retried by the next request rather than kept for a minute.
  state.catch(() => snapshots.get(db) === snapshot && snapshots.delete(db));
  snapshots.set(db, snapshot);
  return snapshot;
}

/**
 * True for a picture of a hidden (unpublished) group or of one of its homes: served like its page, 404.
 * Pass only ids of pictures that exist: one newer than the snapshot makes the node look again, so a
 * picture just uploaded to an unpublished group is not shown for the rest of the interval.
 */
export async function isHiddenImage(db: Db, id: number): Promise<boolean> {
  const now = Date.now();
  const current = snapshots.get(db);
  let snapshot = current && now - current.takenAt < REFRESH_MS ? current : refresh(db, now);
  let state = await snapshot.state;
  if (id > state.lastId) {
    // Another request may have looked again meanwhile.
    const latest = snapshots.get(db);
    snapshot = latest && latest !== snapshot ? latest : refresh(db, Date.now());
    state = await snapshot.state;
  }
  return state.hidden.has(id);
}
