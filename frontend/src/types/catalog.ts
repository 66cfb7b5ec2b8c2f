// Client view models of the catalogue (storefront.md section 3). The API speaks Spanish field names; each
// feature maps them to these shapes in its own `api/<feature>-api.ts`.

export type ProductImage = {
  /** 1 for imagenPrincipal, 2 to 5 for imagen2..imagen5. */
  id: number;
  url: string;
  productId: number;
  isMain: boolean;
};

export type ProductRating = {
  /** Average score, 0 when the product has no reviews. */
  rate: number;
  count: number;
};

export type CategoryRef = {
  id: number;
  name: string;
};

export type Product = {
  id: number;
  title: string;
  price: number;
  description: string;
  sku: string;
  oem: string | null;
  stock: number;
  categoryId: number | null;
  category: CategoryRef | null;
  images: ProductImage[];
  rating: ProductRating;
  brand: string | null;
};

export type SubSubcategory = {
  id: number;
  name: string;
  subcategoryId: number | null;
};

export type Subcategory = {
  id: number;
  name: string;
  categoryId: number;
  subSubcategories: SubSubcategory[];
};

export type Category = {
  id: number;
  name: string;
  image: string | null;
  subcategories: Subcategory[];
  subSubcategories: SubSubcategory[];
};
