import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { CatalogError, CatalogErrorCode } from './catalog.errors';
import type { CategoryResponse, SubSubcategoryResponse } from './catalog.responses';
import { Category } from './category.entity';
import { SubSubcategory } from './sub-subcategory.entity';

@Injectable()
export class CategoriesService {
  constructor(@InjectRepository(Category) private readonly categories: Repository<Category>) {}

  async list(): Promise<CategoryResponse[]> {
    const categories = await this.treeQuery().getMany();
    return categories.map((category) => this.toCategoryResponse(category));
  }

  async findOne(id: number): Promise<CategoryResponse> {
    return this.toCategoryResponse(await this.findOrFail(id));
  }

  private async findOrFail(id: number): Promise<Category> {
    const category = await this.treeQuery().where('category.id = :id', { id }).getOne();
    if (!category) throw new CatalogError(CatalogErrorCode.CategoryNotFound);
    return category;
  }

  private treeQuery() {
    return this.categories
      .createQueryBuilder('category')
      .leftJoinAndSelect('category.subcategories', 'subcategory')
      .leftJoinAndSelect('subcategory.subSubcategories', 'nested')
      .leftJoinAndSelect('category.subSubcategories', 'subSubcategory')
      .orderBy('category.name')
      .addOrderBy('subcategory.name')
      .addOrderBy('nested.name')
      .addOrderBy('subSubcategory.name');
  }

  private toSubSubcategoryResponse(entity: SubSubcategory): SubSubcategoryResponse {
    return { id: entity.id, nombre: entity.name, categoriaId: entity.categoryId, subcategoriaId: entity.subcategoryId };
  }

  toCategoryResponse(category: Category): CategoryResponse {
    return {
      id: category.id,
      nombre: category.name,
      imagen: category.image,
      subcategorias: category.subcategories.map((subcategory) => ({
        id: subcategory.id,
        nombre: subcategory.name,
        categoriaId: subcategory.categoryId,
        subSubcategorias: subcategory.subSubcategories.map((entity) => this.toSubSubcategoryResponse(entity)),
      })),
      subSubcategorias: category.subSubcategories.map((entity) => this.toSubSubcategoryResponse(entity)),
      fechaCreacion: category.createdAt.toISOString(),
      fechaActualizacion: category.updatedAt.toISOString(),
    };
  }
}
