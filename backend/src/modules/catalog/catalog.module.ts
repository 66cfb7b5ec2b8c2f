import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Brand } from './brand.entity';
import { CategoriesController } from './categories.controller';
import { CategoriesService } from './categories.service';
import { Category } from './category.entity';
import { Compatibility } from './compatibility.entity';
import { Product } from './product.entity';
import { ProductsController } from './products.controller';
import { ProductsService } from './products.service';
import { SubSubcategory } from './sub-subcategory.entity';
import { Subcategory } from './subcategory.entity';
import { VehicleModel } from './vehicle-model.entity';

@Module({
  imports: [
    TypeOrmModule.forFeature([Product, Category, Subcategory, SubSubcategory, Brand, VehicleModel, Compatibility]),
  ],
  controllers: [ProductsController, CategoriesController],
  providers: [ProductsService, CategoriesService],
  exports: [ProductsService, CategoriesService],
})
export class CatalogModule {}
