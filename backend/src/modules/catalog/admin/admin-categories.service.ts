import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { isForeignKeyViolation } from '../../../core/database/database-errors';
import { AuditActor, AuditEntityType, AuditKind, AuditService } from '../../audit';
import { UploadsService, type UploadedFilePart } from '../../uploads';
import { CategoriesService } from '../categories.service';
import { CatalogError, CatalogErrorCode } from '../catalog.errors';
import type { CategoryResponse } from '../catalog.responses';
import { Category } from '../category.entity';
import { Product } from '../product.entity';
import { ProductsService } from '../products.service';
import { CatalogAdminError, CatalogAdminErrorCode, stillHasProducts } from './catalog-admin.errors';
import type { DeletedResponse } from './catalog-admin.responses';
import { insertedId } from './catalog-writes';
import { CreateCategoryDto, UpdateCategoryDto } from './dto/category-form.dto';
import { isImageUrl } from './image-urls';
import { type TaxonomyLevel, TaxonomyWriter } from './taxonomy-writer';

/** A category's writes: its row, its constraints, and its audit entries (the log compares name and image). */
const CATEGORY_LEVEL: TaxonomyLevel<Category, 'name' | 'image'> = {
  entity: Category,
  notFound: () => new CatalogError(CatalogErrorCode.CategoryNotFound),
  constraintErrors: { uq_categories_name_lower: CatalogAdminErrorCode.CategoryNameTaken },
  audit: {
    entityType: AuditEntityType.CATEGORY,
    kinds: [AuditKind.CATEGORY_CREATED, AuditKind.CATEGORY_UPDATED, AuditKind.CATEGORY_DELETED],
    fields: ['name', 'image'],
  },
};

/** POST/PUT/DELETE /categories. Reads stay in CategoriesService (the storefront's). */
@Injectable()
export class AdminCategoriesService {
  private readonly logger = new Logger(AdminCategoriesService.name);
  private readonly writer: TaxonomyWriter<Category, 'name' | 'image'>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly categories: CategoriesService,
    products: ProductsService,
    private readonly uploads: UploadsService,
    audit: AuditService,
  ) {
    this.writer = new TaxonomyWriter(dataSource, products, audit, CATEGORY_LEVEL);
  }

  async create(dto: CreateCategoryDto, actor: AuditActor, file?: UploadedFilePart): Promise<CategoryResponse> {
    if (!file && !dto.image) throw new CatalogAdminError(CatalogAdminErrorCode.ImageRequired);
    const id = await this.writer.run(async (manager) => {
      const image = await this.imageOf(manager, dto.image, file);
      const created = insertedId(await manager.insert(Category, { name: dto.name, image }));
      await this.writer.created(manager, actor, created, dto.name, { name: dto.name, image });
      return created;
    });
    return this.categories.findOne(id);
  }

  /** The fields given replace the stored ones; a new image replaces the old one (an upload of ours is dropped). */
  async update(
    id: number,
    dto: UpdateCategoryDto,
    actor: AuditActor,
    file?: UploadedFilePart,
  ): Promise<CategoryResponse> {
    const replacedImage = await this.writer.run(async (manager) => {
      const category = await this.writer.lockOrFail(manager, id);
      const image = file || dto.image ? await this.imageOf(manager, dto.image, file) : undefined;
      const changes: Partial<Category> = {};
      if (dto.name) changes.name = dto.name;
      if (image !== undefined) changes.image = image;
      if (Object.keys(changes).length > 0) await manager.update(Category, id, changes);
      await this.writer.updated(manager, actor, id, changes.name ?? category.name, category, {
        ...category,
        ...changes,
      });
      return image !== undefined && image !== category.image ? category.image : null;
    });
    await this.dropIfUnused(replacedImage);
    return this.categories.findOne(id);
  }

  /** 409 while products use the category; otherwise its subcategories and sub-subcategories go with it. */
  async remove(id: number, actor: AuditActor): Promise<DeletedResponse> {
    let image: string | null;
    try {
      image = await this.writer.run(async (manager) => {
        // The row lock makes concurrent product inserts into this category wait, so the count holds.
        const category = await this.writer.lockOrFail(manager, id);
        const count = await manager.countBy(Product, { categoryId: id });
        if (count > 0) throw stillHasProducts('category', count);
        await manager.delete(Category, id);
        await this.writer.deleted(manager, actor, id, category);
        return category.image;
      });
    } catch (error) {
      if (!isForeignKeyViolation(error, 'fk_products_category_id')) throw error;
      throw stillHasProducts('category', await this.dataSource.getRepository(Product).countBy({ categoryId: id }));
    }
    await this.dropIfUnused(image);
    return { success: true };
  }

  /** The uploaded file (stored in this transaction) or the URL typed in the text field. */
  private async imageOf(manager: EntityManager, url: string | null | undefined, file?: UploadedFilePart) {
    if (file) return this.uploads.storeImage(manager, file);
    if (!url || !isImageUrl(url)) throw new CatalogAdminError(CatalogAdminErrorCode.ImageUrlInvalid);
    return url;
  }

  /** Deletes a replaced upload of ours once no category or product shows it; a failure only leaves a stray file. */
  private async dropIfUnused(url: string | null): Promise<void> {
    if (!url || !this.uploads.uploadIdOf(url)) return;
    try {
      await this.dataSource.transaction(async (manager) => {
        const [{ used }] = (await manager.query(
          `SELECT EXISTS (SELECT 1 FROM categories WHERE image = $1)
               OR EXISTS (SELECT 1 FROM products WHERE images @> ARRAY[$1]) AS used`,
          [url],
        )) as { used: boolean }[];
        if (!used) await this.uploads.removeImage(manager, url);
      });
    } catch (error) {
      this.logger.warn({ err: error, url }, 'No se pudo borrar la imagen reemplazada');
    }
  }
}
