import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, FindOptionsWhere } from 'typeorm';
import { AuditActor, AuditEntityType, AuditKind, AuditService } from '../../audit';
import { Product } from '../product.entity';
import { ProductsService } from '../products.service';
import { SubSubcategory } from '../sub-subcategory.entity';
import { Subcategory } from '../subcategory.entity';
import { CatalogAdminError, CatalogAdminErrorCode, stillHasProducts } from './catalog-admin.errors';
import type { DeletedResponse, SubSubcategoryDetailResponse } from './catalog-admin.responses';
import { insertedId, SAME_NAME_SQL } from './catalog-writes';
import { CreateSubSubcategoryDto, SubSubcategoriesQuery, UpdateSubSubcategoryDto } from './dto/category-form.dto';
import { type TaxonomyLevel, TaxonomyWriter } from './taxonomy-writer';

export function toSubSubcategoryResponse(entity: SubSubcategory): SubSubcategoryDetailResponse {
  return {
    id: entity.id,
    nombre: entity.name,
    categoriaId: entity.categoryId,
    subcategoriaId: entity.subcategoryId,
    fechaCreacion: entity.createdAt.toISOString(),
    fechaActualizacion: entity.updatedAt.toISOString(),
  };
}

/** A sub-subcategory's writes: its row, its constraints, and its audit entries (the log compares name, subcategory and category). */
const SUBSUBCATEGORY_LEVEL: TaxonomyLevel<SubSubcategory, 'name' | 'subcategoryId' | 'categoryId'> = {
  entity: SubSubcategory,
  notFound: () => new CatalogAdminError(CatalogAdminErrorCode.SubSubcategoryNotFound),
  constraintErrors: { fk_sub_subcategories_subcategory_id: CatalogAdminErrorCode.SubcategoryMissing },
  audit: {
    entityType: AuditEntityType.SUBSUBCATEGORY,
    kinds: [AuditKind.SUBSUBCATEGORY_CREATED, AuditKind.SUBSUBCATEGORY_UPDATED, AuditKind.SUBSUBCATEGORY_DELETED],
    fields: ['name', 'subcategoryId', 'categoryId'],
  },
};

/** GET (public) and POST/PUT/DELETE (admin) /subsubcategories. The category is always the subcategory's. */
@Injectable()
export class SubSubcategoriesService {
  private readonly writer: TaxonomyWriter<SubSubcategory, 'name' | 'subcategoryId' | 'categoryId'>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    products: ProductsService,
    audit: AuditService,
  ) {
    this.writer = new TaxonomyWriter(dataSource, products, audit, SUBSUBCATEGORY_LEVEL);
  }

  async list(query: SubSubcategoriesQuery): Promise<SubSubcategoryDetailResponse[]> {
    const where: FindOptionsWhere<SubSubcategory> = {};
    if (query.subcategoryId) where.subcategoryId = query.subcategoryId;
    if (query.categoryId) where.categoryId = query.categoryId;
    const rows = await this.dataSource.getRepository(SubSubcategory).find({ where, order: { name: 'ASC', id: 'ASC' } });
    return rows.map(toSubSubcategoryResponse);
  }

  async findOne(id: number): Promise<SubSubcategoryDetailResponse> {
    const entity = await this.dataSource.getRepository(SubSubcategory).findOneBy({ id });
    if (!entity) throw new CatalogAdminError(CatalogAdminErrorCode.SubSubcategoryNotFound);
    return toSubSubcategoryResponse(entity);
  }

  async create(dto: CreateSubSubcategoryDto, actor: AuditActor): Promise<SubSubcategoryDetailResponse> {
    const subcategoryId = dto.subcategoryId;
    if (!subcategoryId) throw new CatalogAdminError(CatalogAdminErrorCode.SubcategoryRequired);
    const id = await this.writer.run(async (manager) => {
      const subcategory = await this.lockSubcategory(manager, subcategoryId);
      await this.assertNameFree(manager, subcategory, dto.name);
      const values = { name: dto.name, categoryId: subcategory.categoryId, subcategoryId };
      const created = insertedId(await manager.insert(SubSubcategory, values));
      await this.writer.created(manager, actor, created, dto.name, values);
      return created;
    });
    return this.findOne(id);
  }

  /** Renames it and/or moves it under another subcategory; its products move along. */
  async update(id: number, dto: UpdateSubSubcategoryDto, actor: AuditActor): Promise<SubSubcategoryDetailResponse> {
    if (dto.subcategoryId === null) throw new CatalogAdminError(CatalogAdminErrorCode.SubcategoryRequired);
    await this.writer.run(async (manager) => {
      const entity = await this.writer.lockOrFail(manager, id);
      const name = dto.name ?? entity.name;
      const subcategoryId = dto.subcategoryId ?? entity.subcategoryId;
      // Imported rows may sit directly under their category, without a subcategory.
      const parent = subcategoryId
        ? await this.lockSubcategory(manager, subcategoryId)
        : { id: null, categoryId: entity.categoryId };
      await this.assertNameFree(manager, parent, name, id);
      const values = { name, subcategoryId: parent.id, categoryId: parent.categoryId };
      await manager.update(SubSubcategory, id, values);
      await this.writer.updated(manager, actor, id, name, entity, values);
      if (parent.id !== entity.subcategoryId || parent.categoryId !== entity.categoryId) {
        await manager.update(
          Product,
          { subSubcategoryId: id },
          { categoryId: parent.categoryId, subcategoryId: parent.id },
        );
      }
    });
    return this.findOne(id);
  }

  /** 409 while products use it. */
  async remove(id: number, actor: AuditActor): Promise<DeletedResponse> {
    await this.writer.run(async (manager) => {
      const entity = await this.writer.lockOrFail(manager, id);
      const count = await manager.countBy(Product, { subSubcategoryId: id });
      if (count > 0) throw stillHasProducts('subSubcategory', count);
      await manager.delete(SubSubcategory, id);
      await this.writer.deleted(manager, actor, id, entity);
    });
    return { success: true };
  }

  /** 400 'La subcategoría no existe' unless it exists; held until commit so name checks take turns. */
  private async lockSubcategory(manager: EntityManager, id: number): Promise<Pick<Subcategory, 'id' | 'categoryId'>> {
    const subcategory = await manager.findOne(Subcategory, {
      select: { id: true, categoryId: true },
      where: { id },
      // NO KEY: products and sub-subcategories may still be filed under it meanwhile.
      lock: { mode: 'for_no_key_update' },
    });
    if (!subcategory) throw new CatalogAdminError(CatalogAdminErrorCode.SubcategoryMissing);
    return subcategory;
  }

  private async assertNameFree(
    manager: EntityManager,
    parent: { id: number | null; categoryId: number },
    name: string,
    exceptId = 0,
  ): Promise<void> {
    const rows: unknown[] = await manager.query(
      `SELECT 1 FROM sub_subcategories
       WHERE category_id = $1 AND subcategory_id IS NOT DISTINCT FROM $2 AND id <> $4
         AND ${SAME_NAME_SQL('name', '$3')}`,
      [parent.categoryId, parent.id, name, exceptId],
    );
    if (rows.length > 0) throw new CatalogAdminError(CatalogAdminErrorCode.SubSubcategoryNameTaken);
  }
}
