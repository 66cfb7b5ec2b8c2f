/**
 * The catalogue's read SQL, as pure functions returning `{ text, values }`. The services run them;
 * bench/catalog.bench.mjs runs the very same statements straight against PostgreSQL to show how
 * much the HTTP layer adds. Every statement is written to be answered from an index (see
 * docs/performance.md for the plans at 200,000 products).
 */
import type { ProductSort } from './catalog.constants';

export interface Statement {
  text: string;
  values: unknown[];
  /** Fixed shape, values only in parameters: planned once per connection (CatalogSqlRunner). */
  prepared?: boolean;
}

/** A shopper's vehicle (Mi garaje): a model in a year. */
export interface Vehicle {
  modelId: number;
  year: number;
}

/** Filters shared by lists and searches. */
export interface ProductFilters {
  categoryId?: number;
  subcategoryId?: number;
  subSubcategoryId?: number;
  /** Products compatible with any model of this brand. */
  brandId?: number;
  /** Products compatible with this model. */
  modelId?: number;
  /** Only products that fit this vehicle: a compatibility covering its year, or universal fit. */
  fitsVehicle?: Vehicle;
  /** Only products on sale (a sale price lower than the price). */
  onSale?: boolean;
}

/**
 * The price a product is charged (see sale-price.ts): its sale price when lower than its price.
 * Written exactly as in the index idx_products_list_charged_price (migration SalePrices), so price
 * sorts walk that index; a NULL sale price fails the comparison.
 */
export function chargedPriceSql(alias = 'p'): string {
  return `(CASE WHEN ${alias}.sale_price < ${alias}.price THEN ${alias}.sale_price ELSE ${alias}.price END)`;
}

/** The condition "on sale"; it implies the predicate of the partial index idx_products_on_sale. */
export function onSaleSql(alias = 'p'): string {
  return `${alias}.sale_price < ${alias}.price`;
}

/**
 * The whole percentage off of a product on sale (saleDiscount() of sale-price.ts), as in the
 * partial index idx_products_on_sale. Only read under onSaleSql(), where the price is positive.
 */
export function saleDiscountSql(alias = 'p'): string {
  return `(greatest(1, round((${alias}.price - ${alias}.sale_price) * 100.0 / ${alias}.price)))`;
}

/** Collects positional parameters: `params.add(value)` returns `$n`. */
export class Params {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/**
 * How a statement reads the products it filters: `false`, it reads their rows (search matches);
 * `'ids'`, it walks a list index that holds only the sort columns and the id (the vehicle
 * condition must not read the table, see fitsVehicleCondition); `'universal'`, it walks one that
 * also holds universal_fit (the relevance indexes, see fitsVehicleWalkCondition).
 */
export type FilterWalk = false | 'ids' | 'universal';

/** WHERE conditions of the filters, for a statement that reads the products as `walk` says. */
export function filterConditions(
  filters: ProductFilters,
  params: Params,
  { walk = false }: { walk?: FilterWalk } = {},
): string[] {
  const conditions: string[] = [];
  if (filters.categoryId) conditions.push(`p.category_id = ${params.add(filters.categoryId)}`);
  if (filters.subcategoryId) conditions.push(`p.subcategory_id = ${params.add(filters.subcategoryId)}`);
  if (filters.subSubcategoryId) conditions.push(`p.sub_subcategory_id = ${params.add(filters.subSubcategoryId)}`);
  if (filters.modelId) {
    conditions.push(
      `EXISTS (SELECT 1 FROM compatibilities c WHERE c.product_id = p.id AND c.model_id = ${params.add(filters.modelId)})`,
    );
  }
  if (filters.brandId) {
    conditions.push(
      `EXISTS (SELECT 1 FROM compatibilities c JOIN vehicle_models m ON m.id = c.model_id
               WHERE c.product_id = p.id AND m.brand_id = ${params.add(filters.brandId)})`,
    );
  }
  if (filters.fitsVehicle) {
    conditions.push(
      walk === 'universal'
        ? fitsVehicleWalkCondition(filters.fitsVehicle, params)
        : walk === 'ids'
          ? fitsVehicleCondition(filters.fitsVehicle, params)
          : fitsVehicleRowCondition(filters.fitsVehicle, params),
    );
  }
  if (filters.onSale) conditions.push(onSaleSql());
  return conditions;
}

/**
 * The ids of the products with a compatibility of the model covering the year (index-only range
 * scan of idx_compatibilities_model_years): 1,000-6,000 at 200,000 products.
 */
export function compatibleIds(vehicle: Vehicle, params: Params): string {
  const year = params.add(vehicle.year);
  return `SELECT c.product_id FROM compatibilities c
      WHERE c.model_id = ${params.add(vehicle.modelId)} AND c.year_from <= ${year} AND c.year_to >= ${year}`;
}

/**
 * The ids of the products that fit a vehicle: compatibleIds(), or universal fit (index-only scan
 * of the partial idx_products_universal_fit). 10,000-14,000 ids at 200,000 products.
 */
function fittingIds(vehicle: Vehicle, params: Params): string {
  return `${compatibleIds(vehicle, params)}
      UNION ALL
      SELECT u.id FROM products u WHERE u.universal_fit`;
}

/**
 * Only the products that fit a vehicle, as a filter on a hash of fittingIds() built once per
 * statement. `IS TRUE` keeps it a filter: a plain top-level IN becomes a semi-join, which has to
 * read and sort every fitting product, where the filter walks a list index in order (index-only)
 * and stops at the page: 2-6 ms instead of 30 for any page of 12 at 200,000 products.
 */
export function fitsVehicleCondition(vehicle: Vehicle, params: Params, alias = 'p'): string {
  return `(${alias}.id IN (${fittingIds(vehicle, params)})) IS TRUE`;
}

/**
 * The same for a walk of an index that holds universal_fit (idx_products_list_relevance and
 * idx_products_category_relevance, migration RelevanceUniversalFit): universal fit from the index
 * entry, else the hash of compatibleIds() only. The hash is a third of fittingIds() (universal
 * products are most of those ids) and is built only when an entry is not universal: a page of 12
 * costs 0.1-1 ms instead of 2 at 200,000 products, a count within a category a third less.
 */
export function fitsVehicleWalkCondition(vehicle: Vehicle, params: Params, alias = 'p'): string {
  return `(${alias}.universal_fit OR ${alias}.id IN (${compatibleIds(vehicle, params)}))`;
}

/**
 * The same for rows a statement reads anyway (search matches, suggestions): universal_fit from the
 * row, else a compatibility of the model covering the year. The planner probes the unique
 * (product_id, model_id, ...) index per row for a few rows, or hashes the model's products once
 * for many (a broad word matching 20,000 titles).
 */
export function fitsVehicleRowCondition(vehicle: Vehicle, params: Params): string {
  const year = params.add(vehicle.year);
  return `(p.universal_fit OR EXISTS (
      SELECT 1 FROM compatibilities c WHERE c.product_id = p.id
        AND c.model_id = ${params.add(vehicle.modelId)} AND c.year_from <= ${year} AND c.year_to >= ${year}))`;
}

/**
 * How the product fits the vehicle (a VehicleFit), as column "vehicleFit": a compatibility covering the year
 * ('compatible'), else universal fit, else compatibilities for other vehicles ('no_compatible'),
 * else none at all ('sin_datos'). Two probes of uq_compatibilities_product_model_years per row.
 */
export function vehicleFitColumn(vehicle: Vehicle, params: Params, alias = 'p'): string {
  const year = params.add(vehicle.year);
  return `CASE
      WHEN EXISTS (SELECT 1 FROM compatibilities fc WHERE fc.product_id = ${alias}.id
                     AND fc.model_id = ${params.add(vehicle.modelId)} AND fc.year_from <= ${year} AND fc.year_to >= ${year})
        THEN 'compatible'
      WHEN ${alias}.universal_fit THEN 'universal'
      WHEN EXISTS (SELECT 1 FROM compatibilities fc WHERE fc.product_id = ${alias}.id) THEN 'no_compatible'
      ELSE 'sin_datos' END AS "vehicleFit"`;
}

/**
 * ORDER BY for a sort; `score` exists only in searches, whose rows carry the charged price as
 * `charged_price` (sortColumns). Every order ends in id.
 */
export function orderBy(sort: ProductSort, withScore: boolean, alias = 'p'): string {
  const charged = withScore ? `${alias}.charged_price` : chargedPriceSql(alias);
  switch (sort) {
    case 'newest':
      return `${alias}.created_at DESC, ${alias}.id DESC`;
    case 'oldest':
      return `${alias}.created_at ASC, ${alias}.id ASC`;
    case 'price-low':
      return `${charged} ASC, ${alias}.id ASC`;
    case 'price-high':
      return `${charged} DESC, ${alias}.id DESC`;
    case 'rating':
      return `${alias}.rating_average DESC, ${alias}.rating_count DESC, ${alias}.id DESC`;
    // Byte order of the accent-free lowercase title (index idx_products_title_pattern).
    case 'name-az':
      return `${alias}.title_normalized USING ~<~, ${alias}.id ASC`;
    case 'name-za':
      return `${alias}.title_normalized USING ~>~, ${alias}.id DESC`;
    case 'relevance':
      return withScore
        ? `${alias}.score DESC, ${alias}.id DESC`
        : `${alias}.featured DESC, ${alias}.created_at DESC, ${alias}.id DESC`;
  }
}

/** Columns a sort reads besides score and id, carried through the parts of a search. */
export function sortColumns(sort: ProductSort): string[] {
  switch (sort) {
    case 'newest':
    case 'oldest':
      return ['p.created_at'];
    case 'price-low':
    case 'price-high':
      return [`${chargedPriceSql()} AS charged_price`];
    case 'rating':
      return ['p.rating_average', 'p.rating_count'];
    case 'name-az':
    case 'name-za':
      return ['p.title_normalized'];
    case 'relevance':
      return [];
  }
}

/** The versions cached responses are keyed by (see catalog-cache.service.ts). */
export function catalogVersionStatement(): Statement {
  return {
    text: `SELECT version::text AS version, search_version::text AS "searchVersion" FROM catalog_state WHERE id = 1`,
    values: [],
    prepared: true,
  };
}

/**
 * The order of a list without a query: products on sale, unless another sort is asked for, go
 * biggest discount first (partial index idx_products_on_sale); otherwise orderBy().
 */
export function listOrder(filters: ProductFilters, sort: ProductSort): string {
  if (filters.onSale && sort === 'relevance') return `${saleDiscountSql()} DESC, p.id DESC`;
  return orderBy(sort, false);
}

/**
 * The ids of one page of a product list without a query, in list order (an index-only scan for
 * every sort); productRowsStatement (product-rows.sql.ts) reads the rows.
 */
export function listPageStatement(
  filters: ProductFilters,
  sort: ProductSort,
  limit: number,
  offset: number,
): Statement {
  if (filters.fitsVehicle && !walksListIndex(filters, sort)) {
    return fittingPageStatement(filters, filters.fitsVehicle, sort, limit, offset);
  }
  const params = new Params();
  // By relevance (unless on sale, idx_products_on_sale) the walk's index holds universal_fit.
  const walk = sort === 'relevance' && !filters.onSale ? 'universal' : 'ids';
  const conditions = filterConditions(filters, params, { walk });
  return {
    text: `
      SELECT p.id FROM products p
      ${conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : ''}
      ORDER BY ${listOrder(filters, sort)}
      LIMIT ${params.add(limit)} OFFSET ${params.add(offset)}`,
    values: params.values,
    prepared: true,
  };
}

/** The filters of a list besides the vehicle. */
function otherFilters(filters: ProductFilters): (keyof ProductFilters)[] {
  return (Object.keys(filters) as (keyof ProductFilters)[]).filter(
    (key) => key !== 'fitsVehicle' && Boolean(filters[key]),
  );
}

/** The filters besides the vehicle that read a product's row (brand and model read compatibilities by id). */
function filtersOnRows(filters: ProductFilters): (keyof ProductFilters)[] {
  return otherFilters(filters).filter((key) => key !== 'brandId' && key !== 'modelId');
}

/**
 * Whether a page with a vehicle walks its sort's index (index-only, the vehicle condition a hash
 * filter on its entries): when the index holds every other filter's column too. Only the vehicle;
 * by relevance within a category (idx_products_category_relevance); on sale by discount or price
 * (idx_products_on_sale, idx_products_list_charged_price INCLUDE the prices). Otherwise each entry
 * would be checked on its row: at 200,000 products a price sort within a category read ~118,000 rows
 * to find 12 (0.1-2 s), where fittingPageStatement reads the few thousand that fit.
 */
function walksListIndex(filters: ProductFilters, sort: ProductSort): boolean {
  const rowFilters = filtersOnRows(filters);
  if (rowFilters.length === 0) return true;
  if (sort === 'relevance' && !filters.onSale) return rowFilters.every((key) => key === 'categoryId');
  return ['relevance', 'price-low', 'price-high'].includes(sort) && rowFilters.every((key) => key === 'onSale');
}

/**
 * The products that fit a vehicle among narrower filters, read from what fits rather than from an
 * order index: the universal products that pass the filters (an index-only walk of the category
 * in idx_products_category_relevance, which holds universal_fit, or a bitmap of the filter's
 * rows), and the vehicle's other compatible products (compatibleIds, 500-6,000 at 200,000
 * products), each read once by primary key and checked against the filters. The two parts are
 * disjoint (universal_fit is NOT NULL), so a universal part that is also compatible comes once.
 */
function fittingRows(filters: ProductFilters, vehicle: Vehicle, params: Params, columns: string): string {
  const { fitsVehicle: _vehicle, ...others } = filters;
  const universal = ['p.universal_fit', ...filterConditions(others, params)];
  const compatible = [
    `p.id IN (${compatibleIds(vehicle, params)})`,
    'NOT p.universal_fit',
    ...filterConditions(others, params),
  ];
  return `SELECT ${columns} FROM products p WHERE ${universal.join(' AND ')}
      UNION ALL
      SELECT ${columns} FROM products p WHERE ${compatible.join(' AND ')}`;
}

/**
 * A page of fittingRows() in list order: a top-N sort of the rows that fit. OFFSET 0 keeps the
 * planner from walking an order index instead (it takes half the catalogue to fit).
 */
function fittingPageStatement(
  filters: ProductFilters,
  vehicle: Vehicle,
  sort: ProductSort,
  limit: number,
  offset: number,
): Statement {
  const params = new Params();
  const columns =
    'p.id, p.featured, p.created_at, p.price, p.sale_price, p.rating_average, p.rating_count, p.title_normalized';
  return {
    text: `
      SELECT p.id FROM (${fittingRows(filters, vehicle, params, columns)} OFFSET 0) p
      ORDER BY ${listOrder(filters, sort)}
      LIMIT ${params.add(limit)} OFFSET ${params.add(offset)}`,
    values: params.values,
    prepared: true,
  };
}

/** The home page's featured products (partial index on featured). */
export function featuredStatement(limit: number): Statement {
  return {
    text: `SELECT p.id FROM products p WHERE p.featured ORDER BY p.id LIMIT $1`,
    values: [limit],
    prepared: true,
  };
}

export function listCountStatement(filters: ProductFilters): Statement {
  const params = new Params();
  const { fitsVehicle } = filters;
  if (fitsVehicle && otherFilters(filters).length === 0) {
    // Every fitting id is a product (foreign key): count them without reading products.
    return {
      text: `SELECT count(DISTINCT f.id)::int AS total FROM (${fittingIds(fitsVehicle, params)}) f(id)`,
      values: params.values,
      prepared: true,
    };
  }
  // A subcategory's own index does not hold universal_fit: count what fits rather than read the
  // subcategory's rows (250 -> 25-100 ms at 200,000 products).
  if (fitsVehicle && (filters.subcategoryId || filters.subSubcategoryId)) {
    return {
      text: `SELECT count(*)::int AS total FROM (${fittingRows(filters, fitsVehicle, params, '1')}) f`,
      values: params.values,
      prepared: true,
    };
  }
  // A count walks a category's relevance index (it holds universal_fit), or idx_products_on_sale
  // (which does not). Counts are kept per filter and catalogue version (ProductsService.listPage).
  const conditions = filterConditions(filters, params, { walk: filters.onSale ? 'ids' : 'universal' });
  return {
    text: `SELECT count(*)::int AS total FROM products p ${conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : ''}`,
    values: params.values,
    prepared: true,
  };
}
