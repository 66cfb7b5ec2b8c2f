/**
 * The SQL that reads whole products for responses: the rows of a list page (by ids) and one
 * product's detail. The statements that pick which ids are in catalog.sql.ts and
 * catalog-search.sql.ts.
 */
import { Params, type Statement, type Vehicle, vehicleFitColumn } from './catalog.sql';

/** Columns of a product response; aliases are the entity's property names. */
const PRODUCT_COLUMNS = `p.id, p.title, p.title_normalized AS "titleNormalized", p.description, p.sku,
  p.alternative_sku AS "alternativeSku", p.oem, p.application, p.manufacturer, p.origin, p.stock, p.price,
  p.sale_price AS "salePrice", p.images, p.featured, p.rating_average::float8 AS "ratingAverage",
  p.rating_count AS "ratingCount",
  p.category_id AS "categoryId", p.subcategory_id AS "subcategoryId", p.sub_subcategory_id AS "subSubcategoryId",
  p.created_at AS "createdAt", p.updated_at AS "updatedAt",
  c.name AS "categoryName", s.name AS "subcategoryName", ss.name AS "subSubcategoryName"`;

const PRODUCT_JOINS = `LEFT JOIN categories c ON c.id = p.category_id
  LEFT JOIN subcategories s ON s.id = p.subcategory_id
  LEFT JOIN sub_subcategories ss ON ss.id = p.sub_subcategory_id`;

/**
 * Full product rows for a list of ids, in no particular order (the caller orders them: with
 * `= ANY($1)` the statement keeps one cheap generic plan). `vehicle` adds the brand and model of
 * the product's first compatibility (search results carry them); `fitment`, how each product
 * fits the shopper's vehicle.
 */
export function productRowsStatement(
  ids: number[],
  { vehicle = false, fitment }: { vehicle?: boolean; fitment?: Vehicle } = {},
): Statement {
  const params = new Params();
  params.add(ids);
  return {
    text: `
      SELECT ${PRODUCT_COLUMNS}
        ${vehicle ? ', v.model_id AS "modelId", v.model_name AS "modelName", v.brand_id AS "brandId", v.brand_name AS "brandName"' : ''}
        ${fitment ? `, ${vehicleFitColumn(fitment, params)}` : ''}
      FROM products p
      ${PRODUCT_JOINS}
      ${
        vehicle
          ? `LEFT JOIN LATERAL (
               SELECT m.id AS model_id, m.name AS model_name, b.id AS brand_id, b.name AS brand_name
               FROM compatibilities cc JOIN vehicle_models m ON m.id = cc.model_id JOIN brands b ON b.id = m.brand_id
               WHERE cc.product_id = p.id ORDER BY cc.id LIMIT 1) v ON true`
          : ''
      }
      WHERE p.id = ANY($1::int[])`,
    values: params.values,
    prepared: true,
  };
}

/**
 * One product with all its compatibilities (brand, model, years) and equivalent numbers (OEM
 * first), for the detail page. With `fitment`, how it fits that vehicle, and which compatibility
 * rows cover it (`matches`).
 */
export function productDetailStatement(id: number, fitment?: Vehicle): Statement {
  const params = new Params();
  params.add(id);
  const matches = fitment
    ? (() => {
        const year = params.add(fitment.year);
        return `, 'matches', cc.model_id = ${params.add(fitment.modelId)} AND cc.year_from <= ${year} AND cc.year_to >= ${year}`;
      })()
    : '';
  return {
    text: `
      SELECT ${PRODUCT_COLUMNS},
        (SELECT coalesce(json_agg(json_build_object('brand', b.name, 'model', m.name,
            'yearFrom', cc.year_from, 'yearTo', cc.year_to${matches})
            ORDER BY b.name, m.name, cc.year_from, cc.year_to), '[]')
         FROM compatibilities cc JOIN vehicle_models m ON m.id = cc.model_id JOIN brands b ON b.id = m.brand_id
         WHERE cc.product_id = p.id) AS compatibilities,
        (SELECT coalesce(json_agg(json_build_object('code', x.code, 'kind', x.kind, 'brand', x.brand)
            ORDER BY x.kind, x.brand NULLS FIRST, x.code_normalized), '[]')
         FROM product_cross_references x WHERE x.product_id = p.id) AS "crossReferences"
        ${fitment ? `, ${vehicleFitColumn(fitment, params)}` : ''}
      FROM products p
      ${PRODUCT_JOINS}
      WHERE p.id = $1`,
    values: params.values,
    prepared: true,
  };
}
