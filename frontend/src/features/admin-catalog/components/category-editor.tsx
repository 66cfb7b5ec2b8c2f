import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';

import { AdminMessagePanel } from '@/components/admin/admin-message-panel';
import { flashNotice } from '@/components/admin/flash-notice';
import { FormMessage } from '@/components/ui/form-message';
import { ImageIcon } from '@/components/ui/icons';
import {
  ADMIN_CATALOGUE_NAME_MAX_LENGTH,
  ADMIN_CATEGORY_IMAGE_MAX_BYTES,
  ADMIN_CATEGORY_IMAGE_TYPES,
} from '@/config/constants';
import { paths } from '@/config/paths';
import { getErrorStatus } from '@/lib/api-error';

import {
  useCreateCategoryMutation,
  useGetAdminCategoryQuery,
  useUpdateCategoryMutation,
} from '../api/admin-catalog-api';
import { CATALOG_MESSAGES, TAXONOMY_LABELS, taxonomyMessages } from '../messages';
import type { AdminCategory, CategoryImageInput, CategoryInput } from '../types';
import { isImageUrl } from '../utils/image-url';
import { failure, type Feedback } from '../utils/query-feedback';
import { validateName } from '../utils/taxonomy-form';
import { controlProps, FormField } from './form-field';
import { FormSkeleton } from './product-editor';

import './admin-catalog.css';

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

type CategoryFormProps = {
  category: AdminCategory | null;
  isSubmitting: boolean;
  submitError: Feedback | null;
  onSubmit: (input: CategoryInput) => void;
};

/** Name and picture of a category; the picture is a link or an uploaded file (admin.md section 2.6). */
function CategoryForm({ category, isSubmitting, submitError, onSubmit }: CategoryFormProps) {
  const formId = useId();
  const id = (field: string) => `${formId}-${field}`;
  const [name, setName] = useState(category?.name ?? '');
  const [source, setSource] = useState<ImageSource>('url');
  const [url, setUrl] = useState(category?.image ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [fileRejected, setFileRejected] = useState(false);
  const [attempted, setAttempted] = useState(false);
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

  const nameError = attempted ? validateName(name) : undefined;
  // A rejected file is reported at once; the rest after the first attempt to save.
  const currentImageError = attempted || fileRejected ? imageError() : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    const nameProblem = validateName(name);
    const imageProblem = imageError();
    if (nameProblem) document.getElementById(id('name'))?.focus();
    else if (imageProblem) document.getElementById(id(source))?.focus();
    if (nameProblem || imageProblem) return;
    onSubmit({ name: name.trim(), image: chosenImage() });
  };

  const previewSrc =
    source === 'file'
      ? (filePreview ?? (!file && !fileRejected ? (category?.image ?? null) : null))
      : isImageUrl(url)
        ? url.trim()
        : null;

  return (
    <form className="admin-form" onSubmit={submit} noValidate>
      {submitError && (
        <FormMessage tone="error" details={submitError.details}>
          {submitError.message}
        </FormMessage>
      )}
      <section className="admin-panel admin-form__section admin-form__split">
        <div className="admin-form__fields">
          <FormField id={id('name')} label="Nombre" error={nameError}>
            <input
              {...controlProps(id('name'), nameError)}
              type="text"
              className="form-field__control"
              maxLength={ADMIN_CATALOGUE_NAME_MAX_LENGTH}
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
          </FormField>

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

      <div className="form-actions admin-form__actions">
        <button type="submit" className="button button--primary" disabled={isSubmitting}>
          {isSubmitting ? 'Guardando…' : category ? 'Guardar cambios' : 'Crear categoría'}
        </button>
        <Link to={paths.admin.categories.getHref()} className="button button--ghost">
          Cancelar
        </Link>
      </div>
    </form>
  );
}

/** New category (no id) or edit category. */
export function CategoryEditor({ categoryId }: { categoryId?: number }) {
  const navigate = useNavigate();
  const isEdit = categoryId !== undefined;
  const labels = TAXONOMY_LABELS.category;
  const messages = taxonomyMessages('category');
  const category = useGetAdminCategoryQuery(categoryId ?? 0, { skip: !isEdit });
  const [createCategory, createState] = useCreateCategoryMutation();
  const [updateCategory, updateState] = useUpdateCategoryMutation();
  const [submitError, setSubmitError] = useState<Feedback | null>(null);

  if (isEdit && category.isError) {
    return getErrorStatus(category.error) === 404 ? (
      <AdminMessagePanel
        role="alert"
        title={labels.notFound}
        link={{ to: paths.admin.categories.getHref(), label: 'Volver a categorías' }}
      />
    ) : (
      <div className="alert" role="alert">
        <span>{CATALOG_MESSAGES.loadFailed}</span>
        <button type="button" className="button button--ghost" onClick={() => void category.refetch()}>
          Reintentar
        </button>
      </div>
    );
  }
  if (isEdit && !category.data) return <FormSkeleton label="Cargando la categoría…" />;

  const save = async (input: CategoryInput) => {
    setSubmitError(null);
    const result = isEdit ? await updateCategory({ id: categoryId, input }) : await createCategory(input);
    if ('error' in result && result.error) {
      setSubmitError(failure(isEdit ? messages.updateFailed : messages.createFailed, result.error));
      return;
    }
    navigate(paths.admin.categories.getHref(), { state: flashNotice(isEdit ? labels.updated : labels.created) });
  };

  return (
    <CategoryForm
      key={category.data?.id ?? 'new'}
      category={category.data ?? null}
      isSubmitting={createState.isLoading || updateState.isLoading}
      submitError={submitError}
      onSubmit={(input) => void save(input)}
    />
  );
}
