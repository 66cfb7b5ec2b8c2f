import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { MIN_SEARCH_LENGTH, MODEL_SEARCH_LIMIT } from './catalog.constants';
import { CatalogCacheService } from './catalog-cache.service';
import { CatalogError, CatalogErrorCode } from './catalog.errors';
import type {
  BrandRefResponse,
  BrandResponse,
  ModelRefResponse,
  ModelResponse,
  PaginationResponse,
  ProductResponse,
  SearchProductResponse,
} from './catalog.responses';
import { BrandProductsQuery, ProductPageQuery } from './dto/product-page.query';
import { ModelSearchQuery } from './dto/model-search.query';
import { ProductsService } from './products.service';

/** Vehicle brands and models, and the products that fit them (through compatibilities). Cached per catalogue version. */
@Injectable()
export class BrandsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly products: ProductsService,
    private readonly cache: CatalogCacheService,
  ) {}

  async list(): Promise<{ success: true; data: BrandResponse[] }> {
    return this.cache.remember(
      'brands',
      {},
      async () => {
        const data: BrandResponse[] = await this.dataSource.query(
          `SELECT b.id, b.name, (SELECT count(*) FROM vehicle_models m WHERE m.brand_id = b.id)::int AS "modelCount"
         FROM brands b ORDER BY b.name, b.id`,
        );
        return { success: true as const, data };
      },
      'search',
    );
  }

  async models(
    brandId: number,
  ): Promise<{ success: true; data: { models: ModelResponse[]; brand: BrandRefResponse } }> {
    return this.cache.remember(
      'models',
      { brandId },
      async () => {
        const brand = await this.findBrandOrFail(brandId);
        const models: ModelResponse[] = await this.dataSource.query(
          `SELECT m.id, m.name,
           (SELECT count(DISTINCT c.product_id) FROM compatibilities c WHERE c.model_id = m.id)::int AS "productCount"
         FROM vehicle_models m WHERE m.brand_id = $1 ORDER BY m.name, m.id`,
          [brandId],
        );
        return { success: true as const, data: { models, brand } };
      },
      'search',
    );
  }

  async brandProducts(
    brandId: number,
    query: BrandProductsQuery,
  ): Promise<{
    success: true;
    data: { products: ProductResponse[]; pagination: PaginationResponse; brand: BrandRefResponse };
  }> {
    const { filters, fitment } = this.products.vehicleFilters({ brandId }, query);
    const key = { filters, fitment, sort: query.sort, page: query.page, limit: query.limit };
    return this.cache.remember('brand-products', key, async () => {
      const brand = await this.findBrandOrFail(brandId);
      const page = await this.products.listPage(filters, query.sort, query.page, query.limit, fitment);
      return { success: true as const, data: { ...page, brand } };
    });
  }

  async modelProducts(
    modelId: number,
    query: ProductPageQuery,
  ): Promise<{
    success: true;
    data: {
      products: ProductResponse[];
      pagination: PaginationResponse;
      brand: BrandRefResponse;
      model: ModelRefResponse;
    };
  }> {
    const { filters, fitment } = this.products.vehicleFilters({ modelId }, query);
    const key = { filters, fitment, sort: query.sort, page: query.page, limit: query.limit };
    return this.cache.remember('model-products', key, async () => {
      const { model, brand } = await this.findModelOrFail(modelId);
      const page = await this.products.listPage(filters, query.sort, query.page, query.limit, fitment);
      return { success: true as const, data: { ...page, brand, model } };
    });
  }

  /** GET /models/{id}/products/search: the search engine restricted to one model, one list. */
  async modelSearch(
    modelId: number,
    query: ModelSearchQuery,
  ): Promise<{
    success: true;
    data: {
      products: SearchProductResponse[];
      searchTerm: string;
      totalResults: number;
      modelInfo: { id: number; name: string; brand: BrandRefResponse };
    };
  }> {
    const term = query.q.trim();
    if (term.length < MIN_SEARCH_LENGTH) throw new CatalogError(CatalogErrorCode.SearchTooShort);
    const { filters, fitment } = this.products.vehicleFilters({ modelId }, query);
    return this.cache.remember('model-search', { filters, fitment, term }, async () => {
      const { model, brand } = await this.findModelOrFail(modelId);
      const result = await this.products.searchPage(term, filters, 'relevance', 1, MODEL_SEARCH_LIMIT, { fitment });
      return {
        success: true as const,
        data: {
          products: result.products,
          searchTerm: term,
          totalResults: result.pagination.total,
          modelInfo: { id: model.id, name: model.name, brand },
        },
      };
    });
  }

  private async findBrandOrFail(id: number): Promise<BrandRefResponse> {
    const [brand]: BrandRefResponse[] = await this.dataSource.query(`SELECT id, name FROM brands WHERE id = $1`, [id]);
    if (!brand) throw new CatalogError(CatalogErrorCode.BrandNotFound);
    return brand;
  }

  private async findModelOrFail(id: number): Promise<{ model: ModelRefResponse; brand: BrandRefResponse }> {
    const [row]: { id: number; name: string; brandId: number; brandName: string }[] = await this.dataSource.query(
      `SELECT m.id, m.name, m.brand_id AS "brandId", b.name AS "brandName"
       FROM vehicle_models m JOIN brands b ON b.id = m.brand_id WHERE m.id = $1`,
      [id],
    );
    if (!row) throw new CatalogError(CatalogErrorCode.ModelNotFound);
    return {
      model: { id: row.id, name: row.name, brandId: row.brandId },
      brand: { id: row.brandId, name: row.brandName },
    };
  }
}
