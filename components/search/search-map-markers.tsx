'use client';

import L from 'leaflet';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Marker, Popup, useMap, useMapEvents } from 'react-leaflet';
import { Link } from '@/lib/i18n/navigation';
import { formatKroner } from '@/lib/i18n/format';
import { stackOverlapping, type Stack } from '@/lib/search/map-layout';
import type { MapResult } from '@/lib/search/schema';

type Cluster = Extract<MapResult, { kind: 'clusters' }>['clusters'][number];
export type MapHome = Extract<MapResult, { kind: 'points' }>['points'][number];

const MAX_ZOOM = 18;
/** A long stack's popup scrolls rather than run off the map. */
const POPUP_MAX_HEIGHT = 260;
/** Marker sizes in pixels; the pills are wide enough for "200.000" and "12 boliger", and all ≥ 24 px high. */
const PILL: [number, number] = [76, 28];
const clusterSize = (count: number) => (count < 10 ? 36 : count < 100 ? 44 : 54);
const CLUSTER_BOX = { width: clusterSize(1000), height: clusterSize(1000) };
const PILL_BOX = { width: PILL[0] + 4, height: PILL[1] + 4 };

type Props = {
  result: MapResult;
  /** Moves the map on the person's behalf (a cluster zooms in): the new area is searched at once. */
  moveTo: (move: (map: L.Map) => void) => void;
};

/**
 * The markers of one answer: the server's clusters when the area holds many homes, else a price per
 * home. Markers that would overlap at the current zoom are drawn as one (a bigger cluster, or a stack
 * of homes whose popup lists them all), so nothing hides behind anything.
 */
export function AreaMarkers({ result, moveTo }: Props) {
  const map = useMap();
  const [zoom, setZoom] = useState(() => map.getZoom());
  useMapEvents({ zoomend: () => setZoom(map.getZoom()) });
  const stacks = useMemo(() => {
    const at = (item: { lat: number; lng: number }) => map.project([item.lat, item.lng], zoom);
    if (result.kind === 'clusters') {
      // Largest first, so a merged cluster stands where most of its homes are.
      const clusters = [...result.clusters].sort((a, b) => b.count - a.count);
      return { clusters: stackOverlapping(clusters, at, CLUSTER_BOX), homes: [] };
    }
    // In id order, so the same homes make the same stacks whatever order the answer has.
    const homes = [...result.points].sort((a, b) => a.id - b.id);
    return { clusters: [], homes: stackOverlapping(homes, at, PILL_BOX) };
  }, [result, map, zoom]);

  return (
    <>
      {stacks.clusters.map((stack) => (
        <ClusterMarker key={`${stack.anchor.lat},${stack.anchor.lng}`} stack={stack} moveTo={moveTo} />
      ))}
      {stacks.homes.map((stack) =>
        stack.members.length === 1 ? (
          <PriceMarker key={stack.anchor.id} home={stack.anchor} />
        ) : (
          <StackMarker key={stack.anchor.id} stack={stack} moveTo={moveTo} />
        ),
      )}
    </>
  );
}

/** A cluster zooms in on itself, by click, or by Enter or Space (a marker is a button to the keyboard). */
function ClusterMarker({ stack, moveTo }: { stack: Stack<Cluster>; moveTo: Props['moveTo'] }) {
  const t = useTranslations('search.map');
  const { lat, lng } = stack.anchor;
  const count = stack.members.reduce((sum, c) => sum + c.count, 0);
  const label = t('cluster', { count });
  // A new icon object makes Leaflet rebuild the marker's element: one per count and label.
  const icon = useMemo(() => markerIcon('hj-cluster', String(count), label, [clusterSize(count), clusterSize(count)]), [count, label]);
  const handlers = useMemo(() => {
    const zoomIn = () => moveTo((map) => map.setView([lat, lng], Math.min(map.getZoom() + 2, MAX_ZOOM)));
    return {
      click: zoomIn,
      // Leaflet opens popups on Enter but turns no key into a click.
      keypress: (event: L.LeafletKeyboardEvent) => {
        if (event.originalEvent.key !== 'Enter' && event.originalEvent.key !== ' ') return;
        event.originalEvent.preventDefault();
        zoomIn();
      },
    };
  }, [moveTo, lat, lng]);
  return <Marker position={[lat, lng]} icon={icon} title={label} eventHandlers={handlers} />;
}

/** A home's rent on the map; its popup links to the home. */
function PriceMarker({ home }: { home: MapHome }) {
  const t = useTranslations('search.map');
  const amount = formatKroner(home.monthlyRent);
  const label = t('home', { street: addressOf(home), amount });
  const icon = useMemo(() => markerIcon('hj-price-marker', amount, label, PILL), [amount, label]);
  const { handlers, focusRequest } = useKeyboardPopup();
  return (
    <Marker position={[home.lat, home.lng]} icon={icon} title={addressOf(home)} eventHandlers={handlers}>
      <Popup>
        <PopupHomes homes={[home]} focusRequest={focusRequest} />
      </Popup>
    </Marker>
  );
}

/**
 * Homes too close to tell apart at this zoom (one building, often): one marker, and a popup listing
 * them, which offers to zoom in when they are not all at one spot.
 */
function StackMarker({ stack, moveTo }: { stack: Stack<MapHome>; moveTo: Props['moveTo'] }) {
  const t = useTranslations('search.map');
  const count = stack.members.length;
  const label = t('stackLabel', { count });
  const icon = useMemo(() => markerIcon('hj-stack-marker', t('stack', { count }), label, PILL), [t, count, label]);
  const { handlers, focusRequest } = useKeyboardPopup();
  const { anchor, members } = stack;
  const spread = members.some((home) => home.lat !== anchor.lat || home.lng !== anchor.lng);
  const tellApart = () =>
    moveTo((map) => {
      map.closePopup();
      map.fitBounds(L.latLngBounds(members.map((home) => [home.lat, home.lng])), { maxZoom: MAX_ZOOM });
      // The stack may split and its marker go: the keyboard goes on from the map.
      map.getContainer().focus();
    });
  return (
    <Marker position={[anchor.lat, anchor.lng]} icon={icon} title={label} eventHandlers={handlers}>
      <Popup maxHeight={POPUP_MAX_HEIGHT}>
        <PopupHomes homes={members} focusRequest={focusRequest}>
          {spread ? (
            <button type="button" className="btn btn-outline-primary btn-sm mt-2" onClick={tellApart}>
              {t('zoomToStack')}
            </button>
          ) : null}
        </PopupHomes>
      </Popup>
    </Marker>
  );
}

type PopupHomesProps = { homes: MapHome[]; focusRequest: number; children?: ReactNode };

/** The homes of a popup, each a link, and any action after them. A new `focusRequest` takes the focus to the first link. */
function PopupHomes({ homes, focusRequest, children }: PopupHomesProps) {
  const map = useMap();
  const content = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusRequest > 0) content.current?.querySelector('a')?.focus();
  }, [focusRequest]);
  // Leaflet closes popups on Escape only while the map itself has focus; the links inside need this.
  const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && map.closePopup();
  return (
    <div ref={content} onKeyDown={onKeyDown}>
      <ul className="list-unstyled mb-0">
        {homes.map((home) => (
          <li key={home.id} className="py-1">
            <HomeSummary home={home} />
          </li>
        ))}
      </ul>
      {children}
    </div>
  );
}

/** A home's address, linked to its page, over its rent, rooms and size: in popups and in the list. */
export function HomeSummary({ home }: { home: MapHome }) {
  const t = useTranslations('search.map');
  return (
    <>
      <Link href={{ pathname: '/property/[slug]', params: { slug: home.slug } }} className="fw-semibold">
        {addressOf(home)}
      </Link>
      <div className="small text-body-secondary">
        {t('price', { amount: formatKroner(home.monthlyRent) })} · {t('rooms', { count: home.rooms })} · {t('size', { size: home.sizeM2 })}
      </div>
    </>
  );
}

const addressOf = (home: MapHome) => [home.street, home.floorDoor].filter(Boolean).join(', ');

/**
 * A popup opened from the keyboard takes the focus to its first link and gives it back to its
 * marker when it closes; one opened by pointer leaves the focus alone.
 */
function useKeyboardPopup() {
  // A count, not a flag: react-leaflet keeps a popup's content mounted once it has opened, so each
  // opening from the keyboard must be news to it.
  const [focusRequest, setFocusRequest] = useState(0);
  const handlers = useMemo<L.LeafletEventHandlerFnMap>(
    () => ({
      // Leaflet opens a popup on Enter; a button opens on Space too.
      keypress: (event) => {
        const key = (event as L.LeafletKeyboardEvent).originalEvent;
        if (key.key !== ' ') return;
        key.preventDefault();
        (event.target as L.Marker).togglePopup();
      },
      popupopen: (event) => {
        if (document.activeElement === (event.target as L.Marker).getElement()) setFocusRequest((n) => n + 1);
      },
      popupclose: (event) => {
        // Without the fade, the popup has already left the page and taken the focus to <body>.
        const focus = document.activeElement;
        const inPopup = !focus || focus === document.body || (event as L.PopupEvent).popup.getElement()?.contains(focus);
        if (inPopup) (event.target as L.Marker).getElement()?.focus();
      },
    }),
    [],
  );
  return { handlers, focusRequest };
}

/**
 * A marker's element: the short text people see and the whole sentence screen readers hear (the
 * marker is a focusable button). Built as DOM nodes, so a street name is text, never HTML.
 */
function markerIcon(className: string, text: string, label: string, size: [number, number]) {
  const content = document.createElement('span');
  const visible = content.appendChild(document.createElement('span'));
  visible.ariaHidden = 'true';
  visible.textContent = text;
  const spoken = content.appendChild(document.createElement('span'));
  spoken.className = 'visually-hidden';
  spoken.textContent = label;
  return L.divIcon({ className, html: content, iconSize: size });
}
