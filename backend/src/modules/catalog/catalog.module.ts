import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Brand } from './brand.entity';
import { BrandsController, ModelsController } from './brands.controller';
import { BrandsService } from './brands.service';
import { CatalogCacheService } from './catalog-cache.service';
import { CatalogSitemapReader } from './catalog-sitemap.reader';
import { CatalogSqlRunner } from './catalog-sql.runner';
import { CatalogState } from './catalog-state.entity';
import { CategoriesController } from './categories.controller';
import { CategoriesService } from './categories.service';
import { Category } from './category.entity';
import { Compatibility } from './compatibility.entity';
import { Product } from './product.entity';
import { ProductFigures } from './product-figures.reader';
import { ProductSearchService } from './product-search.service';
import { ProductSummaries } from './product-summaries.reader';
import { ProductStockService } from './product-stock.service';
import { ProductsController } from './products.controller';
import { ProductsService } from './products.service';
import { SearchWord } from './search-word.entity';
import { VehicleFitments } from './vehicle-fitments.reader';
import { SubSubcategory } from './sub-subcategory.entity';
import { Subcategory } from './subcategory.entity';
import { VehicleModel } from './vehicle-model.entity';

/** What other modules may inject (index.ts exports them too). */
const EXPORTED = [
  ProductsService,
  CategoriesService,
  CatalogCacheService,
  BrandsService,
  CatalogSitemapReader,
  ProductStockService,
  ProductFigures,
  ProductSummaries,
  VehicleFitments,
];

@Module({
  imports: [
    TypeOrmModule.forFeature([
      Product,
      Category,
      Subcategory,
      SubSubcategory,
      Brand,
      VehicleModel,
      Compatibility,
      SearchWord,
      CatalogState,
    ]),
  ],
  controllers: [ProductsController, CategoriesController, BrandsController, ModelsController],
  providers: [CatalogSqlRunner, ProductSearchService, ...EXPORTED],
  exports: EXPORTED,
})
export class CatalogModule {}
