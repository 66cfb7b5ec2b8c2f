import { useState } from 'react';

import { controlProps, FormField } from '@/components/ui/form-field';
import { RetryAlert } from '@/components/ui/retry-alert';

import {
  useCreateSubSubcategoryMutation,
  useGetAdminCategoriesQuery,
  useGetAdminSubcategoriesQuery,
  useGetAdminSubSubcategoryQuery,
  useUpdateSubSubcategoryMutation,
} from '../api/admin-catalog-api';
import { useParentCategory, useTaxonomyForm } from '../hooks/use-taxonomy-form';
import { CATALOG_MESSAGES } from '../messages';
import type { AdminCategory, AdminSubSubcategory, SubSubcategoryInput } from '../types';
import { NameAndCategoryFields, TaxonomyEditor, TaxonomyFormFrame, type TaxonomyFormProps } from './taxonomy-editor';

type SubSubcategoryFormProps = TaxonomyFormProps<AdminSubSubcategory, SubSubcategoryInput> & {
  categories: AdminCategory[];
};

/**
 * Name, category and subcategory of a sub-subcategory (admin.md section 2.6). The subcategory select stays disabled
 * until a category is chosen, lists that category's subcategories, and starts over when the category changes.
 */
function SubSubcategoryForm({ record: subSubcategory, categories, onSubmit, ...frame }: SubSubcategoryFormProps) {
  const form = useTaxonomyForm(subSubcategory?.name ?? '');
  const [subcategoryId, setSubcategoryId] = useState(
    subSubcategory?.subcategoryId ? String(subSubcategory.subcategoryId) : '',
  );
  const parent = useParentCategory(form, subSubcategory?.categoryId, () => setSubcategoryId(''));
  const { categoryId } = parent;

  const subcategories = useGetAdminSubcategoriesQuery(categoryId ? { categoryId: Number(categoryId) } : undefined, {
    skip: !categoryId,
  });

  const subcategoryError =
    form.attempted && categoryId && !subcategoryId ? CATALOG_MESSAGES.subcategoryRequired : undefined;
  const loadError = categoryId && subcategories.isError ? CATALOG_MESSAGES.subcategoriesLoadFailed : undefined;

  const save = () => {
    const ready = form.checkFields([
      ['category', !categoryId],
      ['subcategory', !subcategoryId],
    ]);
    if (ready) onSubmit({ name: form.name.trim(), subcategoryId: Number(subcategoryId) });
  };

  const options = subcategories.currentData ?? [];

  return (
    <TaxonomyFormFrame kind="subSubcategory" isNew={!subSubcategory} onSave={save} {...frame}>
      <NameAndCategoryFields form={form} parent={parent} categories={categories}>
        <FormField
          id={form.id('subcategory')}
          label="Subcategoría"
          error={subcategoryError}
          hint={!categoryId ? 'Primero elige una categoría.' : undefined}
        >
          <select
            {...controlProps(form.id('subcategory'), subcategoryError, !categoryId || undefined)}
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
        {loadError && <RetryAlert onRetry={subcategories.refetch}>{loadError}</RetryAlert>}
      </NameAndCategoryFields>
    </TaxonomyFormFrame>
  );
}

/** New sub-subcategory (no id) or edit sub-subcategory. */
export function SubSubcategoryEditor({ subSubcategoryId }: { subSubcategoryId?: number }) {
  const categories = useGetAdminCategoriesQuery();
  const subSubcategory = useGetAdminSubSubcategoryQuery(subSubcategoryId ?? 0, {
    skip: subSubcategoryId === undefined,
  });
  const create = useCreateSubSubcategoryMutation();
  const update = useUpdateSubSubcategoryMutation();
  return (
    <TaxonomyEditor
      kind="subSubcategory"
      id={subSubcategoryId}
      record={subSubcategory}
      requires={[categories]}
      create={create}
      update={update}
      renderForm={(form) => <SubSubcategoryForm {...form} categories={categories.data ?? []} />}
    />
  );
}
