import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';

import { AdminMessagePanel } from '@/components/admin/admin-message-panel';
import { flashNotice } from '@/components/admin/flash-notice';
import { FormMessage } from '@/components/ui/form-message';
import { ADMIN_CATALOGUE_NAME_MAX_LENGTH } from '@/config/constants';
import { paths } from '@/config/paths';
import { getErrorStatus } from '@/lib/api-error';

import {
  useCreateSubcategoryMutation,
  useGetAdminCategoriesQuery,
  useGetAdminSubcategoryQuery,
  useUpdateSubcategoryMutation,
} from '../api/admin-catalog-api';
import { CATALOG_MESSAGES, TAXONOMY_LABELS, taxonomyMessages } from '../messages';
import type { AdminCategory, AdminSubcategory, SubcategoryInput } from '../types';
import { failure, type Feedback } from '../utils/query-feedback';
import { validateName } from '../utils/taxonomy-form';
import { controlProps, FormField } from './form-field';
import { FormSkeleton } from './product-editor';

import './admin-catalog.css';

type SubcategoryFormProps = {
  subcategory: AdminSubcategory | null;
  categories: AdminCategory[];
  isSubmitting: boolean;
  submitError: Feedback | null;
  onSubmit: (input: SubcategoryInput) => void;
};

/** Name and parent category of a subcategory (admin.md section 2.6). */
function SubcategoryForm({ subcategory, categories, isSubmitting, submitError, onSubmit }: SubcategoryFormProps) {
  const formId = useId();
  const id = (field: string) => `${formId}-${field}`;
  const [name, setName] = useState(subcategory?.name ?? '');
  const [categoryId, setCategoryId] = useState(subcategory?.categoryId ? String(subcategory.categoryId) : '');
  const [attempted, setAttempted] = useState(false);

  const nameError = attempted ? validateName(name) : undefined;
  const categoryError = attempted && !categoryId ? CATALOG_MESSAGES.categoryRequired : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    const nameProblem = validateName(name);
    if (nameProblem) document.getElementById(id('name'))?.focus();
    else if (!categoryId) document.getElementById(id('category'))?.focus();
    if (nameProblem || !categoryId) return;
    onSubmit({ name: name.trim(), categoryId: Number(categoryId) });
  };

  return (
    <form className="admin-form" onSubmit={submit} noValidate>
      {submitError && (
        <FormMessage tone="error" details={submitError.details}>
          {submitError.message}
        </FormMessage>
      )}
      <section className="admin-panel admin-form__section admin-form__narrow">
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
        <FormField id={id('category')} label="Categoría" error={categoryError}>
          <select
            {...controlProps(id('category'), categoryError)}
            className="form-field__control"
            value={categoryId}
            onChange={(event) => setCategoryId(event.target.value)}
          >
            <option value="">Selecciona una categoría</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>
        </FormField>
      </section>
      <div className="form-actions admin-form__actions">
        <button type="submit" className="button button--primary" disabled={isSubmitting}>
          {isSubmitting ? 'Guardando…' : subcategory ? 'Guardar cambios' : 'Crear subcategoría'}
        </button>
        <Link to={paths.admin.subcategories.getHref()} className="button button--ghost">
          Cancelar
        </Link>
      </div>
    </form>
  );
}

/** New subcategory (no id) or edit subcategory. */
export function SubcategoryEditor({ subcategoryId }: { subcategoryId?: number }) {
  const navigate = useNavigate();
  const isEdit = subcategoryId !== undefined;
  const labels = TAXONOMY_LABELS.subcategory;
  const messages = taxonomyMessages('subcategory');
  const categories = useGetAdminCategoriesQuery();
  const subcategory = useGetAdminSubcategoryQuery(subcategoryId ?? 0, { skip: !isEdit });
  const [createSubcategory, createState] = useCreateSubcategoryMutation();
  const [updateSubcategory, updateState] = useUpdateSubcategoryMutation();
  const [submitError, setSubmitError] = useState<Feedback | null>(null);

  if (isEdit && subcategory.isError && getErrorStatus(subcategory.error) === 404) {
    return (
      <AdminMessagePanel
        role="alert"
        title={labels.notFound}
        link={{ to: paths.admin.subcategories.getHref(), label: 'Volver a subcategorías' }}
      />
    );
  }
  if (categories.isError || (isEdit && subcategory.isError)) {
    return (
      <div className="alert" role="alert">
        <span>{CATALOG_MESSAGES.loadFailed}</span>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => {
            void categories.refetch();
            if (isEdit) void subcategory.refetch();
          }}
        >
          Reintentar
        </button>
      </div>
    );
  }
  if (!categories.data || (isEdit && !subcategory.data)) return <FormSkeleton label="Cargando…" />;

  const save = async (input: SubcategoryInput) => {
    setSubmitError(null);
    const result = isEdit ? await updateSubcategory({ id: subcategoryId, input }) : await createSubcategory(input);
    if ('error' in result && result.error) {
      setSubmitError(failure(isEdit ? messages.updateFailed : messages.createFailed, result.error));
      return;
    }
    navigate(paths.admin.subcategories.getHref(), { state: flashNotice(isEdit ? labels.updated : labels.created) });
  };

  return (
    <SubcategoryForm
      key={subcategory.data?.id ?? 'new'}
      subcategory={subcategory.data ?? null}
      categories={categories.data}
      isSubmitting={createState.isLoading || updateState.isLoading}
      submitError={submitError}
      onSubmit={(input) => void save(input)}
    />
  );
}
