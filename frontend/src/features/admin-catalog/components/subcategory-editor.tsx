import {
  useCreateSubcategoryMutation,
  useGetAdminCategoriesQuery,
  useGetAdminSubcategoryQuery,
  useUpdateSubcategoryMutation,
} from '../api/admin-catalog-api';
import { useParentCategory, useTaxonomyForm } from '../hooks/use-taxonomy-form';
import type { AdminCategory, AdminSubcategory, SubcategoryInput } from '../types';
import { NameAndCategoryFields, TaxonomyEditor, TaxonomyFormFrame, type TaxonomyFormProps } from './taxonomy-editor';

type SubcategoryFormProps = TaxonomyFormProps<AdminSubcategory, SubcategoryInput> & { categories: AdminCategory[] };

/** Name and parent category of a subcategory (admin.md section 2.6). */
function SubcategoryForm({ record: subcategory, categories, onSubmit, ...frame }: SubcategoryFormProps) {
  const form = useTaxonomyForm(subcategory?.name ?? '');
  const parent = useParentCategory(form, subcategory?.categoryId);

  const save = () => {
    const ready = form.checkFields([['category', !parent.categoryId]]);
    if (ready) onSubmit({ name: form.name.trim(), categoryId: Number(parent.categoryId) });
  };

  return (
    <TaxonomyFormFrame kind="subcategory" isNew={!subcategory} onSave={save} {...frame}>
      <NameAndCategoryFields form={form} parent={parent} categories={categories} />
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
