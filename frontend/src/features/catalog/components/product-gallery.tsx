import { useState, type KeyboardEvent } from 'react';

import { FallbackImage } from '@/components/ui/fallback-image';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import type { ProductImage } from '@/types/catalog';

import './product-detail.css';

const STAGE_SIZE = 640;
const THUMB_SIZE = 80;

type ProductGalleryProps = {
  title: string;
  images: ProductImage[];
};

/**
 * Image slider with previous/next buttons, indicators and thumbnails. The stage takes focus and answers the arrow
 * keys, Home and End; the current position is announced politely.
 */
export function ProductGallery({ title, images }: ProductGalleryProps) {
  const [index, setIndex] = useState(0);
  const count = Math.max(1, images.length);
  const current = images[index] ?? images[0];
  const hasMany = images.length > 1;
  const go = (next: number) => setIndex(((next % count) + count) % count);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!hasMany) return;
    const moves: Record<string, number> = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: count - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    go(moves[event.key]);
  };

  return (
    <div className="gallery">
      <div
        className="gallery__stage"
        role="region"
        aria-roledescription="carrusel"
        aria-label={`Imágenes de ${title}`}
        tabIndex={hasMany ? 0 : undefined}
        onKeyDown={handleKeyDown}
      >
        <FallbackImage
          key={current?.url ?? 'placeholder'}
          src={current?.url}
          alt={hasMany ? `${title}, imagen ${index + 1} de ${count}` : title}
          width={STAGE_SIZE}
          height={STAGE_SIZE}
          className="gallery__image"
          loading="eager"
          fetchPriority="high"
        />
        {hasMany && (
          <>
            <button
              type="button"
              className="gallery__arrow gallery__arrow--prev"
              aria-label="Imagen anterior"
              onClick={() => go(index - 1)}
            >
              <ChevronLeftIcon size={22} />
            </button>
            <button
              type="button"
              className="gallery__arrow gallery__arrow--next"
              aria-label="Imagen siguiente"
              onClick={() => go(index + 1)}
            >
              <ChevronRightIcon size={22} />
            </button>
            <div className="gallery__dots">
              {images.map((image, position) => (
                <button
                  key={image.id}
                  type="button"
                  className="gallery__dot"
                  aria-label={`Ir a la imagen ${position + 1}`}
                  aria-current={position === index ? 'true' : undefined}
                  onClick={() => go(position)}
                />
              ))}
            </div>
          </>
        )}
        <p className="visually-hidden" aria-live="polite">
          {hasMany ? `Imagen ${index + 1} de ${count}` : ''}
        </p>
      </div>

      {hasMany && (
        <ul className="gallery__thumbs" aria-label="Miniaturas">
          {images.map((image, position) => (
            <li key={image.id}>
              <button
                type="button"
                className="gallery__thumb"
                aria-label={`Mostrar imagen ${position + 1}`}
                aria-pressed={position === index}
                onClick={() => go(position)}
              >
                <FallbackImage
                  key={image.url}
                  src={image.url}
                  alt=""
                  width={THUMB_SIZE}
                  height={THUMB_SIZE}
                  className="gallery__thumb-image"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
