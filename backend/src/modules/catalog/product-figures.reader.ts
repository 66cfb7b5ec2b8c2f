import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** A product as the admin overview lists it among the recent activity. */
export interface RecentProduct {
  id: number;
  title: string;
  price: number;
  createdAt: Date;
}

/** The catalogue's figures for the admin overview (dashboard module). */
@Injectable()
export class ProductFigures {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** How many products there are, and how many hold `lowStock` units or fewer. */
  async counts(lowStock: number): Promise<{ products: number; lowStockProducts: number }> {
    const [row] = await this.dataSource.query<Array<{ products: number; lowStockProducts: number }>>(
      `SELECT count(*)::int AS products, (count(*) FILTER (WHERE stock <= $1))::int AS "lowStockProducts"
         FROM products`,
      [lowStock],
    );
    return row;
  }

  /** The newest products, newest first. */
  async newest(limit: number): Promise<RecentProduct[]> {
    return this.dataSource.query<RecentProduct[]>(
      `SELECT id, title, price::float8 AS price, created_at AS "createdAt" FROM products
        ORDER BY created_at DESC, id DESC LIMIT $1`,
      [limit],
    );
  }
}
