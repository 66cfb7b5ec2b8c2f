import { DataSource } from 'typeorm';
import { Category } from '../../src/modules/catalog/category.entity';
import { Product } from '../../src/modules/catalog/product.entity';
import { SubSubcategory } from '../../src/modules/catalog/sub-subcategory.entity';
import { Subcategory } from '../../src/modules/catalog/subcategory.entity';
import { createCategory, createSubcategory, createSubSubcategory } from './factories';

/** The three levels a product can be filed in, one under the other. */
export interface CategoryTree {
  category: Category;
  subcategory: Subcategory;
  subSubcategory: SubSubcategory;
}

/** A new category with a subcategory and a sub-subcategory under it; each gets a generated name unless given one. */
export async function createCategoryTree(
  dataSource: DataSource,
  names: { category?: string; subcategory?: string; subSubcategory?: string } = {},
): Promise<CategoryTree> {
  const named = (name: string | undefined) => (name === undefined ? {} : { name });
  const category = await createCategory(dataSource, named(names.category));
  const subcategory = await createSubcategory(dataSource, category, named(names.subcategory));
  const subSubcategory = await createSubSubcategory(dataSource, category, subcategory, named(names.subSubcategory));
  return { category, subcategory, subSubcategory };
}

/** A product's category fields that file it under this sub-subcategory, its subcategory and its category. */
export function filedUnder(
  subSubcategory: SubSubcategory,
): Pick<Product, 'categoryId' | 'subcategoryId' | 'subSubcategoryId'> {
  return {
    categoryId: subSubcategory.categoryId,
    subcategoryId: subSubcategory.subcategoryId,
    subSubcategoryId: subSubcategory.id,
  };
}
