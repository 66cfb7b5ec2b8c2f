import { Brand } from './brand.entity';
import { CatalogState } from './catalog-state.entity';
import { Category } from './category.entity';
import { Compatibility } from './compatibility.entity';
import { ProductCrossReference } from './product-cross-reference.entity';
import { Product } from './product.entity';
import { SearchWord } from './search-word.entity';
import { SubSubcategory } from './sub-subcategory.entity';
import { Subcategory } from './subcategory.entity';
import { VehicleModel } from './vehicle-model.entity';

/** The tables this module owns (the composition root, src/entities.ts, lists every module's). */
export const CATALOG_ENTITIES = [
  Category,
  Subcategory,
  SubSubcategory,
  Brand,
  VehicleModel,
  Product,
  Compatibility,
  ProductCrossReference,
  SearchWord,
  CatalogState,
];
