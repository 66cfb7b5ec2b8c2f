import { Link } from 'react-router-dom';
import { useId, useState, type FormEvent } from 'react';

import { controlProps, FormField } from '@/components/ui/form-field';
import { FormMessage } from '@/components/ui/form-message';
import { ADMIN_PRICE_STEP, ADMIN_PRODUCT_SKU_MAX_LENGTH, ADMIN_PRODUCT_TITLE_MAX_LENGTH } from '@/config/constants';

import type { AdminCategory, ProductInput } from '../types';
import {
  countWords,
  hasErrors,
  priceHints,
  toProductInput,
  validateProductForm,
  type ProductField,
  type ProductFormErrors,
  type ProductFormValues,
} from '../utils/product-form';
import type { Feedback } from '../utils/query-feedback';
import { ImageGalleryField } from './image-gallery-field';

type ProductFormProps = {
  initialValues: ProductFormValues;
  productId: number | null;
  categories: AdminCategory[];
  submitLabel: string;
  isSubmitting: boolean;
  submitError: Feedback | null;
  onSubmit: (input: ProductInput) => void;
  cancelHref: string;
};

const NO_ERRORS: ProductFormErrors = { fields: {}, imageUrls: {} };

// Order in which the first invalid field receives focus.
const FIELD_ORDER: ProductField[] = [
  'title',
  'description',
  'price',
  'salePrice',
  'sku',
  'stock',
  'categoryId',
  'subcategoryId',
  'subSubcategoryId',
  'gallery',
];

/** The new / edit product form (admin.md section 2.5). Checks every field before anything is sent. */
export function ProductForm({
  initialValues,
  productId,
  categories,
  submitLabel,
  isSubmitting,
  submitError,
  onSubmit,
  cancelHref,
}: ProductFormProps) {
  const formId = useId();
  const id = (field: string) => `${formId}-${field}`;
  const [values, setValues] = useState(initialValues);
  const [attempted, setAttempted] = useState(false);
  // After the first attempt the messages follow the fields as the admin fixes them.
  const errors = attempted ? validateProductForm(values) : NO_ERRORS;

  const set = <K extends keyof ProductFormValues>(key: K, value: ProductFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const category = categories.find((item) => String(item.id) === values.categoryId);
  const subcategories = category?.subcategories ?? [];
  const subSubcategories = (category?.subSubcategories ?? []).filter(
    (item) => !values.subcategoryId || String(item.subcategoryId) === values.subcategoryId,
  );

  const chooseCategory = (categoryId: string) =>
    setValues((current) => ({ ...current, categoryId, subcategoryId: '', subSubcategoryId: '' }));

  const chooseSubcategory = (subcategoryId: string) =>
    setValues((current) => {
      const keeps = category?.subSubcategories.some(
        (item) => String(item.id) === current.subSubcategoryId && String(item.subcategoryId) === subcategoryId,
      );
      return { ...current, subcategoryId, subSubcategoryId: keeps || !subcategoryId ? current.subSubcategoryId : '' };
    });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    const found = validateProductForm(values);
    if (!hasErrors(found)) {
      onSubmit(toProductInput(values, initialValues.salePrice));
      return;
    }
    const firstField = FIELD_ORDER.find((field) => found.fields[field]);
    const firstImage = values.images.find((image) => found.imageUrls[image.id]);
    const target =
      firstField && firstField !== 'gallery'
        ? id(firstField)
        : firstImage
          ? id(`image-${firstImage.id}`)
          : id(`image-${values.images[0].id}`);
    document.getElementById(target)?.focus();
  };

  const words = countWords(values.description);
  const hints = priceHints(values);

  /** The form's number inputs (prices in CLP, stock in units): never below 0. */
  const numberField = (
    name: 'price' | 'salePrice' | 'stock',
    label: string,
    {
      step,
      inputMode,
      optional = false,
      hint = null,
    }: { step: number; inputMode: 'decimal' | 'numeric'; optional?: boolean; hint?: string | null },
  ) => (
    <FormField
      id={id(name)}
      label={label}
      optional={optional}
      error={errors.fields[name]}
      hint={hint && <span aria-live="polite">{hint}</span>}
    >
      <input
        {...controlProps(id(name), errors.fields[name], hint)}
        type="number"
        inputMode={inputMode}
        min={0}
        step={step}
        className="form-field__control"
        value={values[name]}
        onChange={(event) => set(name, event.target.value)}
      />
    </FormField>
  );

  return (
    <form className="admin-form" onSubmit={submit} noValidate aria-describedby={submitError ? id('submit') : undefined}>
      {submitError && (
        <FormMessage id={id('submit')} tone="error" details={submitError.details}>
          {submitError.message}
        </FormMessage>
      )}

      <section className="admin-panel admin-form__section" aria-labelledby={id('general')}>
        <h2 id={id('general')} className="admin-panel__title">
          Información general
        </h2>
        <FormField id={id('title')} label="Título" error={errors.fields.title}>
          <input
            {...controlProps(id('title'), errors.fields.title)}
            type="text"
            className="form-field__control"
            maxLength={ADMIN_PRODUCT_TITLE_MAX_LENGTH}
            value={values.title}
            onChange={(event) => set('title', event.target.value)}
          />
        </FormField>
        <FormField
          id={id('description')}
          label="Descripción"
          error={errors.fields.description}
          hint={<span aria-live="polite">{words === 1 ? '1 palabra' : `${words} palabras`}</span>}
        >
          <textarea
            {...controlProps(id('description'), errors.fields.description, true)}
            className="form-field__control admin-form__textarea"
            rows={6}
            value={values.description}
            onChange={(event) => set('description', event.target.value)}
          />
        </FormField>
      </section>

      <section className="admin-panel admin-form__section" aria-labelledby={id('pricing')}>
        <h2 id={id('pricing')} className="admin-panel__title">
          Precio e inventario
        </h2>
        <div className="admin-form__grid">
          {numberField('price', 'Precio (CLP)', { step: ADMIN_PRICE_STEP, inputMode: 'decimal', hint: hints.price })}
          {numberField('salePrice', 'Precio de oferta (CLP)', {
            step: ADMIN_PRICE_STEP,
            inputMode: 'decimal',
            optional: true,
            hint: hints.salePrice,
          })}
          <FormField id={id('sku')} label="SKU" error={errors.fields.sku}>
            <input
              {...controlProps(id('sku'), errors.fields.sku)}
              type="text"
              className="form-field__control"
              maxLength={ADMIN_PRODUCT_SKU_MAX_LENGTH}
              autoCapitalize="characters"
              spellCheck={false}
              value={values.sku}
              onChange={(event) => set('sku', event.target.value)}
            />
          </FormField>
          {numberField('stock', 'Stock', { step: 1, inputMode: 'numeric' })}
        </div>
      </section>

      <section className="admin-panel admin-form__section" aria-labelledby={id('classification')}>
        <h2 id={id('classification')} className="admin-panel__title">
          Clasificación
        </h2>
        <div className="admin-form__grid admin-form__grid--three">
          <FormField id={id('categoryId')} label="Categoría" error={errors.fields.categoryId}>
            <select
              {...controlProps(id('categoryId'), errors.fields.categoryId)}
              className="form-field__control"
              value={values.categoryId}
              onChange={(event) => chooseCategory(event.target.value)}
            >
              <option value="">Selecciona una categoría</option>
              {categories.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.name}
                </option>
              ))}
            </select>
          </FormField>
          <FormField id={id('subcategoryId')} label="Subcategoría" optional>
            <select
              {...controlProps(id('subcategoryId'))}
              className="form-field__control"
              value={values.subcategoryId}
              disabled={!category}
              onChange={(event) => chooseSubcategory(event.target.value)}
            >
              <option value="">{category ? 'Sin subcategoría' : 'Primero elige una categoría'}</option>
              {subcategories.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.name}
                </option>
              ))}
            </select>
          </FormField>
          <FormField id={id('subSubcategoryId')} label="Sub-subcategoría" optional>
            <select
              {...controlProps(id('subSubcategoryId'))}
              className="form-field__control"
              value={values.subSubcategoryId}
              disabled={!category}
              onChange={(event) => set('subSubcategoryId', event.target.value)}
            >
              <option value="">{category ? 'Sin sub-subcategoría' : 'Primero elige una categoría'}</option>
              {subSubcategories.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.name}
                </option>
              ))}
            </select>
          </FormField>
        </div>
      </section>

      <section className="admin-panel admin-form__section" aria-label="Galería de imágenes">
        <ImageGalleryField
          idPrefix={id('image')}
          images={values.images}
          productId={productId}
          onChange={(images) => set('images', images)}
          galleryError={errors.fields.gallery}
          urlErrors={errors.imageUrls}
        />
      </section>

      <div className="form-actions admin-form__actions">
        <button type="submit" className="button button--primary" disabled={isSubmitting}>
          {isSubmitting ? 'Guardando…' : submitLabel}
        </button>
        <Link to={cancelHref} className="button button--ghost">
          Cancelar
        </Link>
      </div>
    </form>
  );
}
