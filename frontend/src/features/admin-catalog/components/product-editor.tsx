import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { AdminMessagePanel } from '@/components/admin/admin-message-panel';
import { flashNotice } from '@/components/admin/flash-notice';
import { paths } from '@/config/paths';
import { getErrorStatus } from '@/lib/api-error';

import {
  useCreateProductMutation,
  useGetAdminCategoriesQuery,
  useGetAdminProductQuery,
  useUpdateProductMutation,
} from '../api/admin-catalog-api';
import { CATALOG_MESSAGES } from '../messages';
import type { ProductInput } from '../types';
import { emptyProductForm, productToFormValues } from '../utils/product-form';
import { failure, type Feedback } from '../utils/query-feedback';
import { FormSkeleton, LoadError } from './editor-states';
import { ProductForm } from './product-form';

import './admin-catalog.css';

/** New product (no id) or edit product: loads what the form needs, saves, and returns to the list. */
export function ProductEditor({ productId }: { productId?: number }) {
  const navigate = useNavigate();
  const isEdit = productId !== undefined;
  const categories = useGetAdminCategoriesQuery();
  const product = useGetAdminProductQuery(productId ?? 0, { skip: !isEdit });
  const [createProduct, createState] = useCreateProductMutation();
  const [updateProduct, updateState] = useUpdateProductMutation();
  const [submitError, setSubmitError] = useState<Feedback | null>(null);

  if (isEdit && product.isError && getErrorStatus(product.error) === 404) {
    return (
      <AdminMessagePanel
        role="alert"
        title={CATALOG_MESSAGES.productNotFound}
        link={{ to: paths.admin.products.getHref(), label: 'Volver a productos' }}
      >
        <p>{`No existe un producto con el ID ${productId}.`}</p>
      </AdminMessagePanel>
    );
  }
  if (categories.isError || (isEdit && product.isError)) {
    return (
      <LoadError
        onRetry={() => {
          void categories.refetch();
          if (isEdit) void product.refetch();
        }}
      />
    );
  }
  if (!categories.data || (isEdit && !product.data)) return <FormSkeleton label="Cargando el producto…" />;

  const save = async (input: ProductInput) => {
    setSubmitError(null);
    const result = isEdit ? await updateProduct({ id: productId, input }) : await createProduct(input);
    if ('error' in result && result.error) {
      setSubmitError(
        failure(isEdit ? CATALOG_MESSAGES.productUpdateFailed : CATALOG_MESSAGES.productCreateFailed, result.error),
      );
      window.scrollTo({ top: 0 });
      return;
    }
    navigate(paths.admin.products.getHref(), {
      state: flashNotice(isEdit ? CATALOG_MESSAGES.productUpdated : CATALOG_MESSAGES.productCreated),
    });
  };

  return (
    <ProductForm
      key={product.data?.id ?? 'new'}
      initialValues={product.data ? productToFormValues(product.data) : emptyProductForm()}
      productId={productId ?? null}
      categories={categories.data}
      submitLabel={isEdit ? 'Guardar cambios' : 'Crear producto'}
      isSubmitting={createState.isLoading || updateState.isLoading}
      submitError={submitError}
      onSubmit={(input) => void save(input)}
      cancelHref={paths.admin.products.getHref()}
    />
  );
}
