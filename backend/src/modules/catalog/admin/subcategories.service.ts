import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AuditActor, AuditEntityType, AuditKind, AuditService } from '../../audit';
import { Product } from '../product.entity';
import { ProductsService } from '../products.service';
import { SubSubcategory } from '../sub-subcategory.entity';
import { Subcategory } from '../subcategory.entity';
import { CatalogAdminError, CatalogAdminErrorCode, stillHasProducts } from './catalog-admin.errors';
import type { DeletedResponse, SubcategoryDetailResponse } from './catalog-admin.responses';
import { insertedId, SAME_NAME_SQL } from './catalog-writes';
import { CreateSubcategoryDto, SubcategoriesQuery, UpdateSubcategoryDto } from './dto/category-form.dto';
import { toSubSubcategoryResponse } from './sub-subcategories.service';
import { type TaxonomyLevel, TaxonomyWriter } from './taxonomy-writer';

/** A subcategory's writes: its row, its constraints, and its audit entries (the log compares name and category). */
const SUBCATEGORY_LEVEL: TaxonomyLevel<Subcategory, 'name' | 'categoryId'> = {
  entity: Subcategory,
  notFound: () => new CatalogAdminError(CatalogAdminErrorCode.SubcategoryNotFound),
  constraintErrors: { fk_subcategories_category_id: CatalogAdminErrorCode.CategoryMissing },
  audit: {
    entityType: AuditEntityType.SUBCATEGORY,
    kinds: [AuditKind.SUBCATEGORY_CREATED, AuditKind.SUBCATEGORY_UPDATED, AuditKind.SUBCATEGORY_DELETED],
    fields: ['name', 'categoryId'],
  },
};

/** GET (public) and POST/PUT/DELETE (admin) /subcategories. */
@Injectable()
export class SubcategoriesService {
  private readonly writer: TaxonomyWriter<Subcategory, 'name' | 'categoryId'>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    products: ProductsService,
    audit: AuditService,
  ) {
    this.writer = new TaxonomyWriter(dataSource, products, audit, SUBCATEGORY_LEVEL);
  }

  async list(query: SubcategoriesQuery): Promise<SubcategoryDetailResponse[]> {
    const builder = this.treeQuery(this.dataSource.manager);
    if (query.categoryId) builder.where('subcategory.categoryId = :categoryId', { categoryId: query.categoryId });
    return (await builder.getMany()).map((subcategory) => this.toResponse(subcategory));
  }

  async findOne(id: number): Promise<SubcategoryDetailResponse> {
    const subcategory = await this.treeQuery(this.dataSource.manager).where('subcategory.id = :id', { id }).getOne();
    if (!subcategory) throw new CatalogAdminError(CatalogAdminErrorCode.SubcategoryNotFound);
    return this.toResponse(subcategory);
  }

  async create(dto: CreateSubcategoryDto, actor: AuditActor): Promise<SubcategoryDetailResponse> {
    const categoryId = dto.categoryId;
    if (!categoryId) throw new CatalogAdminError(CatalogAdminErrorCode.CategoryRequired);
    const id = await this.writer.run(async (manager) => {
      await this.lockCategory(manager, categoryId);
      await this.assertNameFree(manager, categoryId, dto.name);
      const created = insertedId(await manager.insert(Subcategory, { name: dto.name, categoryId }));
      await this.writer.created(manager, actor, created, dto.name, { name: dto.name, categoryId });
      return created;
    });
    return this.findOne(id);
  }

  /**
   * Renames it and/or moves it to another category; moving takes its sub-subcategories and
   * products along, so they stay consistent (a product's category is its subcategory's).
   */
  async update(id: number, dto: UpdateSubcategoryDto, actor: AuditActor): Promise<SubcategoryDetailResponse> {
    if (dto.categoryId === null) throw new CatalogAdminError(CatalogAdminErrorCode.CategoryRequired);
    await this.writer.run(async (manager) => {
      const subcategory = await this.writer.lockOrFail(manager, id);
      const categoryId = dto.categoryId ?? subcategory.categoryId;
      const name = dto.name ?? subcategory.name;
      await this.lockCategory(manager, categoryId);
      await this.assertNameFree(manager, categoryId, name, id);
      await manager.update(Subcategory, id, { name, categoryId });
      await this.writer.updated(manager, actor, id, name, subcategory, { name, categoryId });
      if (categoryId !== subcategory.categoryId) {
        await manager.update(SubSubcategory, { subcategoryId: id }, { categoryId });
        await manager.update(Product, { subcategoryId: id }, { categoryId });
      }
    });
    return this.findOne(id);
  }

  /** 409 while products use it or its sub-subcategories; otherwise its sub-subcategories go with it. */
  async remove(id: number, actor: AuditActor): Promise<DeletedResponse> {
    await this.writer.run(async (manager) => {
      const subcategory = await this.writer.lockOrFail(manager, id);
      const [{ count }] = (await manager.query(
        `SELECT count(*)::int AS count FROM products
         WHERE subcategory_id = $1
            OR sub_subcategory_id IN (SELECT id FROM sub_subcategories WHERE subcategory_id = $1)`,
        [id],
      )) as { count: number }[];
      if (count > 0) throw stillHasProducts('subcategory', count);
      await manager.delete(SubSubcategory, { subcategoryId: id });
      await manager.delete(Subcategory, id);
      await this.writer.deleted(manager, actor, id, subcategory);
    });
    return { success: true };
  }

  /**
   * 400 'La categoría no existe' unless it exists; otherwise holds it until commit, so two writers
   * checking names in the same category take turns (NO KEY: its other children are not blocked).
   */
  private async lockCategory(manager: EntityManager, categoryId: number): Promise<void> {
    const rows: unknown[] = await manager.query(`SELECT 1 FROM categories WHERE id = $1 FOR NO KEY UPDATE`, [
      categoryId,
    ]);
    if (rows.length === 0) throw new CatalogAdminError(CatalogAdminErrorCode.CategoryMissing);
  }

  private async assertNameFree(manager: EntityManager, categoryId: number, name: string, exceptId = 0) {
    const rows: unknown[] = await manager.query(
      `SELECT 1 FROM subcategories WHERE category_id = $1 AND id <> $3 AND ${SAME_NAME_SQL('name', '$2')}`,
      [categoryId, name, exceptId],
    );
    if (rows.length > 0) throw new CatalogAdminError(CatalogAdminErrorCode.SubcategoryNameTaken);
  }

  private treeQuery(manager: EntityManager) {
    return manager
      .createQueryBuilder(Subcategory, 'subcategory')
      .leftJoinAndSelect('subcategory.subSubcategories', 'subSubcategory')
      .orderBy('subcategory.name')
      .addOrderBy('subcategory.id')
      .addOrderBy('subSubcategory.name')
      .addOrderBy('subSubcategory.id');
  }

  private toResponse(subcategory: Subcategory): SubcategoryDetailResponse {
    return {
      id: subcategory.id,
      nombre: subcategory.name,
      categoriaId: subcategory.categoryId,
      subSubcategorias: subcategory.subSubcategories.map(toSubSubcategoryResponse),
      fechaCreacion: subcategory.createdAt.toISOString(),
      fechaActualizacion: subcategory.updatedAt.toISOString(),
    };
  }
}
