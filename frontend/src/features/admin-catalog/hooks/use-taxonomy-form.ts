import { useId, useState } from 'react';

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
