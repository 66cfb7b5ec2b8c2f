import { DataSource } from 'typeorm';
import { Brand } from '../../src/modules/catalog/brand.entity';
import { Category } from '../../src/modules/catalog/category.entity';
import { Compatibility } from '../../src/modules/catalog/compatibility.entity';
import { Product } from '../../src/modules/catalog/product.entity';
import { SubSubcategory } from '../../src/modules/catalog/sub-subcategory.entity';
import { Subcategory } from '../../src/modules/catalog/subcategory.entity';
import { VehicleModel } from '../../src/modules/catalog/vehicle-model.entity';

let sequence = 0;
const next = () => ++sequence;

export async function createCategory(dataSource: DataSource, overrides: Partial<Category> = {}): Promise<Category> {
  return dataSource
    .getRepository(Category)
    .save({ name: `Categoría ${next()}`, image: '/demo-images/motor.svg', ...overrides });
}

export async function createSubcategory(
  dataSource: DataSource,
  category: Category,
  overrides: Partial<Subcategory> = {},
): Promise<Subcategory> {
  return dataSource
    .getRepository(Subcategory)
    .save({ name: `Subcategoría ${next()}`, categoryId: category.id, ...overrides });
}

export async function createSubSubcategory(
  dataSource: DataSource,
  category: Category,
  subcategory: Subcategory | null,
  overrides: Partial<SubSubcategory> = {},
): Promise<SubSubcategory> {
  return dataSource.getRepository(SubSubcategory).save({
    name: `Sub-subcategoría ${next()}`,
    categoryId: category.id,
    subcategoryId: subcategory?.id ?? null,
    ...overrides,
  });
}

export async function createProduct(dataSource: DataSource, overrides: Partial<Product> = {}): Promise<Product> {
  const n = next();
  const repository = dataSource.getRepository(Product);
  return repository.save(
    repository.create({
      title: `Bujía Iridium ${n}`,
      description: 'Bujía de iridio de larga duración.',
      sku: `SKU-${n}`,
      oem: `90919-0${n}`,
      manufacturer: 'NGK',
      origin: 'Japón',
      stock: 10,
      price: 12990,
      images: ['/demo-images/bujia.svg'],
      ...overrides,
    }),
  );
}

export async function createBrand(dataSource: DataSource, overrides: Partial<Brand> = {}): Promise<Brand> {
  return dataSource.getRepository(Brand).save({ name: `Marca ${next()}`, ...overrides });
}

export async function createModel(
  dataSource: DataSource,
  brand: Brand,
  overrides: Partial<VehicleModel> = {},
): Promise<VehicleModel> {
  return dataSource.getRepository(VehicleModel).save({ name: `Modelo ${next()}`, brandId: brand.id, ...overrides });
}

/** The product fits the model for these years (default 2010-2015). */
export async function addCompatibility(
  dataSource: DataSource,
  product: Product,
  model: VehicleModel,
  years: [number, number] = [2010, 2015],
): Promise<Compatibility> {
  return dataSource
    .getRepository(Compatibility)
    .save({ productId: product.id, modelId: model.id, yearFrom: years[0], yearTo: years[1] });
}
