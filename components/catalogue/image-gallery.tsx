'use client';

import { useState, type KeyboardEvent } from 'react';
import { useTranslations } from 'next-intl';
import { ResponsiveImage } from '@/components/images/responsive-image';
import type { GalleryImage } from '@/lib/catalogue/schema';
import styles from './catalogue.module.css';

type Props = { images: GalleryImage[]; fallbackAlt: string };

const SIZES = '(min-width: 1400px) 880px, (min-width: 992px) 62vw, 100vw';

/**
 * One large picture with previous/next buttons and a strip of thumbnails. Arrow keys, Home and End
 * change picture from anywhere inside; the counter is announced politely.
 */
export function ImageGallery({ images, fallbackAlt }: Props) {
  const t = useTranslations('general.images');
  const p = useTranslations('property.gallery');
  const [index, setIndex] = useState(0);
  const total = images.length;
  if (!total) return null;
  const current = images[index];
  const altOf = (image: GalleryImage) => image.alt || fallbackAlt;
  const counter = (i: number) => t('imageOf', { index: i + 1, total });

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const targets: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: total - 1 };
    if (!(event.key in targets)) return;
    event.preventDefault();
    const next = (targets[event.key] + total) % total;
    setIndex(next);
    // Focus follows the selection along the thumbnails, so a keyboard user keeps their place.
    if ((event.target as HTMLElement).dataset.thumb !== undefined) {
      event.currentTarget.querySelectorAll<HTMLButtonElement>('[data-thumb]')[next]?.focus();
    }
  }

  return (
    <div onKeyDown={onKeyDown} data-testid="gallery">
      <figure className="mb-2">
        <div className="position-relative">
          <ResponsiveImage
            key={current.id}
            imageId={current.id}
            alt={altOf(current)}
            width={960}
            aspectRatio="4:3"
            resize={current.isFloorPlan ? 'contain' : 'cover'}
            sizes={SIZES}
            priority={index === 0}
            className="img-fluid w-100 rounded bg-body-tertiary"
          />
          {total > 1 ? (
            <>
              <button
                type="button"
                className={`btn btn-light rounded-circle shadow position-absolute top-50 start-0 translate-middle-y ms-2 ${styles.navButton}`}
                onClick={() => setIndex((index - 1 + total) % total)}
                aria-label={t('previous')}
              >
                <span aria-hidden="true">‹</span>
              </button>
              <button
                type="button"
                className={`btn btn-light rounded-circle shadow position-absolute top-50 end-0 translate-middle-y me-2 ${styles.navButton}`}
                onClick={() => setIndex((index + 1) % total)}
                aria-label={t('next')}
              >
                <span aria-hidden="true">›</span>
              </button>
            </>
          ) : null}
        </div>
        {total > 1 ? (
          <figcaption className="small text-body-secondary mt-1" aria-live="polite" data-testid="gallery-counter">
            {counter(index)}
            {current.isFloorPlan ? ` · ${p('floorPlan')}` : ''}
          </figcaption>
        ) : null}
      </figure>
      {total > 1 ? (
        // A strip that scrolls sideways on purpose (data-scroll-strip: the mobile overflow check allows it).
        <ul className="list-unstyled d-flex gap-2 overflow-auto p-1 mb-0" aria-label={p('thumbnails')} data-scroll-strip="">
          {images.map((image, i) => (
            <li key={image.id} className="flex-shrink-0">
              <button
                type="button"
                data-thumb=""
                className={`btn p-0 border-3 ${styles.thumb}${i === index ? ' border-primary' : ''}`}
                onClick={() => setIndex(i)}
                aria-current={i === index ? 'true' : undefined}
                aria-label={`${counter(i)}: ${altOf(image)}`}
              >
                <ResponsiveImage
                  imageId={image.id}
                  alt=""
                  width={96}
                  aspectRatio="4:3"
                  resize={image.isFloorPlan ? 'contain' : 'cover'}
                  sizes="96px"
                  className="rounded"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {total > 1 ? <p className="visually-hidden">{p('keyboardHint')}</p> : null}
    </div>
  );
}
