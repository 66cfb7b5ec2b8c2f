import { Module } from '@nestjs/common';
import { AuditModule } from '../../audit';
import { UploadsModule } from '../../uploads';
import { CatalogModule } from '../catalog.module';
import { AdminCategoriesController } from './admin-categories.controller';
import { AdminCategoriesService } from './admin-categories.service';
import { AdminProductsController } from './admin-products.controller';
import { AdminProductsService } from './admin-products.service';
import { SubSubcategoriesController } from './sub-subcategories.controller';
import { SubSubcategoriesService } from './sub-subcategories.service';
import { SubcategoriesController } from './subcategories.controller';
import { SubcategoriesService } from './subcategories.service';

/**
 * Catalogue management (issue 6): category, subcategory, sub-subcategory and product writes for
 * administrators, the public subcategory reads and the admin product pages. Uses the catalogue's
 * exported services for the storefront's response shapes and its cache.
 */
@Module({
  imports: [CatalogModule, UploadsModule, AuditModule],
  controllers: [
    AdminCategoriesController,
    SubcategoriesController,
    SubSubcategoriesController,
    AdminProductsController,
  ],
  providers: [AdminCategoriesService, SubcategoriesService, SubSubcategoriesService, AdminProductsService],
})
export class CatalogAdminModule {}
