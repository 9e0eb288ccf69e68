'use client';

import 'leaflet/dist/leaflet.css';
import type L from 'leaflet';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { MapContainer, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { useMapArea } from '@/lib/search/hooks';
import { DENMARK } from '@/lib/search/map-area';
import type { Bbox } from '@/lib/search/schema';
import { MapControls } from './map-controls';
import { MapHomeList } from './map-home-list';
import { OfflineBase } from './offline-base';
import { AreaMarkers } from './search-map-markers';
import styles from './search-map.module.css';

export type SearchMapProps = {
  /** The search's filter query (without view, cursor and bbox). */
  filters: string;
  tileUrl: string;
  attribution: string;
  /** Where the map opens: the area in the URL, else the chosen place's, else Denmark. */
  initialBbox: Bbox | null;
  /** The chosen place (`city:aarhus`, or '' for none): a new place moves the map to it. */
  place: string;
};

/** A burst of moves (arrow keys held down, a flick) settles into one area before it counts. */
const SETTLE_MS = 300;
/** A popup pans the map into view as it opens; that move is no one's wish to search elsewhere. */
const POPUP_PAN_MS = 600;
/** Closer than a neighbourhood is no view of a place's homes (a city-centre postcode is a few streets). */
const MAX_FIT_ZOOM = 14;

const same = (a: Bbox | null, b: Bbox | null) => a?.join() === b?.join();
const toBounds = (bbox: Bbox): L.LatLngBoundsExpression => [
  [bbox[1], bbox[0]],
  [bbox[3], bbox[2]],
];

function bboxOf(map: L.Map): Bbox {
  const b = map.getBounds();
  const round = (n: number) => Math.round(n * 1e5) / 1e5;
  return [round(b.getWest()), round(b.getSouth()), round(b.getEast()), round(b.getNorth())];
}

type Moves = {
  /** The person moved the map (drag, keys, zoom buttons, wheel). */
  onMove: (bbox: Bbox) => void;
  /** The map opened, or the page moved it on the person's behalf: search there at once. */
  onArrive: (bbox: Bbox) => void;
};

/**
 * Reports where the map settles, telling the person's own moves from the page's: `moveTo` runs a
 * move of the page's, and a popup's pan into view is neither.
 */
function useMapMoves({ onMove, onArrive }: Moves) {
  const map = useMap();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pagesMove = useRef(false);
  const popupOpenedAt = useRef(0);
  useEffect(() => {
    onArrive(bboxOf(map));
    return () => clearTimeout(timer.current);
  }, [map, onArrive]);
  useMapEvents({
    popupopen: () => (popupOpenedAt.current = Date.now()),
    moveend: () => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        const bbox = bboxOf(map);
        if (pagesMove.current) onArrive(bbox);
        else if (Date.now() - popupOpenedAt.current > POPUP_PAN_MS + SETTLE_MS) onMove(bbox);
        pagesMove.current = false;
      }, SETTLE_MS);
    },
  });
  return useCallback(
    (move: (map: L.Map) => void) => {
      pagesMove.current = true;
      move(map);
    },
    [map],
  );
}

type AreaProps = Moves & { result: ReturnType<typeof useMapArea>['data']; place: string; placeBounds: Bbox };

/** Everything inside the map: where it is, the markers, and the move to a newly chosen place. */
function MapArea({ result, place, placeBounds, ...moves }: AreaProps) {
  const moveTo = useMapMoves(moves);
  const shownPlace = useRef(place);
  useEffect(() => {
    if (shownPlace.current === place) return;
    shownPlace.current = place;
    moveTo((map) => map.fitBounds(toBounds(placeBounds), { maxZoom: MAX_FIT_ZOOM }));
  }, [place, placeBounds, moveTo]);
  return result ? <AreaMarkers result={result} moveTo={moveTo} /> : null;
}

/** The searched area stays in the URL, so a reload or a shared link opens the same view. */
function useBboxInUrl(bbox: Bbox | null, filters: string) {
  useEffect(() => {
    if (!bbox) return;
    const url = new URL(window.location.href);
    url.searchParams.set('bbox', bbox.join(','));
    window.history.replaceState(window.history.state, '', url);
  }, [bbox, filters]);
}

/**
 * The map view: the homes of the searched area on the map and in a list beside it (below it on
 * phones). The map searches where it opens and wherever the page takes it; after the person's own
 * moves it offers "Search this area", or searches at once when they have chosen so.
 */
export default function SearchMap({ filters, tileUrl, attribution, initialBbox, place }: SearchMapProps) {
  const t = useTranslations('search.map');
  const [searched, setSearched] = useState<{ bbox: Bbox; place: string } | null>(null);
  const [moved, setMoved] = useState<Bbox | null>(null);
  const [auto, setAuto] = useState(false);
  // A newly chosen place is not searched in the old area: nothing is asked until the map is there.
  const currentPlace = useRef(place);
  useEffect(() => {
    currentPlace.current = place;
  }, [place]);
  const area = searched?.place === place ? searched.bbox : null;
  const { data: result, isError } = useMapArea(filters, area);
  useBboxInUrl(area, filters);

  // The same area again (a move that ended where it began) keeps the old value: no new request.
  const search = useCallback((bbox: Bbox) => {
    const place = currentPlace.current;
    setSearched((previous) => (previous?.place === place && same(previous.bbox, bbox) ? previous : { bbox, place }));
    setMoved(null);
  }, []);
  const onMove = useCallback((bbox: Bbox) => (auto ? search(bbox) : setMoved(bbox)), [auto, search]);
  const offerSearch = moved !== null && !same(moved, area);

  return (
    <div className="row g-3">
      <div className="col-lg-8">
        <p className="visually-hidden" role="status" aria-live="polite">
          {offerSearch ? t('moved') : ''}
        </p>
        {isError ? (
          <div className="alert alert-warning" role="alert">
            {t('loadFailed')}
          </div>
        ) : null}
        {/* MapContainer passes only className, id and style to its element: the name sits on a region around it. */}
        <div role="region" aria-label={t('label')} data-testid="search-map" className="position-relative">
          {offerSearch ? (
            <button
              type="button"
              className={`btn btn-primary btn-sm shadow position-absolute top-0 start-50 translate-middle-x mt-2 ${styles.searchHere}`}
              onClick={() => search(moved)}
            >
              {t('searchThisArea')}
            </button>
          ) : null}
          <MapContainer
            bounds={toBounds(initialBbox ?? DENMARK)}
            boundsOptions={{ maxZoom: MAX_FIT_ZOOM }}
            zoomControl={false}
            className={styles.map}
          >
            <MapControls />
            <OfflineBase />
            <TileLayer url={tileUrl} attribution={attribution} />
            <MapArea result={result} place={place} placeBounds={initialBbox ?? DENMARK} onMove={onMove} onArrive={search} />
          </MapContainer>
        </div>
        <div className="form-check form-switch mt-2">
          <input
            className="form-check-input"
            type="checkbox"
            role="switch"
            id="search-map-auto"
            checked={auto}
            onChange={(event) => {
              setAuto(event.target.checked);
              if (event.target.checked && moved) search(moved);
            }}
          />
          <label className="form-check-label" htmlFor="search-map-auto">
            {t('autoSearch')}
          </label>
        </div>
      </div>
      <div className="col-lg-4">
        <MapHomeList key={area?.join()} result={result} filters={filters} />
      </div>
    </div>
  );
}
