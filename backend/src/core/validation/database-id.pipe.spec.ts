import { NotFoundException } from '@nestjs/common';
import { DatabaseIdPipe, MAX_DATABASE_ID, parseDatabaseId } from './database-id.pipe';

describe(DatabaseIdPipe.name, () => {
  const pipe = new DatabaseIdPipe(() => new NotFoundException());

  it('should accept positive PostgreSQL integers', () => {
    expect(pipe.transform('1')).toBe(1);
    expect(pipe.transform(String(MAX_DATABASE_ID))).toBe(MAX_DATABASE_ID);
  });

  it('should accept the number the global pipe makes of a `number` path parameter', () => {
    expect(pipe.transform(42)).toBe(42);
    for (const value of [0, -1, 1.5, NaN, Infinity, 99_999_999_999]) {
      expect(() => pipe.transform(value)).toThrow(NotFoundException);
    }
  });

  it("should give the route's error for anything the id column cannot hold", () => {
    for (const value of [
      '0',
      '-1',
      '1e3',
      '1.5',
      ' 1',
      '99999999999',
      String(MAX_DATABASE_ID + 1),
      'abc',
      '',
      undefined,
    ]) {
      expect(() => pipe.transform(value)).toThrow(NotFoundException);
      expect(parseDatabaseId(value)).toBeNull();
    }
  });
});
