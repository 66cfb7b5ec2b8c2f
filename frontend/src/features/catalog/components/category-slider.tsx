import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';

import { FallbackImage } from '@/components/ui/fallback-image';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { HOME_CATEGORY_SKELETONS } from '@/config/constants';
import { paths } from '@/config/paths';
import { useGetCategoriesQuery } from '@/features/catalog/api/catalog-api';

import './category-slider.css';

type ScrollEdges = { atStart: boolean; atEnd: boolean };

/** Tracks whether a horizontal scroller can move further left or right. */
function useScrollEdges(node: HTMLElement | null): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>({ atStart: true, atEnd: true });

  useEffect(() => {
    if (!node) return;
    const update = () =>
      setEdges({
        atStart: node.scrollLeft <= 1,
        atEnd: node.scrollLeft + node.clientWidth >= node.scrollWidth - 1,
      });
    const frame = requestAnimationFrame(update);
    node.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(node);
    window.addEventListener('resize', update);
    return () => {
      cancelAnimationFrame(frame);
      node.removeEventListener('scroll', update);
      observer?.disconnect();
      window.removeEventListener('resize', update);
    };
  }, [node]);

  return edges;
}

export function CategorySlider() {
  const headingId = useId();
  const { data: categories, isLoading, error } = useGetCategoriesQuery();
  const [track, setTrack] = useState<HTMLUListElement | null>(null);
  const { atStart, atEnd } = useScrollEdges(track);

  useEffect(() => {
    // storefront.md section 8: category load failures are only logged.
    if (error) console.error('No se pudieron cargar las categorías', error);
  }, [error]);

  if (error || (!isLoading && !categories?.length)) return null;

  const scrollByHalf = (direction: -1 | 1) => {
    if (!track) return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    track.scrollBy({ left: (direction * track.clientWidth) / 2, behavior: reduceMotion ? 'auto' : 'smooth' });
  };

  return (
    <section className="section category-slider" aria-labelledby={headingId}>
      <div className="container">
        <div className="section__header">
          <div>
            <h2 id={headingId} className="section__title">
              Categorías
            </h2>
            <p className="section__subtitle">Encuentra repuestos por tipo de pieza.</p>
          </div>
          <div className="category-slider__controls">
            <button
              type="button"
              className="category-slider__arrow"
              aria-label="Ver categorías anteriores"
              onClick={() => scrollByHalf(-1)}
              disabled={isLoading || atStart}
            >
              <ChevronLeftIcon size={22} />
            </button>
            <button
              type="button"
              className="category-slider__arrow"
              aria-label="Ver más categorías"
              onClick={() => scrollByHalf(1)}
              disabled={isLoading || atEnd}
            >
              <ChevronRightIcon size={22} />
            </button>
          </div>
        </div>

        {isLoading || !categories ? (
          <ul className="category-slider__track" aria-label="Cargando categorías" aria-busy="true">
            {Array.from({ length: HOME_CATEGORY_SKELETONS }, (_, index) => (
              <li key={index} className="category-card category-card--skeleton">
                <Skeleton width={88} height={88} radius="50%" />
                <Skeleton width="70%" height={14} />
              </li>
            ))}
          </ul>
        ) : (
          <ul ref={setTrack} className="category-slider__track" aria-label="Categorías">
            {categories.map((category) => (
              <li key={category.id}>
                <Link to={paths.category.getHref(category.id)} className="category-card">
                  <span className="category-card__image-wrap">
                    <FallbackImage
                      key={category.image ?? 'placeholder'}
                      src={category.image}
                      alt=""
                      width={88}
                      height={88}
                      className="category-card__image"
                    />
                  </span>
                  <span className="category-card__name">{category.name}</span>
                  <span className="category-card__cta" aria-hidden="true">
                    Ver repuestos
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
