import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { gridCell } from '@/lib/points-of-interest/rules';
import { nearbyPlaces } from '@/lib/points-of-interest/service';
import { startPoiStandIn, type PoiStandIn } from '@/tests/support/poi-stand-in.mjs';

let standIn: PoiStandIn;

beforeAll(async () => {
  standIn = await startPoiStandIn();
});
afterAll(() => standIn.close());
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function switchOn(url = standIn.url, token = standIn.token) {
  vi.stubEnv('POI_URL', url);
  vi.stubEnv('POI_TOKEN', token);
}

/** A home at the centre of its grid cell (where the stand-in puts its places around); each test a cell of its own. */
let nextCell = 0;
function homeInFreshCell() {
  nextCell += 3;
  return gridCell({ lat: 56.1 + nextCell * 0.005, lng: 10.1 }).centre;
}

describe('points of interest against a Geoapify-style places API', () => {
  it('lists the nearest place of each kind with the estimated walk, asking the API in its own shape', async () => {
    switchOn();
    const home = homeInFreshCell();
    const before = standIn.requests.length;
    const places = await nearbyPlaces(home);
    expect(places?.map((p) => [p.kind, p.name])).toEqual([
      ['transit', 'Teststationen'],
      ['school', 'Testskolen'],
      ['shop', 'Testbutikken'],
      ['daycare', 'Testbørnehaven'],
    ]);
    // Straight line (the stand-in's 150, 600, 300 and 450 m, a hair less on the globe) × 1.3, to 10 m; 80 m a minute.
    const walks = Object.fromEntries(places!.map((p) => [p.kind, [p.walkingMetres, p.walkingMinutes]]));
    expect(walks).toEqual({ transit: [190, 2], school: [780, 10], shop: [390, 5], daycare: [580, 7] });

    const asked = standIn.requests.slice(before).map((path) => new URL(path, 'http://x'));
    expect(asked.map((url) => url.pathname)).toEqual(Array(4).fill('/v2/places'));
    expect(asked.map((url) => url.searchParams.get('categories')).sort()).toEqual(
      ['childcare', 'commercial.supermarket', 'education.school', 'public_transport'].sort(),
    );
    for (const url of asked) {
      expect(url.searchParams.get('filter')).toBe(`circle:${home.lng},${home.lat},1500`);
      expect(url.searchParams.get('bias')).toBe(`proximity:${home.lng},${home.lat}`);
      expect(url.searchParams.get('limit')).toBe('10');
    }
  });

  it('asks once per grid cell: a neighbour in the same cell is answered from the cache', async () => {
    switchOn();
    const home = homeInFreshCell();
    await nearbyPlaces(home);
    const before = standIn.requests.length;
    const neighbour = await nearbyPlaces({ lat: home.lat + 0.001, lng: home.lng - 0.001 });
    expect(standIn.requests.length).toBe(before);
    expect(neighbour?.map((p) => p.kind)).toEqual(['transit', 'school', 'shop', 'daycare']);
    await nearbyPlaces(homeInFreshCell());
    expect(standIn.requests.length).toBe(before + 4);
  });

  it('shows nothing, with a log line, while the service fails — and does not ask it again for a minute', async () => {
    switchOn();
    vi.useFakeTimers({ toFake: ['Date'] });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const home = homeInFreshCell();
    standIn.setFailing(true);
    try {
      expect(await nearbyPlaces(home)).toBeNull();
      expect(warn).toHaveBeenCalledWith('Points of interest not shown:', expect.stringContaining('answered 500'));
      expect(String(warn.mock.calls[0][1])).not.toContain(standIn.token);
      const asked = standIn.requests.length;
      expect(await nearbyPlaces(home)).toBeNull();
      expect(standIn.requests.length).toBe(asked);
      standIn.setFailing(false);
      vi.advanceTimersByTime(61_000);
      expect((await nearbyPlaces(home))?.length).toBe(4);
    } finally {
      standIn.setFailing(false);
    }
  });

  it('shows nothing when the key is refused or nothing answers at all', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    switchOn(standIn.url, 'wrong-key');
    expect(await nearbyPlaces(homeInFreshCell())).toBeNull();
    expect(warn).toHaveBeenLastCalledWith('Points of interest not shown:', expect.stringContaining('answered 401'));
    const closed = await startPoiStandIn();
    await closed.close();
    switchOn(closed.url);
    expect(await nearbyPlaces(homeInFreshCell())).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('is off without POI_URL and POI_TOKEN: nothing is asked', async () => {
    vi.stubEnv('POI_URL', '');
    vi.stubEnv('POI_TOKEN', '');
    const before = standIn.requests.length;
    expect(await nearbyPlaces(homeInFreshCell())).toBeNull();
    expect(standIn.requests.length).toBe(before);
  });
});
