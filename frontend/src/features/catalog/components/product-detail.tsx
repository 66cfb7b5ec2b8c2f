import { useEffect, useId, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';

import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { InvalidIdMessage } from '@/components/ui/invalid-id-message';
import { PageTitle } from '@/components/ui/page-title';
import { Price } from '@/components/ui/price';
import { Skeleton } from '@/components/ui/skeleton';
import { StarRating } from '@/components/ui/star-rating';
import { PRODUCT_NOT_FOUND_REDIRECT_MS, VAT_NOTICE } from '@/config/constants';
import { paths } from '@/config/paths';
import { useGetProductQuery } from '@/features/catalog/api/catalog-api';
import { FitmentBadge } from '@/features/catalog/components/fitment-badge';
import { ProductCompatibility, ProductEquivalents } from '@/features/catalog/components/product-compatibility';
import { ProductGallery } from '@/features/catalog/components/product-gallery';
import { ProductPurchase } from '@/features/catalog/components/product-purchase';
import { fitmentArgs, useFitmentVehicle } from '@/features/catalog/hooks/use-fitment-vehicle';
import { getErrorStatus } from '@/lib/api-error';
import type { Product, ProductDetail } from '@/types/catalog';
import type { Vehicle } from '@/types/vehicle';

import './product-detail.css';

type ProductDetailPageProps = {
  productId: number;
  onAddToCart: (product: Product, quantity: number) => void;
  onBuyNow: (product: Product, quantity: number) => void;
  /** The reviews block, supplied by the app layer (reviews are another feature). */
  renderReviews?: (product: ProductDetail) => ReactNode;
};

/** The list-view fields only: what the cart stores. */
function toProduct(detail: ProductDetail): Product {
  // Not the fitment: it describes one vehicle, and the cart outlives the choice.
  const { id, title, price, listPrice, discount, description, sku, oem, stock, categoryId, category, images } = detail;
  const { rating, brand } = detail;
  return {
    id,
    title,
    price,
    listPrice,
    discount,
    description,
    sku,
    oem,
    stock,
    categoryId,
    category,
    images,
    rating,
    brand,
  };
}

function ProductNotFound() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(
      () => navigate(paths.catalogue.getHref(), { replace: true }),
      PRODUCT_NOT_FOUND_REDIRECT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [navigate]);

  return (
    <section className="container detail-message" role="alert">
      <PageTitle page="Producto no encontrado" />
      <h1 className="detail-message__title">Producto no encontrado</h1>
      <p className="detail-message__text">Te llevaremos al catálogo en unos segundos.</p>
      <Link to={paths.catalogue.getHref()} className="button button--primary" replace>
        Ir al catálogo ahora
      </Link>
    </section>
  );
}

function ProductLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <section className="container detail-message" role="alert">
      <PageTitle page="No se pudo cargar el producto" />
      <h1 className="detail-message__title">No se pudo cargar el producto</h1>
      <p className="detail-message__text">Failed to load product details. Please try again later.</p>
      <div className="detail-message__actions">
        <button type="button" className="button button--primary" onClick={onRetry} disabled={retrying}>
          Reintentar
        </button>
        <Link to={paths.catalogue.getHref()} className="button button--ghost">
          Volver al catálogo
        </Link>
      </div>
    </section>
  );
}

function ProductDetailSkeleton() {
  return (
    <div className="container product-detail" aria-busy="true" aria-label="Cargando producto">
      <p className="visually-hidden" role="status">
        Cargando producto...
      </p>
      <Skeleton width={280} height={16} />
      <div className="product-detail__main">
        <Skeleton className="gallery__stage-skeleton" height="auto" radius="var(--radius-lg)" />
        <div className="product-detail__info">
          <Skeleton width="30%" height={14} />
          <Skeleton width="90%" height={32} />
          <Skeleton width="40%" height={18} />
          <Skeleton width="45%" height={40} />
          <Skeleton width="100%" height={72} />
          <Skeleton width="100%" height={48} />
        </div>
      </div>
    </div>
  );
}

function MetaRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="product-meta__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function ProductDetailView({
  product,
  vehicle,
  onAddToCart,
  onBuyNow,
  renderReviews,
}: ProductDetailPageProps & {
  product: ProductDetail;
  /** The vehicle the product's fitment was asked for, if any. */
  vehicle: Vehicle | null;
}) {
  const descriptionId = useId();
  const summary = toProduct(product);
  const inStock = product.stock > 0;

  return (
    <article className="container product-detail">
      <PageTitle page={product.title} />
      <Breadcrumbs
        items={[
          { label: 'Inicio', to: paths.home.getHref() },
          { label: 'Repuestos', to: paths.catalogue.getHref() },
          ...(product.category
            ? [{ label: product.category.name, to: paths.category.getHref(product.category.id) }]
            : []),
          { label: product.title },
        ]}
      />

      <div className="product-detail__main">
        <ProductGallery title={product.title} images={product.images} />

        <div className="product-detail__info">
          {product.category && <p className="product-detail__eyebrow">{product.category.name}</p>}
          <h1 className="product-detail__title">{product.title}</h1>
          <div className="product-detail__rating">
            <StarRating rate={product.rating.rate} count={product.rating.count} size="md" />
          </div>
          {vehicle && product.fitment && <FitmentBadge fitment={product.fitment} vehicle={vehicle} detailed />}

          <div className="product-detail__price-block">
            <p className="product-detail__price">
              <Price price={product.price} listPrice={product.listPrice} discount={product.discount} />
            </p>
            <p className="product-detail__vat">{VAT_NOTICE}</p>
          </div>

          <p className={`product-detail__stock product-detail__stock--${inStock ? 'in' : 'out'}`}>
            {inStock
              ? `Stock: ${product.stock} ${product.stock === 1 ? 'unidad disponible' : 'unidades disponibles'}`
              : 'Sin stock'}
          </p>

          {product.description && (
            <div className="product-detail__description" id={descriptionId}>
              <h2 className="visually-hidden">Descripción</h2>
              <p>{product.description}</p>
            </div>
          )}

          <ProductPurchase product={summary} onAddToCart={onAddToCart} onBuyNow={onBuyNow} />

          <dl className="product-meta">
            <MetaRow label="Categoría">
              {product.category ? (
                <Link to={paths.category.getHref(product.category.id)}>{product.category.name}</Link>
              ) : (
                '—'
              )}
            </MetaRow>
            <MetaRow label="SKU">{product.sku}</MetaRow>
            {product.alternativeSku && <MetaRow label="SKU alternativo">{product.alternativeSku}</MetaRow>}
            {product.oem && <MetaRow label="OEM">{product.oem}</MetaRow>}
            <MetaRow label="Fabricante">{product.manufacturer ?? '—'}</MetaRow>
            <MetaRow label="Origen">{product.origin ?? '—'}</MetaRow>
            <MetaRow label="Stock">{inStock ? product.stock : 'Sin stock'}</MetaRow>
          </dl>

          {product.application && (
            <div className="product-detail__application">
              <h2 className="product-detail__subheading">Aplicación</h2>
              <p>{product.application}</p>
            </div>
          )}
        </div>
      </div>

      <ProductCompatibility rows={product.compatibilities} highlight={vehicle !== null} />
      <ProductEquivalents equivalents={product.equivalents} />
      {renderReviews?.(product)}
    </article>
  );
}

/**
 * /products/{id}: loading skeleton, 'Producto no encontrado' (then back to the catalogue), 'ID de producto
 * inválido' for a 400, 'No se pudo cargar el producto' for other failures, otherwise the product.
 */
export function ProductDetailPage(props: ProductDetailPageProps) {
  const vehicle = useFitmentVehicle();
  const { data, currentData, error, isFetching, refetch } = useGetProductQuery({
    id: props.productId,
    ...fitmentArgs(vehicle),
  });

  // After a vehicle change the previous answer stays on screen, without its fitment, until the new one arrives.
  if (data) return <ProductDetailView {...props} product={data} vehicle={currentData ? vehicle : null} />;
  if (error) {
    const status = getErrorStatus(error);
    if (status === 404) return <ProductNotFound />;
    if (status === 400) return <InvalidIdMessage message="ID de producto inválido" />;
    return <ProductLoadError onRetry={() => void refetch()} retrying={isFetching} />;
  }
  return <ProductDetailSkeleton />;
}
