import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { DomainError } from '../../core/errors/domain-error';
import {
  FEATURED_PRODUCTS_LIMIT,
  MIN_SEARCH_LENGTH,
  type ProductSort,
  SEARCH_CANDIDATE_LIMIT,
} from './catalog.constants';
import { CatalogCacheService } from './catalog-cache.service';
import { CatalogSqlRunner } from './catalog-sql.runner';
import { CatalogError, CatalogErrorCode } from './catalog.errors';
import type {
  PaginationResponse,
  ProductResponse,
  ProductSearchResponse,
  SearchProductResponse,
  SuggestionResponse,
} from './catalog.responses';
import {
  featuredStatement,
  listCountStatement,
  listPageStatement,
  type ProductFilters,
  type Statement,
  type Vehicle,
} from './catalog.sql';
import { ListProductsQuery } from './dto/list-products.query';
import { SearchProductsQuery } from './dto/product-page.query';
import { SuggestionsQuery } from './dto/suggestions.query';
import type { VehicleFitQuery } from './dto/vehicle-fit.query';
import { productDetailStatement, productRowsStatement } from './product-rows.sql';
import { ProductSearchService, type SearchHit } from './product-search.service';
import { salePricing } from './sale-price';
import { parseSearchQuery } from './search-query';
import { vehicleSelection } from './vehicle-fit';
import { pagination, type ProductRow, toProductResponse, toRecord } from './product.mapper';

export interface ProductPage {
  products: ProductResponse[];
  pagination: PaginationResponse;
}

/** A product's rating: the average (2 decimals, as PostgreSQL's numeric text or a number) and count of its visible reviews. */
export interface ProductRating {
  average: string | number;
  count: number;
}

@Injectable()
export class ProductsService {
  private readonly logger = new Logger(ProductsService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly sql: CatalogSqlRunner,
    private readonly engine: ProductSearchService,
    private readonly cache: CatalogCacheService,
  ) {}

  private run<T>(statement: Statement): Promise<T[]> {
    return this.sql.rows<T>(statement);
  }

  /** GET /products/featured: with a vehicle each product says how it fits it (the selection stays the same). */
  async featured(query: VehicleFitQuery = {}): Promise<ProductResponse[]> {
    const { fitment } = vehicleSelection(query);
    return this.cache.remember('featured', { fitment }, async () => {
      const ids = await this.run<{ id: number }>(featuredStatement(FEATURED_PRODUCTS_LIMIT));
      return (
        await this.rowsInOrder(
          ids.map((row) => row.id),
          { fitment },
        )
      ).map((row) => toProductResponse(toRecord(row)));
    });
  }

  /** Product rows for these ids, in the same order (ids that vanished meanwhile are skipped). */
  private async rowsInOrder(
    ids: number[],
    options: { vehicle?: boolean; fitment?: Vehicle } = {},
  ): Promise<ProductRow[]> {
    if (ids.length === 0) return [];
    const rows = await this.run<ProductRow>(productRowsStatement(ids, options));
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id)).filter((row): row is ProductRow => row !== undefined);
  }

  /**
   * The vehicle of a product call (400 'Vehículo inválido' when half or malformed), and the
   * filters with "only what fits it" added when asked for.
   */
  vehicleFilters(
    filters: ProductFilters,
    query: VehicleFitQuery,
  ): { filters: ProductFilters; fitment: Vehicle | undefined } {
    const { fitment, onlyFitting } = vehicleSelection(query);
    return { filters: onlyFitting ? { ...filters, fitsVehicle: fitment } : filters, fitment };
  }

  /** GET /products: the catalogue page; with `search`, the search engine's results. */
  async list(query: ListProductsQuery): Promise<ProductPage> {
    const { filters, fitment } = this.vehicleFilters(
      {
        categoryId: query.categoryId,
        subcategoryId: query.subcategoryId,
        subSubcategoryId: query.subSubcategoryId,
        ...(query.onSale === 'true' ? { onSale: true } : {}),
      },
      query,
    );
    const search = query.search?.trim();
    if (search) {
      const result = await this.searchPage(search, filters, query.sort, query.page, query.limit, { fitment });
      return { products: result.products, pagination: result.pagination };
    }
    return this.listPage(filters, query.sort, query.page, query.limit, fitment);
  }

  /**
   * A page of products matching the filters (no query), with the total. Brands and models use it
   * too. With `fitment`, each product says how it fits that vehicle (the ids and the total do not
   * depend on it, only on the filters).
   */
  async listPage(
    filters: ProductFilters,
    sort: ProductSort,
    page: number,
    limit: number,
    fitment?: Vehicle,
  ): Promise<ProductPage> {
    const key = { filters, sort, page, limit };
    return this.cache.remember('page', { ...key, fitment }, async () => {
      // Which products, and how many: kept while only stock or descriptions change. The rows are
      // read as soon as the ids are known, while the total (the slower statement) may still be counting.
      const [rows, total] = await Promise.all([
        this.cache
          .remember(
            'page-ids',
            key,
            async () =>
              (await this.run<{ id: number }>(listPageStatement(filters, sort, limit, (page - 1) * limit))).map(
                (row) => row.id,
              ),
            'search',
          )
          .then((ids) => this.rowsInOrder(ids, { fitment })),
        // Counting 200,000 rows costs milliseconds: one count per filter and catalogue version.
        this.cache.remember(
          'count',
          filters,
          async () => (await this.run<{ total: number }>(listCountStatement(filters)))[0].total,
          'search',
        ),
      ]);
      return {
        products: rows.map((row) => toProductResponse(toRecord(row))),
        pagination: pagination(total, page, limit),
      };
    });
  }

  /** A page of search results (products carry marca, modelo and relevanceScore). */
  async searchPage(
    search: string,
    filters: ProductFilters,
    sort: ProductSort,
    page: number,
    limit: number,
    { similar = false, fitment }: { similar?: boolean; fitment?: Vehicle } = {},
  ): Promise<{
    products: SearchProductResponse[];
    pagination: PaginationResponse;
    similar: SearchProductResponse[];
    correctedText: string | null;
  }> {
    const parsed = parseSearchQuery(search);
    const key = { text: parsed.text, code: parsed.code, filters, sort, page, limit, similar };
    return this.cache.remember('search-page', { ...key, fitment }, async () => {
      // The hits survive stock changes; the rows are read again.
      const result = await this.cache.remember(
        'search',
        key,
        () => this.engine.search(search, filters, sort, limit, (page - 1) * limit, { similar }),
        'search',
      );
      const [products, similarProducts] = await Promise.all([
        this.searchProducts(result.hits, fitment),
        this.searchProducts(result.similar, fitment),
      ]);
      return {
        products,
        pagination: {
          ...pagination(result.total, page, limit),
          ...(result.total >= SEARCH_CANDIDATE_LIMIT ? { totalCapped: true as const } : {}),
        },
        similar: similarProducts,
        correctedText: result.correctedText,
      };
    });
  }

  /** GET /products/search. */
  async search(query: SearchProductsQuery): Promise<ProductSearchResponse> {
    const term = query.q.trim();
    if (term.length < MIN_SEARCH_LENGTH) throw new CatalogError(CatalogErrorCode.SearchTooShort);
    const { filters, fitment } = this.vehicleFilters({}, query);
    try {
      const result = await this.searchPage(term, filters, query.sort, query.page, query.limit, {
        similar: true,
        fitment,
      });
      const found = result.pagination.total;
      const suggestions = result.similar;
      const searched = result.correctedText ?? term;
      const message =
        found === 0
          ? suggestions.length > 0
            ? `No se encontraron productos para "${term}". Te mostramos productos similares.`
            : `No se encontraron productos para "${term}".`
          : found >= SEARCH_CANDIDATE_LIMIT
            ? `Se encontraron ${found} productos o más para "${searched}"`
            : `${found === 1 ? 'Se encontró 1 producto' : `Se encontraron ${found} productos`} para "${searched}"`;
      return {
        success: true,
        message,
        data: {
          products: result.products,
          suggestions,
          pagination: result.pagination,
          message,
          searchTerm: term,
          correctedSearchTerm: result.correctedText,
        },
      };
    } catch (error) {
      if (error instanceof DomainError) throw error;
      this.logger.error({ err: error, q: term }, 'Búsqueda fallida');
      throw new CatalogError(CatalogErrorCode.SearchFailed);
    }
  }

  /** GET /products/suggestions: a bare array; fewer than 2 characters → []. price is the price charged. */
  async suggestions(query: SuggestionsQuery): Promise<SuggestionResponse[]> {
    const selection = vehicleSelection(query);
    const term = query.q.trim();
    if (term.length < MIN_SEARCH_LENGTH) return [];
    const rows = await this.engine.suggestions(term, query.limit, selection);
    return rows.map(({ vehicleFit, price, salePrice, matchType, ...row }) => {
      const pricing = salePricing(price, salePrice);
      const suggestion: SuggestionResponse = {
        ...row,
        price: pricing.charged,
        originalPrice: pricing.listPrice,
        discount: pricing.discount,
        matchType,
      };
      return vehicleFit ? { ...suggestion, compatibilidadVehiculo: vehicleFit } : suggestion;
    });
  }

  /** GET /products/{id}: with its compatibilities and equivalent numbers; with a vehicle, how it fits it. */
  async findOne(id: number, query: VehicleFitQuery = {}): Promise<ProductResponse> {
    const { fitment } = vehicleSelection(query);
    const product = await this.cache.remember('detail', { id, fitment }, async () => {
      const [row] = await this.run<ProductRow>(productDetailStatement(id, fitment));
      if (!row) return null;
      const response = toProductResponse(
        toRecord(row),
        (row.compatibilities ?? []).map((compatibility) => ({
          marca: compatibility.brand,
          modelo: compatibility.model,
          anos:
            compatibility.yearFrom === compatibility.yearTo
              ? String(compatibility.yearFrom)
              : `${compatibility.yearFrom}-${compatibility.yearTo}`,
          productId: id,
          productos: [id],
          ...(compatibility.matches === undefined ? {} : { coincide: compatibility.matches }),
        })),
      );
      response.equivalencias = (row.crossReferences ?? []).map((reference) => ({
        codigo: reference.code,
        tipo: reference.kind,
        marca: reference.brand,
      }));
      return response;
    });
    if (!product) throw new CatalogError(CatalogErrorCode.ProductNotFound);
    return product;
  }

  /** After committing a catalogue write (a review's rating): this instance's next read sees it. */
  catalogChanged(): void {
    this.cache.changed();
  }

  /** 404 'Producto no encontrado' unless the product exists. */
  async assertExists(id: number): Promise<void> {
    const rows: unknown[] = await this.dataSource.query(`SELECT 1 FROM products WHERE id = $1`, [id]);
    if (rows.length === 0) throw new CatalogError(CatalogErrorCode.ProductNotFound);
  }

  /**
   * Locks a product row until the caller's transaction ends (404 when it does not exist), so
   * writers that recompute something of the product from other tables take turns. NO KEY: rows
   * that merely reference the product (order items, other reviews' FKs) are not blocked.
   */
  async lockProduct(manager: EntityManager, id: number): Promise<void> {
    const rows: unknown[] = await manager.query(`SELECT 1 FROM products WHERE id = $1 FOR NO KEY UPDATE`, [id]);
    if (rows.length === 0) throw new CatalogError(CatalogErrorCode.ProductNotFound);
  }

  /**
   * Sets a product's rating (the average and count of its visible reviews, which the reviews module
   * computes) inside the caller's transaction, after lockProduct.
   */
  async setRating(manager: EntityManager, productId: number, rating: ProductRating): Promise<void> {
    await manager.query(
      `UPDATE products SET rating_average = $2, rating_count = $3, updated_at = now() WHERE id = $1`,
      [productId, rating.average, rating.count],
    );
  }

  private async searchProducts(hits: SearchHit[], fitment?: Vehicle): Promise<SearchProductResponse[]> {
    const rows = await this.rowsInOrder(
      hits.map((hit) => hit.id),
      { vehicle: true, fitment },
    );
    const scores = new Map(hits.map((hit) => [hit.id, hit.score]));
    return rows.map((row) => ({
      ...toProductResponse(toRecord(row)),
      marca: row.brandId ? { id: row.brandId, nombre: row.brandName ?? '' } : null,
      modelo: row.modelId ? { id: row.modelId, nombre: row.modelName ?? '', marcaId: row.brandId ?? 0 } : null,
      relevanceScore: scores.get(row.id) ?? 0,
    }));
  }
}
