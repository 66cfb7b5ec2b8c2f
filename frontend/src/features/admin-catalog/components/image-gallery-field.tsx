import { useId, useState } from 'react';

import { ImageIcon, PlusIcon, TrashIcon } from '@/components/ui/action-icons';
import { ADMIN_PRODUCT_MAX_IMAGES } from '@/config/constants';

import type { GalleryImage } from '../types';
import { isImageUrl } from '../utils/image-url';
import { addGalleryImage, removeGalleryImage, setImageUrl, setMainImage } from '../utils/product-form';

type ImageGalleryFieldProps = {
  /** Prefix of the inputs' ids, so the form can focus the first invalid one. */
  idPrefix: string;
  images: GalleryImage[];
  productId: number | null;
  onChange: (images: GalleryImage[]) => void;
  galleryError?: string;
  urlErrors: Record<number, string>;
};

function Thumbnail({ url, label }: { url: string; label: string }) {
  const [failed, setFailed] = useState(false);
  if (!isImageUrl(url) || failed) {
    return (
      <span className="gallery__thumb gallery__thumb--empty" role="img" aria-label={`${label}: sin imagen`}>
        <ImageIcon size={24} />
      </span>
    );
  }
  return <img className="gallery__thumb" src={url.trim()} alt={label} onError={() => setFailed(true)} />;
}

/**
 * The product's pictures as URLs: at least one, up to five, one of them the main image. The remove button only
 * shows with two or more, so the gallery can never end up empty (admin.md section 2.5).
 */
export function ImageGalleryField({
  idPrefix,
  images,
  productId,
  onChange,
  galleryError,
  urlErrors,
}: ImageGalleryFieldProps) {
  const hintId = useId();
  const errorId = useId();
  const canRemove = images.length >= 2;
  const isFull = images.length >= ADMIN_PRODUCT_MAX_IMAGES;

  return (
    <fieldset className="gallery" aria-describedby={galleryError ? `${hintId} ${errorId}` : hintId}>
      <legend className="form-field__label">Imágenes</legend>
      <p id={hintId} className="form-field__hint">
        {`Hasta ${ADMIN_PRODUCT_MAX_IMAGES} imágenes (enlace http(s) o ruta que empiece con /). La principal se muestra primero en la tienda.`}
      </p>
      <ol className="gallery__list">
        {images.map((image, index) => {
          const number = index + 1;
          const inputId = `${idPrefix}-${image.id}`;
          const urlError = urlErrors[image.id];
          return (
            <li key={image.id} className={`gallery__item${image.isMain ? ' gallery__item--main' : ''}`}>
              <Thumbnail key={image.url} url={image.url} label={`Vista previa de la imagen ${number}`} />
              <div className="gallery__fields">
                <label className="form-field__label" htmlFor={inputId}>
                  {`URL de la imagen ${number}`}
                </label>
                <input
                  id={inputId}
                  type="text"
                  inputMode="url"
                  className="form-field__control"
                  placeholder="https://… o /uploads/…"
                  value={image.url}
                  aria-invalid={urlError ? true : undefined}
                  aria-describedby={urlError ? `${inputId}-error` : undefined}
                  onChange={(event) => onChange(setImageUrl(images, image.id, event.target.value))}
                />
                {urlError && (
                  <p id={`${inputId}-error`} className="form-field__error">
                    {urlError}
                  </p>
                )}
                <div className="gallery__row-actions">
                  <label className="form-check gallery__main">
                    <input
                      type="radio"
                      name={`${idPrefix}-main`}
                      checked={image.isMain}
                      onChange={() => onChange(setMainImage(images, image.id))}
                      aria-label={`Usar la imagen ${number} como principal`}
                    />
                    <span aria-hidden="true">{image.isMain ? 'Imagen principal' : 'Usar como principal'}</span>
                  </label>
                  {canRemove && (
                    <button
                      type="button"
                      className="admin-action admin-action--danger"
                      onClick={() => onChange(removeGalleryImage(images, image.id))}
                      aria-label={`Quitar la imagen ${number}`}
                    >
                      <TrashIcon size={16} />
                      Quitar
                    </button>
                  )}
                </div>
              </div>
            </li>
          );
        })}
      </ol>
      {galleryError && (
        <p id={errorId} className="form-field__error" role="alert">
          {galleryError}
        </p>
      )}
      <button
        type="button"
        className="button button--ghost gallery__add"
        onClick={() => onChange(addGalleryImage(images, productId))}
        disabled={isFull}
      >
        <PlusIcon size={18} />
        Agregar imagen
      </button>
    </fieldset>
  );
}
