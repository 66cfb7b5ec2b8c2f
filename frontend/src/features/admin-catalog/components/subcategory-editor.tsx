import { useState } from 'react';

import {
  useCreateSubcategoryMutation,
  useGetAdminCategoriesQuery,
  useGetAdminSubcategoryQuery,
  useUpdateSubcategoryMutation,
} from '../api/admin-catalog-api';
import { useTaxonomyForm } from '../hooks/use-taxonomy-form';
import { CATALOG_MESSAGES } from '../messages';
import type { AdminCategory, AdminSubcategory, SubcategoryInput } from '../types';
import {
  CategorySelect,
  NameField,
  TaxonomyEditor,
  TaxonomyFormFrame,
  type TaxonomyFormProps,
} from './taxonomy-editor';

type SubcategoryFormProps = TaxonomyFormProps<AdminSubcategory, SubcategoryInput> & { categories: AdminCategory[] };

/** Name and parent category of a subcategory (admin.md section 2.6). */
function SubcategoryForm({ record: subcategory, categories, onSubmit, ...frame }: SubcategoryFormProps) {
  const form = useTaxonomyForm(subcategory?.name ?? '');
  const [categoryId, setCategoryId] = useState(subcategory?.categoryId ? String(subcategory.categoryId) : '');
  const categoryError = form.attempted && !categoryId ? CATALOG_MESSAGES.categoryRequired : undefined;

  const save = () => {
    const ready = form.checkFields([['category', !categoryId]]);
    if (ready) onSubmit({ name: form.name.trim(), categoryId: Number(categoryId) });
  };

  return (
    <TaxonomyFormFrame kind="subcategory" isNew={!subcategory} onSave={save} {...frame}>
      <section className="admin-panel admin-form__section admin-form__narrow">
        <NameField id={form.id('name')} value={form.name} error={form.nameError} onChange={form.setName} />
        <CategorySelect
          id={form.id('category')}
          value={categoryId}
          error={categoryError}
          onChange={setCategoryId}
          categories={categories}
        />
      </section>
    </TaxonomyFormFrame>
  );
}

/** New subcategory (no id) or edit subcategory. */
export function SubcategoryEditor({ subcategoryId }: { subcategoryId?: number }) {
  const categories = useGetAdminCategoriesQuery();
  const subcategory = useGetAdminSubcategoryQuery(subcategoryId ?? 0, { skip: subcategoryId === undefined });
  const create = useCreateSubcategoryMutation();
  const update = useUpdateSubcategoryMutation();
  return (
    <TaxonomyEditor
      kind="subcategory"
      id={subcategoryId}
      record={subcategory}
      requires={[categories]}
      create={create}
      update={update}
      renderForm={(form) => <SubcategoryForm {...form} categories={categories.data ?? []} />}
    />
  );
}
