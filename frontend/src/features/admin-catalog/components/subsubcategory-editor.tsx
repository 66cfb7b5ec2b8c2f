import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';

import { AdminMessagePanel } from '@/components/admin/admin-message-panel';
import { flashNotice } from '@/components/admin/flash-notice';
import { FormMessage } from '@/components/ui/form-message';
import { ADMIN_CATALOGUE_NAME_MAX_LENGTH } from '@/config/constants';
import { paths } from '@/config/paths';
import { getErrorStatus } from '@/lib/api-error';

import {
  useCreateSubSubcategoryMutation,
  useGetAdminCategoriesQuery,
  useGetAdminSubcategoriesQuery,
  useGetAdminSubSubcategoryQuery,
  useUpdateSubSubcategoryMutation,
} from '../api/admin-catalog-api';
import { CATALOG_MESSAGES, TAXONOMY_LABELS, taxonomyMessages } from '../messages';
import type { AdminCategory, AdminSubSubcategory, SubSubcategoryInput } from '../types';
import { failure, type Feedback } from '../utils/query-feedback';
import { validateName } from '../utils/taxonomy-form';
import { controlProps, FormField } from './form-field';
import { FormSkeleton } from './product-editor';

import './admin-catalog.css';

type SubSubcategoryFormProps = {
  subSubcategory: AdminSubSubcategory | null;
  categories: AdminCategory[];
  isSubmitting: boolean;
  submitError: Feedback | null;
  onSubmit: (input: SubSubcategoryInput) => void;
};

/**
 * Name, category and subcategory of a sub-subcategory (admin.md section 2.6). The subcategory select stays disabled
 * until a category is chosen, lists that category's subcategories, and starts over when the category changes.
 */
function SubSubcategoryForm({
  subSubcategory,
  categories,
  isSubmitting,
  submitError,
  onSubmit,
}: SubSubcategoryFormProps) {
  const formId = useId();
  const id = (field: string) => `${formId}-${field}`;
  const [name, setName] = useState(subSubcategory?.name ?? '');
  const [categoryId, setCategoryId] = useState(subSubcategory?.categoryId ? String(subSubcategory.categoryId) : '');
  const [subcategoryId, setSubcategoryId] = useState(
    subSubcategory?.subcategoryId ? String(subSubcategory.subcategoryId) : '',
  );
  const [attempted, setAttempted] = useState(false);

  const subcategories = useGetAdminSubcategoriesQuery(categoryId ? { categoryId: Number(categoryId) } : undefined, {
    skip: !categoryId,
  });

  const nameError = attempted ? validateName(name) : undefined;
  const categoryError = attempted && !categoryId ? CATALOG_MESSAGES.categoryRequired : undefined;
  const subcategoryError = attempted && categoryId && !subcategoryId ? CATALOG_MESSAGES.subcategoryRequired : undefined;
  const loadError = categoryId && subcategories.isError ? CATALOG_MESSAGES.subcategoriesLoadFailed : undefined;

  const chooseCategory = (value: string) => {
    setCategoryId(value);
    setSubcategoryId('');
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    const nameProblem = validateName(name);
    const firstInvalid = nameProblem ? 'name' : !categoryId ? 'category' : !subcategoryId ? 'subcategory' : null;
    if (firstInvalid) {
      document.getElementById(id(firstInvalid))?.focus();
      return;
    }
    onSubmit({ name: name.trim(), subcategoryId: Number(subcategoryId) });
  };

  const options = subcategories.currentData ?? [];

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
            onChange={(event) => chooseCategory(event.target.value)}
          >
            <option value="">Selecciona una categoría</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>
        </FormField>
        <FormField
          id={id('subcategory')}
          label="Subcategoría"
          error={subcategoryError}
          hint={!categoryId ? 'Primero elige una categoría.' : undefined}
        >
          <select
            {...controlProps(id('subcategory'), subcategoryError, !categoryId || undefined)}
            className="form-field__control"
            value={subcategoryId}
            disabled={!categoryId || subcategories.isFetching}
            onChange={(event) => setSubcategoryId(event.target.value)}
          >
            <option value="">
              {categoryId && subcategories.isFetching ? 'Cargando subcategorías…' : 'Selecciona una subcategoría'}
            </option>
            {options.map((subcategory) => (
              <option key={subcategory.id} value={subcategory.id}>
                {subcategory.name}
              </option>
            ))}
          </select>
        </FormField>
        {loadError && (
          <div className="alert" role="alert">
            <span>{loadError}</span>
            <button type="button" className="button button--ghost" onClick={() => void subcategories.refetch()}>
              Reintentar
            </button>
          </div>
        )}
      </section>
      <div className="form-actions admin-form__actions">
        <button type="submit" className="button button--primary" disabled={isSubmitting}>
          {isSubmitting ? 'Guardando…' : subSubcategory ? 'Guardar cambios' : 'Crear sub-subcategoría'}
        </button>
        <Link to={paths.admin.subsubcategories.getHref()} className="button button--ghost">
          Cancelar
        </Link>
      </div>
    </form>
  );
}

/** New sub-subcategory (no id) or edit sub-subcategory. */
export function SubSubcategoryEditor({ subSubcategoryId }: { subSubcategoryId?: number }) {
  const navigate = useNavigate();
  const isEdit = subSubcategoryId !== undefined;
  const labels = TAXONOMY_LABELS.subSubcategory;
  const messages = taxonomyMessages('subSubcategory');
  const categories = useGetAdminCategoriesQuery();
  const subSubcategory = useGetAdminSubSubcategoryQuery(subSubcategoryId ?? 0, { skip: !isEdit });
  const [createSubSubcategory, createState] = useCreateSubSubcategoryMutation();
  const [updateSubSubcategory, updateState] = useUpdateSubSubcategoryMutation();
  const [submitError, setSubmitError] = useState<Feedback | null>(null);

  if (isEdit && subSubcategory.isError && getErrorStatus(subSubcategory.error) === 404) {
    return (
      <AdminMessagePanel
        role="alert"
        title={labels.notFound}
        link={{ to: paths.admin.subsubcategories.getHref(), label: 'Volver a sub-subcategorías' }}
      />
    );
  }
  if (categories.isError || (isEdit && subSubcategory.isError)) {
    return (
      <div className="alert" role="alert">
        <span>{CATALOG_MESSAGES.loadFailed}</span>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => {
            void categories.refetch();
            if (isEdit) void subSubcategory.refetch();
          }}
        >
          Reintentar
        </button>
      </div>
    );
  }
  if (!categories.data || (isEdit && !subSubcategory.data)) return <FormSkeleton label="Cargando…" />;

  const save = async (input: SubSubcategoryInput) => {
    setSubmitError(null);
    const result = isEdit
      ? await updateSubSubcategory({ id: subSubcategoryId, input })
      : await createSubSubcategory(input);
    if ('error' in result && result.error) {
      setSubmitError(failure(isEdit ? messages.updateFailed : messages.createFailed, result.error));
      return;
    }
    navigate(paths.admin.subsubcategories.getHref(), {
      state: flashNotice(isEdit ? labels.updated : labels.created),
    });
  };

  return (
    <SubSubcategoryForm
      key={subSubcategory.data?.id ?? 'new'}
      subSubcategory={subSubcategory.data ?? null}
      categories={categories.data}
      isSubmitting={createState.isLoading || updateState.isLoading}
      submitError={submitError}
      onSubmit={(input) => void save(input)}
    />
  );
}
