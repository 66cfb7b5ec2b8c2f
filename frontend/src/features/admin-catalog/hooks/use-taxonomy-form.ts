import { useId, useState } from 'react';

import { CATALOG_MESSAGES } from '../messages';
import { validateName } from '../utils/taxonomy-form';

/** A field of the form by its id suffix ('category'), and whether it needs fixing. */
type FieldCheck = [field: string, invalid: boolean];

/**
 * What the category, subcategory and sub-subcategory forms share: the ids of their fields, the name, and whether
 * saving was attempted (field errors show only after the first attempt).
 */
export function useTaxonomyForm(initialName: string) {
  const formId = useId();
  const id = (field: string) => `${formId}-${field}`;
  const [name, setName] = useState(initialName);
  const [attempted, setAttempted] = useState(false);

  /**
   * On save: marks the attempt and focuses the first field to fix, the name first and then `fields` in order.
   * True when nothing needs fixing.
   */
  const checkFields = (fields: FieldCheck[]): boolean => {
    setAttempted(true);
    const checks: FieldCheck[] = [['name', validateName(name) !== undefined], ...fields];
    const firstInvalid = checks.find(([, invalid]) => invalid);
    if (firstInvalid) document.getElementById(id(firstInvalid[0]))?.focus();
    return firstInvalid === undefined;
  };

  return { id, name, setName, nameError: attempted ? validateName(name) : undefined, attempted, checkFields };
}

/** What useTaxonomyForm gives a form. */
export type TaxonomyForm = ReturnType<typeof useTaxonomyForm>;

/**
 * The parent category of a subcategory or sub-subcategory form: the select's value ('' for none yet), its error once
 * saving was attempted without one, and `choose` for the select, which also calls `onChoose` (the sub-subcategory form
 * starts its subcategory over).
 */
export function useParentCategory(form: TaxonomyForm, initialId: number | null | undefined, onChoose?: () => void) {
  const [categoryId, setCategoryId] = useState(initialId ? String(initialId) : '');
  const categoryError = form.attempted && !categoryId ? CATALOG_MESSAGES.categoryRequired : undefined;
  const choose = (value: string) => {
    setCategoryId(value);
    onChoose?.();
  };
  return { categoryId, categoryError, choose };
}

/** What useParentCategory gives a form. */
export type ParentCategory = ReturnType<typeof useParentCategory>;
