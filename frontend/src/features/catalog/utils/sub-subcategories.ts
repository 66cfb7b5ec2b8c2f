import { OTHER_SUBCATEGORY_NAME } from '@/config/constants';
import type { Category, SubSubcategory } from '@/types/catalog';

export type SubSubcategoryGroup = {
  /** The subcategory id, or null for the synthetic 'Otros' group. */
  id: number | null;
  name: string;
  items: SubSubcategory[];
};

const byName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, 'es', { sensitivity: 'base' }) || a.name.localeCompare(b.name);

/**
 * Every sub-subcategory of a category: those under its subcategories and its direct ones, de-duplicated by id
 * (the copy that names a parent subcategory wins) and sorted by name.
 */
export function mergeSubSubcategories(category: Category): SubSubcategory[] {
  const merged = new Map<number, SubSubcategory>();
  for (const subcategory of category.subcategories) {
    for (const item of subcategory.subSubcategories) {
      if (!merged.has(item.id)) merged.set(item.id, { ...item, subcategoryId: item.subcategoryId ?? subcategory.id });
    }
  }
  for (const item of category.subSubcategories) {
    const known = merged.get(item.id);
    if (!known || (known.subcategoryId === null && item.subcategoryId !== null)) merged.set(item.id, item);
  }
  return [...merged.values()].sort(byName);
}

/**
 * The merged sub-subcategories grouped by subcategory (sorted by name). Those without a known parent go to a
 * synthetic 'Otros' group at the end; subcategories without sub-subcategories are left out.
 */
export function groupSubSubcategories(category: Category): SubSubcategoryGroup[] {
  const subcategories = new Map(category.subcategories.map((subcategory) => [subcategory.id, subcategory]));
  const groups = new Map<number, SubSubcategoryGroup>();
  const others: SubSubcategory[] = [];

  for (const item of mergeSubSubcategories(category)) {
    const parent = item.subcategoryId === null ? undefined : subcategories.get(item.subcategoryId);
    if (!parent) {
      others.push(item);
      continue;
    }
    const group = groups.get(parent.id) ?? { id: parent.id, name: parent.name, items: [] };
    group.items.push(item);
    groups.set(parent.id, group);
  }

  const sorted = [...groups.values()].sort(byName);
  return others.length ? [...sorted, { id: null, name: OTHER_SUBCATEGORY_NAME, items: others }] : sorted;
}

/** Reads the category listing's `?subcategory=sub-{id}` query value. */
export function parseSubcategoryParam(value: string | null): number | null {
  const match = /^sub-(\d+)$/.exec(value?.trim() ?? '');
  if (!match) return null;
  const id = Number(match[1]);
  return id > 0 ? id : null;
}
