import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, Repository, SelectQueryBuilder } from 'typeorm';
import { FEATURED_PRODUCTS_LIMIT, PRODUCT_PLACEHOLDER_IMAGE } from './catalog.constants';
import { CatalogError, CatalogErrorCode } from './catalog.errors';
import { normalizeCode, normalizeText } from './catalog-normalize';
import type { CompatibilityResponse, PaginationResponse, ProductResponse } from './catalog.responses';
import { Compatibility } from './compatibility.entity';
import { ListProductsQuery } from './dto/list-products.query';
import { Product } from './product.entity';

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

@Injectable()
export class ProductsService {
  constructor(
    @InjectRepository(Product) private readonly products: Repository<Product>,
    @InjectRepository(Compatibility) private readonly compatibilities: Repository<Compatibility>,
  ) {}

  async featured(): Promise<ProductResponse[]> {
    const products = await this.withCategories(this.products.createQueryBuilder('product'))
      .where('product.featured = true')
      .orderBy('product.id', 'ASC')
      .take(FEATURED_PRODUCTS_LIMIT)
      .getMany();
    return products.map((product) => this.toProductResponse(product));
  }

  async list(query: ListProductsQuery): Promise<{ products: ProductResponse[]; pagination: PaginationResponse }> {
    const builder = this.withCategories(this.products.createQueryBuilder('product'));
    if (query.categoryId) builder.andWhere('product.categoryId = :categoryId', { categoryId: query.categoryId });
    if (query.subcategoryId)
      builder.andWhere('product.subcategoryId = :subcategoryId', { subcategoryId: query.subcategoryId });
    if (query.subSubcategoryId) {
      builder.andWhere('product.subSubcategoryId = :subSubcategoryId', { subSubcategoryId: query.subSubcategoryId });
    }
    const text = normalizeText(query.search);
    if (text) {
      const code = normalizeCode(query.search);
      builder.andWhere(
        new Brackets((where) => {
          where.where("product.titleNormalized LIKE :title ESCAPE '\\'", { title: `%${escapeLike(text)}%` });
          if (code) {
            where
              .orWhere("product.skuNormalized LIKE :code ESCAPE '\\'", { code: `${escapeLike(code)}%` })
              .orWhere("product.oemNormalized LIKE :code ESCAPE '\\'", { code: `${escapeLike(code)}%` });
          }
        }),
      );
    }
    const [products, total] = await builder
      .orderBy('product.createdAt', 'DESC')
      .addOrderBy('product.id', 'DESC')
      .skip((query.page - 1) * query.limit)
      .take(query.limit)
      .getManyAndCount();
    return {
      products: products.map((product) => this.toProductResponse(product)),
      pagination: { total, page: query.page, limit: query.limit, totalPages: Math.ceil(total / query.limit) },
    };
  }

  async findOne(id: number): Promise<ProductResponse> {
    const product = await this.findOrFail(id);
    const compatibilities = await this.compatibilities
      .createQueryBuilder('compatibility')
      .innerJoinAndSelect('compatibility.model', 'model')
      .innerJoinAndSelect('model.brand', 'brand')
      .where('compatibility.productId = :id', { id })
      .orderBy('brand.name')
      .addOrderBy('model.name')
      .addOrderBy('compatibility.yearFrom')
      .getMany();
    return this.toProductResponse(
      product,
      compatibilities.map((row) => this.toCompatibilityResponse(row)),
    );
  }

  private async findOrFail(id: number): Promise<Product> {
    const product = await this.withCategories(this.products.createQueryBuilder('product'))
      .where('product.id = :id', { id })
      .getOne();
    if (!product) throw new CatalogError(CatalogErrorCode.ProductNotFound);
    return product;
  }

  private withCategories(builder: SelectQueryBuilder<Product>): SelectQueryBuilder<Product> {
    return builder
      .leftJoin('product.category', 'category')
      .addSelect(['category.id', 'category.name'])
      .leftJoin('product.subcategory', 'subcategory')
      .addSelect(['subcategory.id', 'subcategory.name'])
      .leftJoin('product.subSubcategory', 'subSubcategory')
      .addSelect(['subSubcategory.id', 'subSubcategory.name']);
  }

  private toCompatibilityResponse(row: Compatibility): CompatibilityResponse {
    return {
      marca: row.model.brand.name,
      modelo: row.model.name,
      anos: row.yearFrom === row.yearTo ? String(row.yearFrom) : `${row.yearFrom}-${row.yearTo}`,
      productId: row.productId,
      productos: [row.productId],
    };
  }

  /** The one place product field names meet the spec's Spanish wire names. */
  toProductResponse(product: Product, compatibilities: CompatibilityResponse[] = []): ProductResponse {
    const [main, ...rest] = product.images;
    const ref = (entity: { id: number; name: string } | null | undefined) =>
      entity ? { id: entity.id, nombre: entity.name } : null;
    const createdAt = product.createdAt.toISOString();
    const updatedAt = product.updatedAt.toISOString();
    return {
      id: product.id,
      titulo: product.title,
      tituloInsensible: product.titleNormalized,
      precio: product.price,
      descripcion: product.description,
      sku: product.sku,
      skuAlternativo: product.alternativeSku,
      oem: product.oem,
      aplicacion: product.application,
      fabricante: product.manufacturer,
      origen: product.origin,
      existencias: product.stock,
      categoriaId: product.categoryId,
      subcategoriaId: product.subcategoryId,
      subSubcategoriaId: product.subSubcategoryId,
      categoria: ref(product.category),
      subcategoria: ref(product.subcategory),
      subSubcategoria: ref(product.subSubcategory),
      imagenes: {
        imagenPrincipal: main ?? PRODUCT_PLACEHOLDER_IMAGE,
        imagen2: rest[0] ?? null,
        imagen3: rest[1] ?? null,
        imagen4: rest[2] ?? null,
        imagen5: rest[3] ?? null,
      },
      compatibilidades: compatibilities,
      calificacion: {
        id: product.id,
        productoId: product.id,
        puntuacion: product.ratingAverage,
        cantidad: product.ratingCount,
        fechaCreacion: createdAt,
        fechaActualizacion: updatedAt,
      },
      fechaCreacion: createdAt,
      fechaActualizacion: updatedAt,
    };
  }
}
