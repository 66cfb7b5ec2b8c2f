import {
  BeforeInsert,
  BeforeUpdate,
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  ValueTransformer,
} from 'typeorm';
import type { Relation } from 'typeorm';
import { normalizeCode, normalizeOptionalCode, normalizeText } from './catalog-normalize';
import { Category } from './category.entity';
import { Compatibility } from './compatibility.entity';
import { ParcelSize } from '../../core/domain/parcel-size.enum';
import { SubSubcategory } from './sub-subcategory.entity';
import { Subcategory } from './subcategory.entity';

/** pg returns numeric as a string; these columns hold small decimals, safe as JS numbers. */
export const numericTransformer: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};

export const MAX_PRODUCT_IMAGES = 5;

@Entity({ name: 'products' })
@Check('ck_products_stock', '"stock" >= 0')
@Check('ck_products_price', '"price" >= 0')
@Check('ck_products_sale_price', '"sale_price" IS NULL OR "sale_price" >= 0')
@Check('ck_products_price_alsc', '"price_alsc" IS NULL OR "price_alsc" >= 0')
@Check('ck_products_price_ml', '"price_ml" IS NULL OR "price_ml" >= 0')
@Check('ck_products_discount_percent', '"discount_percent" IS NULL OR "discount_percent" BETWEEN 0 AND 100')
@Check('ck_products_images', 'cardinality("images") <= 5')
@Check('ck_products_rating', '"rating_average" BETWEEN 0 AND 5 AND "rating_count" >= 0')
// Prefix search on codes: btree (sku_normalized text_pattern_ops), (oem_normalized text_pattern_ops).
@Index('idx_products_sku_normalized', { synchronize: false })
@Index('idx_products_oem_normalized', { synchronize: false })
// Catalogue search (migration CatalogSearch): GIN (search_vector); btree (alternative_sku_normalized
// text_pattern_ops); btree (title_normalized text_pattern_ops, id) for "title starts with" and name sorts.
@Index('idx_products_search_vector', { synchronize: false })
@Index('idx_products_alternative_sku_normalized', { synchronize: false })
@Index('idx_products_title_pattern', { synchronize: false })
// Titles holding every word of a search, so a common word need not read all its matches (migration
// SearchTitleWords, TitleWordsFromSearchVector): GIN (ts_filter(search_vector, '{a}')), the A part of search_vector.
@Index('idx_products_title_words', { synchronize: false })
// List orders, each ending in id: (featured DESC, created_at DESC, id DESC), the same after category_id,
// both INCLUDE (universal_fit) for pages with a vehicle (migration RelevanceUniversalFit).
@Index('idx_products_list_relevance', { synchronize: false })
@Index('idx_products_category_relevance', { synchronize: false })
@Index('idx_products_list_created_at', ['createdAt', 'id'])
// Price sorts: ((CASE WHEN sale_price < price THEN sale_price ELSE price END), id) INCLUDE (price, sale_price),
// the charged price (migration SalePrices); products on sale by percentage off, partial (sale_price < price).
@Index('idx_products_list_charged_price', { synchronize: false })
@Index('idx_products_on_sale', { synchronize: false })
@Index('idx_products_list_rating', ['ratingAverage', 'ratingCount', 'id'])
@Index('idx_products_featured', ['featured'], { where: '"featured"' })
// Ids of the universal-fit products (migration VehicleFitment): btree (id) WHERE universal_fit.
@Index('idx_products_universal_fit', { synchronize: false })
export class Product {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'text' })
  title: string;

  /** normalizeText(title): the spec's tituloInsensible. Kept in sync on save(); set it yourself in bulk writes. */
  @Column({ type: 'text' })
  titleNormalized: string;

  @Column({ type: 'text', default: '' })
  description: string;

  /** The shop's code (the import's itemCode). Not unique: a duplicate SKU with other data is another product. */
  @Column({ type: 'text' })
  sku: string;

  /** normalizeCode(sku). */
  @Column({ type: 'text' })
  skuNormalized: string;

  @Column({ type: 'text', nullable: true })
  alternativeSku: string | null;

  /** normalizeCode(alternativeSku), computed by the database (trigger trg_products_search_document). */
  @Column({ type: 'text', nullable: true, insert: false, update: false })
  alternativeSkuNormalized: string | null;

  @Column({ type: 'text', nullable: true })
  oem: string | null;

  /** normalizeOptionalCode(oem); the database computes the same (trigger trg_products_search_document). */
  @Column({ type: 'text', nullable: true })
  oemNormalized: string | null;

  @Column({ type: 'text', nullable: true })
  application: string | null;

  @Column({ type: 'text', nullable: true })
  manufacturer: string | null;

  @Column({ type: 'text', nullable: true })
  origin: string | null;

  @Column({ type: 'integer', default: 0 })
  stock: number;

  /** Web price (Precio_WEB), CLP. */
  @Column({ type: 'integer', default: 0 })
  price: number;

  /** Charged instead of price while lower than it (sale-price.ts); a stored value not lower is ignored. */
  @Column({ type: 'integer', nullable: true })
  salePrice: number | null;

  @Column({ type: 'integer', nullable: true })
  priceAlsc: number | null;

  @Column({ type: 'integer', nullable: true })
  priceMl: number | null;

  @Column({ type: 'numeric', precision: 5, scale: 2, nullable: true, transformer: numericTransformer })
  discountPercent: number | null;

  /** Up to 5 URLs; the first is the main image. */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  images: string[];

  @Column({ type: 'enum', enum: ParcelSize, enumName: 'parcel_size', default: ParcelSize.M })
  parcelSize: ParcelSize;

  @Column({ type: 'boolean', default: false })
  featured: boolean;

  /** Fits any vehicle (fluids, tools...): shown as 'universal' and kept by the "only what fits" filter. */
  @Column({ type: 'boolean', default: false })
  universalFit: boolean;

  @Column({ type: 'numeric', precision: 3, scale: 2, default: 0, transformer: numericTransformer })
  ratingAverage: number;

  @Column({ type: 'integer', default: 0 })
  ratingCount: number;

  @Index('idx_products_category_id')
  @Column({ type: 'integer', nullable: true })
  categoryId: number | null;

  @ManyToOne(() => Category, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'category_id' })
  category: Relation<Category> | null;

  @Index('idx_products_subcategory_id')
  @Column({ type: 'integer', nullable: true })
  subcategoryId: number | null;

  @ManyToOne(() => Subcategory, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'subcategory_id' })
  subcategory: Relation<Subcategory> | null;

  @Index('idx_products_sub_subcategory_id')
  @Column({ type: 'integer', nullable: true })
  subSubcategoryId: number | null;

  @ManyToOne(() => SubSubcategory, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'sub_subcategory_id' })
  subSubcategory: Relation<SubSubcategory> | null;

  @OneToMany(() => Compatibility, (compatibility) => compatibility.product)
  compatibilities: Relation<Compatibility>[];

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;

  /**
   * Title words (weight A), manufacturer and application words (weight B), accent-free: written
   * by the database (trigger trg_products_search_document) on every insert and on changes of
   * those columns, so bulk writers need not know about it. Never read by the entity.
   */
  @Column({ type: 'tsvector', nullable: true, select: false, insert: false, update: false })
  searchVector: string | null;

  /** Keeps the search columns in step with what they derive from on repository.save(). */
  @BeforeInsert()
  @BeforeUpdate()
  syncNormalizedColumns(): void {
    if (this.title !== undefined) this.titleNormalized = normalizeText(this.title);
    if (this.sku !== undefined) this.skuNormalized = normalizeCode(this.sku);
    if (this.oem !== undefined) this.oemNormalized = normalizeOptionalCode(this.oem);
  }
}
