import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Brackets, DataSource, EntityManager } from 'typeorm';
import { AuditActor, AuditEntityType, AuditKind, AuditService, diffFields } from '../../audit';
import { normalizeCode, normalizeText } from '../catalog-normalize';
import { CatalogError, CatalogErrorCode } from '../catalog.errors';
import type { ProductResponse } from '../catalog.responses';
import { onSaleSql } from '../catalog.sql';
import { Category } from '../category.entity';
import { Product } from '../product.entity';
import { pagination, toProductResponse } from '../product.mapper';
import { ProductsService } from '../products.service';
import { SubSubcategory } from '../sub-subcategory.entity';
import { Subcategory } from '../subcategory.entity';
import { CATALOG_FORM_LIMITS } from './catalog-admin.constants';
import { CatalogAdminError, CatalogAdminErrorCode, fieldRefused } from './catalog-admin.errors';
import type { AdminProductPageResponse, DeletedResponse } from './catalog-admin.responses';
import { lockRowOrFail, runCatalogWrite, type ConstraintErrors } from './catalog-writes';
import { AdminProductsQuery } from './dto/admin-products.query';
import { toPesos } from './dto/form-values';
import { CreateProductDto, UpdateProductDto } from './dto/product-form.dto';
import { parseProductImages } from './image-urls';
import { escapeLike } from '../../../core/database/sql';

interface Placement {
  categoryId: number;
  subcategoryId: number | null;
  subSubcategoryId: number | null;
}

/** Foreign keys a concurrent delete can break between the checks and the write. */
const MISSING_PARENT: ConstraintErrors = {
  fk_products_category_id: CatalogAdminErrorCode.CategoryMissing,
  fk_products_subcategory_id: CatalogAdminErrorCode.SubcategoryMissing,
  fk_products_sub_subcategory_id: CatalogAdminErrorCode.SubSubcategoryMissing,
};

/** The fields the admin form writes: what the audit log compares before and after a product write. */
const AUDITED_PRODUCT_FIELDS = [
  'title',
  'description',
  'sku',
  'price',
  'salePrice',
  'stock',
  'images',
  'categoryId',
  'subcategoryId',
  'subSubcategoryId',
] as const satisfies readonly (keyof Product)[];

const auditedFields = (product: Product): Record<string, unknown> =>
  Object.fromEntries(AUDITED_PRODUCT_FIELDS.map((field) => [field, product[field]]));

/**
 * POST/PUT/DELETE /products and GET /admin/products. Writes go through repository.save(), so the
 * entity keeps its normalised search columns in step and the database triggers refresh the search
 * document and the catalogue version: the storefront finds the product on its next request.
 */
@Injectable()
export class AdminProductsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly products: ProductsService,
    private readonly audit: AuditService,
  ) {}

  /** The dashboard's products tab: newest first, never cached. */
  async list(query: AdminProductsQuery): Promise<AdminProductPageResponse> {
    const builder = this.dataSource
      .getRepository(Product)
      .createQueryBuilder('product')
      .leftJoinAndSelect('product.category', 'category')
      .leftJoinAndSelect('product.subcategory', 'subcategory')
      .leftJoinAndSelect('product.subSubcategory', 'subSubcategory')
      .orderBy('product.id', 'DESC')
      .offset((query.page - 1) * query.limit)
      .limit(query.limit);
    if (query.categoryId) builder.andWhere('product.categoryId = :categoryId', { categoryId: query.categoryId });
    if (query.subcategoryId) {
      builder.andWhere('product.subcategoryId = :subcategoryId', { subcategoryId: query.subcategoryId });
    }
    if (query.subSubcategoryId) {
      builder.andWhere('product.subSubcategoryId = :subSubcategoryId', { subSubcategoryId: query.subSubcategoryId });
    }
    if (query.onSale === 'true') builder.andWhere(onSaleSql('product'));
    const text = normalizeText(query.search);
    const code = normalizeCode(query.search);
    if (text || code) {
      builder.andWhere(
        new Brackets((match) => {
          match.where('product.titleNormalized LIKE :text', { text: `%${escapeLike(text)}%` });
          if (code) {
            match
              .orWhere('product.skuNormalized LIKE :code', { code: `%${escapeLike(code)}%` })
              .orWhere('product.oemNormalized LIKE :code');
          }
        }),
      );
    }
    const [rows, total] = await builder.getManyAndCount();
    return {
      success: true,
      products: rows.map((product) => toProductResponse(product, [], { storedSalePrice: true })),
      pagination: pagination(total, query.page, query.limit),
    };
  }

  async create(dto: CreateProductDto, actor: AuditActor): Promise<ProductResponse> {
    const categoryId = dto.categoryId;
    if (!categoryId) throw new CatalogAdminError(CatalogAdminErrorCode.CategoryRequired);
    const images = parseProductImages(dto.images ?? '');
    const id = await this.write(async (manager) => {
      const placement = await this.placement(manager, {
        categoryId,
        subcategoryId: dto.subcategoryId ?? null,
        subSubcategoryId: dto.subSubcategoryId ?? null,
      });
      const repository = manager.getRepository(Product);
      const product = await repository.save(
        repository.create({
          title: dto.title,
          description: dto.description,
          sku: dto.sku,
          price: toPesos(dto.price),
          salePrice: dto.salePrice == null ? null : toPesos(dto.salePrice),
          stock: dto.stock ?? 0,
          images,
          ...placement,
        }),
      );
      await this.audit.record(manager, actor, {
        kind: AuditKind.PRODUCT_CREATED,
        entityType: AuditEntityType.PRODUCT,
        entityId: product.id,
        entityLabel: product.title,
        changes: diffFields(null, auditedFields(product), AUDITED_PRODUCT_FIELDS),
      });
      return product.id;
    });
    return this.products.findOne(id);
  }

  /** The fields given replace the stored ones. */
  async update(id: number, dto: UpdateProductDto, actor: AuditActor): Promise<ProductResponse> {
    if (dto.categoryId === null) throw new CatalogAdminError(CatalogAdminErrorCode.CategoryRequired);
    const images = dto.images === undefined ? undefined : parseProductImages(dto.images ?? '');
    await this.write(async (manager) => {
      const product = await lockProduct(manager, id);
      const before = auditedFields(product);
      // Longer imported values may come back unchanged; a new value must fit the form's limits.
      if (dto.title !== undefined && dto.title !== product.title && dto.title.length > CATALOG_FORM_LIMITS.title) {
        throw new CatalogAdminError(CatalogAdminErrorCode.TitleTooLong);
      }
      if (dto.sku !== undefined && dto.sku !== product.sku && dto.sku.length > CATALOG_FORM_LIMITS.sku) {
        throw new CatalogAdminError(CatalogAdminErrorCode.SkuTooLong);
      }
      if (dto.categoryId !== undefined || dto.subcategoryId !== undefined || dto.subSubcategoryId !== undefined) {
        Object.assign(product, await this.placement(manager, this.placementAfter(product, dto)));
      }
      if (dto.title !== undefined) product.title = dto.title;
      if (dto.description !== undefined) product.description = dto.description;
      if (dto.sku !== undefined) product.sku = dto.sku;
      if (dto.price !== undefined) product.price = toPesos(dto.price);
      if (dto.salePrice !== undefined) product.salePrice = dto.salePrice === null ? null : toPesos(dto.salePrice);
      // Also when only the price comes down to (or under) the sale price: the owner decides whether
      // the sale ends (clear it) or goes on (a lower sale price), nothing is dropped behind their back.
      // A stale sale price left untouched by this change (from the import) is not the form's fault.
      if ((dto.price !== undefined || dto.salePrice !== undefined) && product.salePrice !== null) {
        if (product.salePrice >= product.price) throw fieldRefused(CatalogAdminErrorCode.SalePriceNotBelowPrice);
      }
      if (dto.stock !== undefined) product.stock = dto.stock;
      if (images) product.images = images;
      await manager.getRepository(Product).save(product);
      const changes = diffFields(before, auditedFields(product), AUDITED_PRODUCT_FIELDS);
      await this.audit.recordChanges(manager, actor, {
        kind: AuditKind.PRODUCT_UPDATED,
        entityType: AuditEntityType.PRODUCT,
        entityId: id,
        entityLabel: product.title,
        changes,
      });
    });
    return this.products.findOne(id);
  }

  /** Past orders keep their lines (title, SKU and price are copied; the product reference becomes NULL). */
  async remove(id: number, actor: AuditActor): Promise<DeletedResponse> {
    await this.write(async (manager) => {
      const product = await lockProduct(manager, id);
      const result = await manager.delete(Product, id);
      if (!result.affected) throw new CatalogError(CatalogErrorCode.ProductNotFound);
      await this.audit.record(manager, actor, {
        kind: AuditKind.PRODUCT_DELETED,
        entityType: AuditEntityType.PRODUCT,
        entityId: id,
        entityLabel: product.title,
        changes: diffFields(auditedFields(product), null, AUDITED_PRODUCT_FIELDS),
      });
    });
    return { success: true };
  }

  /**
   * Where the product ends up when some of its category fields change: a new category clears the
   * subcategory and sub-subcategory not given with it, a new subcategory the sub-subcategory.
   */
  private placementAfter(product: Product, dto: UpdateProductDto): Placement {
    const categoryId = dto.categoryId ?? product.categoryId;
    if (!categoryId) throw new CatalogAdminError(CatalogAdminErrorCode.CategoryRequired);
    const categoryKept = categoryId === product.categoryId;
    const subcategoryId =
      dto.subcategoryId !== undefined ? dto.subcategoryId : categoryKept ? product.subcategoryId : null;
    const subcategoryKept = categoryKept && subcategoryId === product.subcategoryId;
    const subSubcategoryId =
      dto.subSubcategoryId !== undefined ? dto.subSubcategoryId : subcategoryKept ? product.subSubcategoryId : null;
    return { categoryId, subcategoryId, subSubcategoryId };
  }

  /**
   * Checks that the category exists and that the subcategory and sub-subcategory belong to it;
   * a sub-subcategory given alone brings its subcategory along.
   */
  private async placement(manager: EntityManager, wanted: Placement): Promise<Placement> {
    const category = await manager.existsBy(Category, { id: wanted.categoryId });
    if (!category) throw new CatalogAdminError(CatalogAdminErrorCode.CategoryMissing);
    if (wanted.subcategoryId) {
      const subcategory = await manager.findOneBy(Subcategory, { id: wanted.subcategoryId });
      if (!subcategory) throw new CatalogAdminError(CatalogAdminErrorCode.SubcategoryMissing);
      if (subcategory.categoryId !== wanted.categoryId) {
        throw new CatalogAdminError(CatalogAdminErrorCode.SubcategoryOutsideCategory);
      }
    }
    if (!wanted.subSubcategoryId) return { ...wanted, subSubcategoryId: null };
    const subSubcategory = await manager.findOneBy(SubSubcategory, { id: wanted.subSubcategoryId });
    if (!subSubcategory) throw new CatalogAdminError(CatalogAdminErrorCode.SubSubcategoryMissing);
    const subcategoryId = wanted.subcategoryId ?? subSubcategory.subcategoryId;
    if (subSubcategory.categoryId !== wanted.categoryId || subSubcategory.subcategoryId !== subcategoryId) {
      throw new CatalogAdminError(CatalogAdminErrorCode.SubSubcategoryOutsideParent);
    }
    return { ...wanted, subcategoryId };
  }

  private write<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return runCatalogWrite(this.dataSource, this.products, work, MISSING_PARENT);
  }
}

/** The product under a row lock until the transaction ends; 404 'Producto no encontrado' when it does not exist. */
function lockProduct(manager: EntityManager, id: number): Promise<Product> {
  return lockRowOrFail(manager, Product, id, () => new CatalogError(CatalogErrorCode.ProductNotFound));
}
