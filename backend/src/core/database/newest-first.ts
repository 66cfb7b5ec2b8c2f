import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/**
 * The ids of one page of a query's rows, newest first (createdAt, then id), and how many rows it
 * has in all. The rows are loaded afterwards by id, so joins never upset the offset and limit.
 */
export async function newestIdsPage<T extends ObjectLiteral & { id: number }>(
  qb: SelectQueryBuilder<T>,
  alias: string,
  page: number,
  limit: number,
): Promise<{ ids: number[]; total: number }> {
  const [rows, total] = await qb
    .select(`${alias}.id`)
    .orderBy(`${alias}.createdAt`, 'DESC')
    .addOrderBy(`${alias}.id`, 'DESC')
    .offset((page - 1) * limit)
    .limit(limit)
    .getManyAndCount();
  return { ids: rows.map((row) => row.id), total };
}
