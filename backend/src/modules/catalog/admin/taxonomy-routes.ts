import { applyDecorators, Delete, Get, Post, Put, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiConsumes,
  ApiNotFoundResponse,
  ApiOperation,
} from '@nestjs/swagger';
import { AdminOnly } from '../../../core/auth/auth.decorators';
import { CatalogError, CatalogErrorCode } from '../catalog.errors';
import { FormFieldsInterceptor } from '../../uploads';
import { DatabaseIdPipe } from '../../../core/validation/database-id.pipe';

/** Path ids of the subcategory and sub-subcategory routes: 400 'ID inválido' unless a positive integer. */
export const taxonomyIdPipe = new DatabaseIdPipe(() => new CatalogError(CatalogErrorCode.InvalidCategoryId));

/** The Spanish OpenAPI texts of one taxonomy level's routes. */
export interface TaxonomyRouteDocs {
  list: string;
  findOne: string;
  /** 404 of GET and PUT /{id}. */
  notFound: string;
  create: string;
  /** 400 of POST: the parent is missing or unknown. */
  createInvalid: string;
  /** 409 of POST: the name is taken under the parent. */
  nameTaken: string;
  update: string;
  remove: string;
  /** 409 of DELETE: products still use it. */
  hasProducts: string;
}

/**
 * Route, guard and Swagger decorators of a taxonomy level below the category (subcategories, sub-subcategories):
 * public reads, admin writes as multipart or JSON. Each controller method takes one of these and stays a one-liner.
 */
export function taxonomyRoutes(docs: TaxonomyRouteDocs) {
  const formWrite = () =>
    applyDecorators(
      AdminOnly(),
      UseInterceptors(FormFieldsInterceptor),
      ApiConsumes('multipart/form-data', 'application/json'),
    );
  return {
    list: () => applyDecorators(Get(), ApiOperation({ summary: docs.list })),
    findOne: () =>
      applyDecorators(
        Get(':id'),
        ApiOperation({ summary: docs.findOne }),
        ApiNotFoundResponse({ description: docs.notFound }),
      ),
    create: () =>
      applyDecorators(
        Post(),
        formWrite(),
        ApiOperation({ summary: docs.create }),
        ApiBadRequestResponse({ description: docs.createInvalid }),
        ApiConflictResponse({ description: docs.nameTaken }),
      ),
    update: () =>
      applyDecorators(
        Put(':id'),
        formWrite(),
        ApiOperation({ summary: docs.update }),
        ApiNotFoundResponse({ description: docs.notFound }),
      ),
    remove: () =>
      applyDecorators(
        Delete(':id'),
        AdminOnly(),
        ApiOperation({ summary: docs.remove }),
        ApiConflictResponse({ description: docs.hasProducts }),
      ),
  };
}
