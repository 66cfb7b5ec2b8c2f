import { Fragment, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';

import { AdminMessagePanel } from '@/components/admin/admin-message-panel';
import { flashNotice } from '@/components/admin/flash-notice';
import { controlProps, FormField, SelectField } from '@/components/ui/form-field';
import { FormMessage } from '@/components/ui/form-message';
import { ADMIN_CATALOGUE_NAME_MAX_LENGTH, LOCALE } from '@/config/constants';
import { paths } from '@/config/paths';
import { getErrorStatus } from '@/lib/api-error';

import type { ParentCategory, TaxonomyForm } from '../hooks/use-taxonomy-form';
import { TAXONOMY_LABELS, taxonomyMessages, type TaxonomyKind } from '../messages';
import type { AdminCategory } from '../types';
import { failure, type Feedback, type QueryError } from '../utils/query-feedback';
import { FormSkeleton, LoadError } from './editor-states';

import './admin-catalog.css';

/** Where each level's editor goes back to, and what it says while it loads. */
const EDITOR_SCREENS: Record<TaxonomyKind, { listHref: string; backLabel: string; loadingLabel: string }> = {
  category: {
    listHref: paths.admin.categories.getHref(),
    backLabel: 'Volver a categorías',
    loadingLabel: 'Cargando la categoría…',
  },
  subcategory: {
    listHref: paths.admin.subcategories.getHref(),
    backLabel: 'Volver a subcategorías',
    loadingLabel: 'Cargando…',
  },
  subSubcategory: {
    listHref: paths.admin.subsubcategories.getHref(),
    backLabel: 'Volver a sub-subcategorías',
    loadingLabel: 'Cargando…',
  },
};

/** What an editor hands its form. */
export type TaxonomyFormProps<T, Input> = {
  /** The record being edited, or null for a new one. */
  record: T | null;
  isSubmitting: boolean;
  submitError: Feedback | null;
  onSubmit: (input: Input) => void;
};

type Loadable = { data?: unknown; isError: boolean; refetch: () => unknown };

/** An RTK Query mutation hook's result: the trigger and its state. */
type Mutation<Arg> = readonly [
  (arg: Arg) => PromiseLike<{ data?: { id: number }; error?: QueryError }>,
  { isLoading: boolean },
];

type TaxonomyEditorProps<T extends { id: number }, Input> = {
  kind: TaxonomyKind;
  /** The record to edit; absent for a new one. */
  id?: number;
  /** The record's query, skipped for a new one. */
  record: Loadable & { data?: T; error?: QueryError };
  /** Other lists the form needs (the categories); the form shows once they have loaded. */
  requires?: Loadable[];
  create: Mutation<Input>;
  update: Mutation<{ id: number; input: Input }>;
  renderForm: (props: TaxonomyFormProps<T, Input>) => ReactNode;
};

/**
 * New (no id) or edit screen of a category, subcategory or sub-subcategory: loads the record and what its form needs,
 * saves it, and returns to the level's list with a notice and the saved record marked (admin.md section 2.6).
 */
export function TaxonomyEditor<T extends { id: number }, Input>({
  kind,
  id,
  record,
  requires = [],
  create: [create, createState],
  update: [update, updateState],
  renderForm,
}: TaxonomyEditorProps<T, Input>) {
  const navigate = useNavigate();
  const [submitError, setSubmitError] = useState<Feedback | null>(null);
  const isEdit = id !== undefined;
  const labels = TAXONOMY_LABELS[kind];
  const messages = taxonomyMessages(kind);
  const screen = EDITOR_SCREENS[kind];

  if (isEdit && record.isError && getErrorStatus(record.error) === 404) {
    return (
      <AdminMessagePanel role="alert" title={labels.notFound} link={{ to: screen.listHref, label: screen.backLabel }} />
    );
  }
  if (requires.some((query) => query.isError) || (isEdit && record.isError)) {
    return (
      <LoadError
        onRetry={() => {
          for (const query of requires) void query.refetch();
          if (isEdit) void record.refetch();
        }}
      />
    );
  }
  if (requires.some((query) => !query.data) || (isEdit && !record.data)) {
    return <FormSkeleton label={screen.loadingLabel} />;
  }

  const save = async (input: Input) => {
    setSubmitError(null);
    const result = isEdit ? await update({ id, input }) : await create(input);
    if (result.error) {
      setSubmitError(failure(isEdit ? messages.updateFailed : messages.createFailed, result.error));
      return;
    }
    // The list is sorted by name, so the saved record may sit on any page: the list opens that page and marks it.
    navigate(screen.listHref, {
      state: flashNotice(isEdit ? labels.updated : labels.created, result.data?.id ?? id),
    });
  };

  return (
    <Fragment key={record.data?.id ?? 'new'}>
      {renderForm({
        record: record.data ?? null,
        isSubmitting: createState.isLoading || updateState.isLoading,
        submitError,
        onSubmit: (input) => void save(input),
      })}
    </Fragment>
  );
}

type TaxonomyFormFrameProps = {
  kind: TaxonomyKind;
  isNew: boolean;
  isSubmitting: boolean;
  submitError: Feedback | null;
  /** Called on submit; the form checks its fields and calls the editor's onSubmit when they are fine. */
  onSave: () => void;
  children: ReactNode;
};

/** The frame of a taxonomy form: the save error, the fields, then the save button and the way back to the list. */
export function TaxonomyFormFrame({
  kind,
  isNew,
  isSubmitting,
  submitError,
  onSave,
  children,
}: TaxonomyFormFrameProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSave();
  };
  return (
    <form className="admin-form" onSubmit={submit} noValidate>
      {submitError && (
        <FormMessage tone="error" details={submitError.details}>
          {submitError.message}
        </FormMessage>
      )}
      {children}
      <div className="form-actions admin-form__actions">
        <button type="submit" className="button button--primary" disabled={isSubmitting}>
          {isSubmitting
            ? 'Guardando…'
            : isNew
              ? `Crear ${TAXONOMY_LABELS[kind].label.toLocaleLowerCase(LOCALE)}`
              : 'Guardar cambios'}
        </button>
        <Link to={EDITOR_SCREENS[kind].listHref} className="button button--ghost">
          Cancelar
        </Link>
      </div>
    </form>
  );
}

type TextFieldProps = { id: string; value: string; error?: string; onChange: (value: string) => void };

/** The name of a category, subcategory or sub-subcategory. */
export function NameField({ id, value, error, onChange }: TextFieldProps) {
  return (
    <FormField id={id} label="Nombre" error={error}>
      <input
        {...controlProps(id, error)}
        type="text"
        className="form-field__control"
        maxLength={ADMIN_CATALOGUE_NAME_MAX_LENGTH}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormField>
  );
}

/**
 * The fields of a subcategory or sub-subcategory form in their panel: the name, the parent category, then
 * `children` (the sub-subcategory's subcategory).
 */
export function NameAndCategoryFields({
  form,
  parent,
  categories,
  children,
}: {
  form: TaxonomyForm;
  parent: ParentCategory;
  categories: AdminCategory[];
  children?: ReactNode;
}) {
  return (
    <section className="admin-panel admin-form__section admin-form__narrow">
      <NameField id={form.id('name')} value={form.name} error={form.nameError} onChange={form.setName} />
      <SelectField
        id={form.id('category')}
        label="Categoría"
        error={parent.categoryError}
        value={parent.categoryId}
        onChange={(event) => parent.choose(event.target.value)}
        options={[
          { value: '', label: 'Selecciona una categoría' },
          ...categories.map((category) => ({ value: String(category.id), label: category.name })),
        ]}
      />
      {children}
    </section>
  );
}
