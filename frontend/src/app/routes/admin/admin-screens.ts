// Entry point of the admin chunk. The router loads every admin route through this one dynamic import, so the
// whole administration area is a single lazily loaded chunk that shoppers never download.
import { ActivityRoute } from './activity';
import { AdminRoot } from './admin-root';
import { CategoryNewRoute } from './category-new';
import { CustomersRoute } from './customers';
import { DashboardRoute } from './dashboard';
import { EmailsRoute } from './emails';
import { ExcelImportRoute } from './excel-import';
import { AdminLoginRoute } from './login';
import { OrdersRoute } from './orders';
import { ProductEditRoute } from './product-edit';
import { ProductNewRoute } from './product-new';
import { ProductsRoute } from './products';
import { ProfileRoute } from './profile';
import { QueuesRoute } from './queues';
import { ReviewsRoute } from './reviews';
import { SettingsRoute } from './settings';
import { SubcategoryNewRoute } from './subcategory-new';
import { SubsubcategoryNewRoute } from './subsubcategory-new';
import {
  CategoriesRoute,
  CategoryEditRoute,
  SubcategoriesRoute,
  SubcategoryEditRoute,
  SubsubcategoriesRoute,
  SubsubcategoryEditRoute,
} from './taxonomy-screens';
import { UsersRoute } from './users';

export const adminScreens = {
  root: AdminRoot,
  login: AdminLoginRoute,
  dashboard: DashboardRoute,
  products: ProductsRoute,
  productNew: ProductNewRoute,
  productEdit: ProductEditRoute,
  categories: CategoriesRoute,
  categoryNew: CategoryNewRoute,
  categoryEdit: CategoryEditRoute,
  subcategories: SubcategoriesRoute,
  subcategoryNew: SubcategoryNewRoute,
  subcategoryEdit: SubcategoryEditRoute,
  subsubcategories: SubsubcategoriesRoute,
  subsubcategoryNew: SubsubcategoryNewRoute,
  subsubcategoryEdit: SubsubcategoryEditRoute,
  excelImport: ExcelImportRoute,
  orders: OrdersRoute,
  customers: CustomersRoute,
  reviews: ReviewsRoute,
  users: UsersRoute,
  activity: ActivityRoute,
  emails: EmailsRoute,
  queues: QueuesRoute,
  settings: SettingsRoute,
  profile: ProfileRoute,
};

export type AdminScreenName = keyof typeof adminScreens;
