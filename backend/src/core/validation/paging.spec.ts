import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { PagedQuery, pageMessages, pagination, PositiveWholeParam } from './paging';

class PageQuery {
  @PositiveWholeParam(1, 50, pageMessages(50))
  page = 1;

  @PositiveWholeParam(10, 20)
  limit = 10;
}

/** The rules each property breaks, with their messages. */
async function broken(query: Record<string, unknown>) {
  const errors = await validate(plainToInstance(PageQuery, query));
  return Object.fromEntries(errors.map((error) => [error.property, error.constraints]));
}

describe(PositiveWholeParam.name, () => {
  it('should fill in the defaults and convert the query text', async () => {
    const query = plainToInstance(PageQuery, { limit: '20' });
    expect(query).toMatchObject({ page: 1, limit: 20 });
    await expect(validate(query)).resolves.toEqual([]);
  });

  it('should refuse a fraction, zero and a number past the maximum, each by its own rule', async () => {
    await expect(broken({ page: '1.5' })).resolves.toEqual({ page: { isInt: 'La página debe ser un número entero' } });
    await expect(broken({ page: '0' })).resolves.toEqual({ page: { min: 'La página debe ser 1 o mayor' } });
    await expect(broken({ page: '51' })).resolves.toEqual({ page: { max: 'La página no puede ser mayor que 50' } });
    await expect(broken({ limit: '1e20' })).resolves.toEqual({ limit: { max: expect.any(String) } });
  });

  it('should refuse text by every rule, in the order stacked decorators register them', async () => {
    const errors = await validate(plainToInstance(PageQuery, { page: 'abc' }));
    expect(Object.keys(errors[0].constraints ?? {})).toEqual(['max', 'min', 'isInt']);
  });
});

describe(PagedQuery.name, () => {
  class ListQuery extends PagedQuery(10, 20) {}

  it('should default page and limit and refuse a limit above the maximum', async () => {
    expect(plainToInstance(ListQuery, {})).toMatchObject({ page: 1, limit: 10 });
    const errors = await validate(plainToInstance(ListQuery, { page: '2', limit: '21' }));
    expect(errors.map((error) => error.property)).toEqual(['limit']);
  });
});

describe(pagination.name, () => {
  it("should name the total and the page size after the list, in the answer's key order", () => {
    const page = pagination('orders', 2, 10, 25);
    expect(page).toEqual({
      currentPage: 2,
      totalPages: 3,
      totalOrders: 25,
      ordersPerPage: 10,
      hasNextPage: true,
      hasPrevPage: true,
    });
    expect(Object.keys(page)).toEqual([
      'currentPage',
      'totalPages',
      'totalOrders',
      'ordersPerPage',
      'hasNextPage',
      'hasPrevPage',
    ]);
  });

  it('should have no next page on the last one and none at all when the list is empty', () => {
    expect(pagination('reviews', 1, 10, 0)).toMatchObject({ totalPages: 0, hasNextPage: false, hasPrevPage: false });
    expect(pagination('reviews', 3, 10, 30)).toMatchObject({ totalPages: 3, hasNextPage: false });
  });
});
