'use client';

import L from 'leaflet';
import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { useMap } from 'react-leaflet';
import styles from './map-controls.module.css';

/** Each pan button's direction: its message key, its arrow, and the share of the map it moves. */
const PANS = [
  { key: 'panUp', arrow: '↑', by: [0, -1] },
  { key: 'panLeft', arrow: '←', by: [-1, 0] },
  { key: 'panRight', arrow: '→', by: [1, 0] },
  { key: 'panDown', arrow: '↓', by: [0, 1] },
] as const;

/** A pan moves a third of the map's width or height: the old view's edge stays in sight. */
const PAN_SHARE = 1 / 3;

function panButton(container: HTMLElement, label: string, arrow: string, onClick: () => void) {
  const button = L.DomUtil.create('button', styles.pan, container);
  button.type = 'button';
  button.title = label;
  button.setAttribute('aria-label', label);
  button.innerHTML = `<span aria-hidden="true">${arrow}</span>`;
  L.DomEvent.on(button, 'click', (event) => {
    L.DomEvent.preventDefault(event);
    onClick();
  });
  return button;
}

/**
 * The map's zoom buttons named in the page's language (Leaflet's own say "Zoom in" on every page),
 * and pan buttons: moving the map by a click, for whoever cannot drag it (WCAG 2.5.7) or does not
 * know the arrow keys move it. The map's `zoomControl` must be off, or it shows two.
 */
export function MapControls() {
  const map = useMap();
  const t = useTranslations('search.map.controls');
  useEffect(() => {
    const zoom = L.control.zoom({ zoomInTitle: t('zoomIn'), zoomOutTitle: t('zoomOut') }).addTo(map);
    const Pan = L.Control.extend({
      onAdd() {
        const container = L.DomUtil.create('div', `leaflet-bar ${styles.pans}`);
        container.setAttribute('role', 'group');
        container.setAttribute('aria-label', t('pan'));
        for (const { key, arrow, by } of PANS) {
          panButton(container, t(key), arrow, () => {
            const size = map.getSize();
            map.panBy([by[0] * size.x * PAN_SHARE, by[1] * size.y * PAN_SHARE]);
          });
        }
        // A click or a wheel on the buttons is theirs, not a click or a zoom on the map below.
        L.DomEvent.disableClickPropagation(container);
        L.DomEvent.disableScrollPropagation(container);
        return container;
      },
    });
    const pan = new Pan({ position: 'topleft' }).addTo(map);
    return () => {
      zoom.remove();
      pan.remove();
    };
  }, [map, t]);
  return null;
}
