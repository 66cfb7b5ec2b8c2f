import { describe, expect, it } from 'vitest';

import {
  groupSubSubcategories,
  mergeSubSubcategories,
  parseSubcategoryParam,
} from '@/features/catalog/utils/sub-subcategories';
import type { Category } from '@/types/catalog';

const category: Category = {
  id: 1,
  name: 'Frenos',
  image: null,
  subcategories: [
    {
      id: 10,
      name: 'Pastillas',
      categoryId: 1,
      subSubcategories: [
        { id: 101, name: 'Pastillas traseras', subcategoryId: 10 },
        { id: 100, name: 'Pastillas delanteras', subcategoryId: 10 },
      ],
    },
    {
      id: 11,
      name: 'Discos',
      categoryId: 1,
      subSubcategories: [{ id: 110, name: 'Discos ventilados', subcategoryId: null }],
    },
    { id: 12, name: 'Vacía', categoryId: 1, subSubcategories: [] },
  ],
  subSubcategories: [
    // Duplicate of a nested one (same id): kept once.
    { id: 100, name: 'Pastillas delanteras', subcategoryId: null },
    { id: 120, name: 'Líquido de frenos', subcategoryId: null },
    { id: 121, name: 'Cables de freno', subcategoryId: null },
    // Direct entry that names its parent subcategory.
    { id: 111, name: 'Discos sólidos', subcategoryId: 11 },
    // Parent not among the subcategories.
    { id: 130, name: 'Accesorios', subcategoryId: 99 },
  ],
};

describe('sub-subcategory grouping', () => {
  it('merges nested and direct sub-subcategories, de-duplicated by id and sorted by name', () => {
    expect(mergeSubSubcategories(category).map((item) => [item.id, item.name, item.subcategoryId])).toEqual([
      [130, 'Accesorios', 99],
      [121, 'Cables de freno', null],
      [111, 'Discos sólidos', 11],
      [110, 'Discos ventilados', 11],
      [120, 'Líquido de frenos', null],
      [100, 'Pastillas delanteras', 10],
      [101, 'Pastillas traseras', 10],
    ]);
  });

  it('groups by subcategory and puts those without a known parent under a synthetic "Otros"', () => {
    expect(
      groupSubSubcategories(category).map((group) => [group.id, group.name, group.items.map((item) => item.id)]),
    ).toEqual([
      [11, 'Discos', [111, 110]],
      [10, 'Pastillas', [100, 101]],
      [null, 'Otros', [130, 121, 120]],
    ]);
  });

  it('returns no groups for a category without sub-subcategories', () => {
    expect(groupSubSubcategories({ ...category, subcategories: [], subSubcategories: [] })).toEqual([]);
  });

  it('reads ?subcategory=sub-{id}', () => {
    expect(parseSubcategoryParam('sub-12')).toBe(12);
    expect(parseSubcategoryParam('12')).toBeNull();
    expect(parseSubcategoryParam('sub-x')).toBeNull();
    expect(parseSubcategoryParam('sub-0')).toBeNull();
    expect(parseSubcategoryParam(null)).toBeNull();
  });
});
