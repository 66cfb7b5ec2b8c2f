import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository } from 'typeorm';
import { OrderPaymentAttempts, type PaymentSummary } from '../orders';
import { PaymentStatus } from './payment-status.enum';
import { PaymentTransaction } from './payment-transaction.entity';

/** Attempts that mean "paying" (the buyer may be on Webpay's page right now) or "paid". */
const OPEN_ATTEMPTS = [PaymentStatus.INITIALIZED, PaymentStatus.AUTHORIZED];

/** The orders' view of their payment attempts (the port orders declare), read from payment_transactions. */
@Injectable()
export class PaymentAttemptsReader extends OrderPaymentAttempts {
  constructor(@InjectRepository(PaymentTransaction) private readonly transactions: Repository<PaymentTransaction>) {
    super();
  }

  async latest(orderIds: number[]): Promise<Map<number, PaymentSummary>> {
    if (orderIds.length === 0) return new Map();
    const rows = await this.transactions.find({ where: { orderId: In(orderIds) }, order: { id: 'ASC' } });
    return new Map(
      rows.map((row) => [
        row.orderId,
        {
          status: row.status,
          authorizationCode: row.authorizationCode,
          cardLastDigits: row.cardLastDigits,
          installmentsNumber: row.installmentsNumber,
        },
      ]),
    );
  }

  async paying(orderIds: number[], manager?: EntityManager): Promise<Set<number>> {
    if (orderIds.length === 0) return new Set();
    const rows = await (manager ?? this.transactions.manager).query<Array<{ order_id: number }>>(
      `SELECT DISTINCT order_id FROM payment_transactions WHERE order_id = ANY($1::int[]) AND status = ANY($2)`,
      [orderIds, OPEN_ATTEMPTS],
    );
    return new Set(rows.map((row) => row.order_id));
  }
}
