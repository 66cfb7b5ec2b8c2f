import { useEffect, useState } from 'react';

import { controlProps, FormField } from '@/components/ui/form-field';
import { ImageIcon } from '@/components/ui/action-icons';
import { ADMIN_CATEGORY_IMAGE_MAX_BYTES, ADMIN_CATEGORY_IMAGE_TYPES } from '@/config/constants';

import {
  useCreateCategoryMutation,
  useGetAdminCategoryQuery,
  useUpdateCategoryMutation,
} from '../api/admin-catalog-api';
import { useTaxonomyForm } from '../hooks/use-taxonomy-form';
import { CATALOG_MESSAGES } from '../messages';
import type { AdminCategory, CategoryImageInput, CategoryInput } from '../types';
import { isImageUrl } from '../utils/image-url';
import { NameField, TaxonomyEditor, TaxonomyFormFrame, type TaxonomyFormProps } from './taxonomy-editor';

type ImageSource = 'url' | 'file';

/** jpeg, png, webp or gif up to 2 MB; the server checks the bytes again. */
export function isAcceptedImageFile(file: File): boolean {
  return (
    (ADMIN_CATEGORY_IMAGE_TYPES as readonly string[]).includes(file.type) && file.size <= ADMIN_CATEGORY_IMAGE_MAX_BYTES
  );
}

/** A data: URL of the chosen file, to preview it before it is uploaded. */
function useFilePreview(file: File | null): string | null {
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') setPreview({ file, url: reader.result });
    };
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  return file && preview?.file === file ? preview.url : null;
}

/** Name and picture of a category; the picture is a link or an uploaded file (admin.md section 2.6). */
function CategoryForm({ record: category, onSubmit, ...frame }: TaxonomyFormProps<AdminCategory, CategoryInput>) {
  const form = useTaxonomyForm(category?.name ?? '');
  const { id } = form;
  const [source, setSource] = useState<ImageSource>('url');
  const [url, setUrl] = useState(category?.image ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [fileRejected, setFileRejected] = useState(false);
  const filePreview = useFilePreview(source === 'file' ? file : null);

  const chosenImage = (): CategoryImageInput | undefined => {
    if (source === 'file') return file ? { kind: 'file', file } : undefined;
    const trimmed = url.trim();
    // Editing without touching the link keeps the current picture.
    if (category && trimmed === (category.image ?? '')) return undefined;
    return trimmed ? { kind: 'url', url: trimmed } : undefined;
  };

  const imageError = (): string | undefined => {
    if (source === 'file') {
      if (fileRejected) return CATALOG_MESSAGES.imageFileInvalid;
      if (!file && (!category || !category.image)) return CATALOG_MESSAGES.imageRequired;
      return undefined;
    }
    const trimmed = url.trim();
    if (!trimmed) return CATALOG_MESSAGES.imageRequired;
    return isImageUrl(trimmed) ? undefined : CATALOG_MESSAGES.imageUrlInvalid;
  };

  // A rejected file is reported at once; the rest after the first attempt to save.
  const currentImageError = form.attempted || fileRejected ? imageError() : undefined;

  const save = () => {
    const ready = form.checkFields([[source, imageError() !== undefined]]);
    if (ready) onSubmit({ name: form.name.trim(), image: chosenImage() });
  };

  const previewSrc =
    source === 'file'
      ? (filePreview ?? (!file && !fileRejected ? (category?.image ?? null) : null))
      : isImageUrl(url)
        ? url.trim()
        : null;

  return (
    <TaxonomyFormFrame kind="category" isNew={!category} onSave={save} {...frame}>
      <section className="admin-panel admin-form__section admin-form__split">
        <div className="admin-form__fields">
          <NameField id={id('name')} value={form.name} error={form.nameError} onChange={form.setName} />

          <fieldset className="admin-form__fieldset">
            <legend className="form-field__label">Imagen</legend>
            <div className="segmented">
              <label className="segmented__option">
                <input type="radio" name={id('source')} checked={source === 'url'} onChange={() => setSource('url')} />
                <span>Enlace (URL)</span>
              </label>
              <label className="segmented__option">
                <input
                  type="radio"
                  name={id('source')}
                  checked={source === 'file'}
                  onChange={() => setSource('file')}
                />
                <span>Subir archivo</span>
              </label>
            </div>
            {source === 'url' ? (
              <FormField
                id={id('url')}
                label="URL de la imagen"
                error={currentImageError}
                hint="Un enlace http(s) o una ruta del sitio que empiece con /."
              >
                <input
                  {...controlProps(id('url'), currentImageError, true)}
                  type="text"
                  inputMode="url"
                  className="form-field__control"
                  placeholder="https://… o /uploads/…"
                  value={url}
                  onChange={(event) => setUrl(event.target.value)}
                />
              </FormField>
            ) : (
              <FormField
                id={id('file')}
                label="Archivo de imagen"
                error={currentImageError}
                hint="JPG, PNG, WEBP o GIF de hasta 2 MB."
              >
                <input
                  {...controlProps(id('file'), currentImageError, true)}
                  type="file"
                  className="form-field__control admin-form__file"
                  accept={ADMIN_CATEGORY_IMAGE_TYPES.join(',')}
                  onChange={(event) => {
                    const chosen = event.target.files?.[0] ?? null;
                    const accepted = chosen !== null && isAcceptedImageFile(chosen);
                    setFileRejected(chosen !== null && !accepted);
                    setFile(accepted ? chosen : null);
                  }}
                />
              </FormField>
            )}
          </fieldset>
        </div>

        <figure className="image-preview">
          {previewSrc ? (
            <img key={previewSrc} src={previewSrc} alt="Vista previa de la imagen" className="image-preview__img" />
          ) : (
            <span className="image-preview__empty" aria-hidden="true">
              <ImageIcon size={36} />
            </span>
          )}
          <figcaption className="image-preview__caption">
            {file && source === 'file' ? file.name : 'Vista previa'}
          </figcaption>
        </figure>
      </section>
    </TaxonomyFormFrame>
  );
}

/** New category (no id) or edit category. */
export function CategoryEditor({ categoryId }: { categoryId?: number }) {
  const category = useGetAdminCategoryQuery(categoryId ?? 0, { skip: categoryId === undefined });
  const create = useCreateCategoryMutation();
  const update = useUpdateCategoryMutation();
  return (
    <TaxonomyEditor
      kind="category"
      id={categoryId}
      record={category}
      create={create}
      update={update}
      renderForm={(form) => <CategoryForm {...form} />}
    />
  );
}
