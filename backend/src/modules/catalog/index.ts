// The catalogue module's public surface (docs/architecture.md, "Boundaries"): what other modules
// may use. Entities are exported as types only, for relations declared by entity name.
export { BrandsService } from './brands.service';
export {
  type BulkSql,
  createSubSubcategories,
  ensureBrands,
  ensureModels,
  findSubSubcategories,
  lockSubSubcategoryCreation,
  subSubcategoryPlaces,
} from './catalog-bulk.sql';
export { CatalogCacheService } from './catalog-cache.service';
export { normalizeCode, normalizeOptionalCode, normalizeText } from './catalog-normalize';
export { CatalogSitemapReader, type ProductRange } from './catalog-sitemap.reader';
export { BUMP_CATALOG_VERSIONS_SQL, DEFER_CATALOG_VERSION_BUMP_SQL } from './catalog-versions.sql';
export { MAX_VEHICLE_YEAR, MIN_VEHICLE_YEAR } from './catalog.constants';
export { CatalogError, CatalogErrorCode } from './catalog.errors';
export { CatalogModule } from './catalog.module';
export type {
  CategoryResponse,
  PaginationResponse,
  ProductResponse,
  SubSubcategoryResponse,
} from './catalog.responses';
export { CategoriesService } from './categories.service';
export type { BrandProductsQuery, ProductPageQuery, SearchProductsQuery } from './dto/product-page.query';
export { type ProductBulkRow, productBulkWriteCtes, productsBySkuSql } from './product-bulk.sql';
export { ProductFigures } from './product-figures.reader';
export type { Product } from './product.entity';
export { productMatchCondition, type ProductSummary, ProductSummaries } from './product-summaries.reader';
export { type LockedProduct, ProductStockService } from './product-stock.service';
export { type ProductRating, ProductsService } from './products.service';
export { type FittedModelWithBrand, VehicleFitments } from './vehicle-fitments.reader';
export type { VehicleModel } from './vehicle-model.entity';
