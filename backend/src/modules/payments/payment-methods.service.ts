import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { PaymentMethod } from './payment-method.entity';
import { PaymentStatus } from './payment-status.enum';
import { PaymentTransaction } from './payment-transaction.entity';

export interface PaymentMethodResponse {
  id: number;
  name: string;
  code: string;
}

/** The latest payment attempt of an order, as the customer sees it. */
export interface PaymentSummary {
  status: PaymentStatus;
  authorizationCode: string | null;
  cardLastDigits: string | null;
  installmentsNumber: number | null;
}

export const WEBPAY_METHOD_CODE = 'webpay';

/** Read side of payments used by orders (payment methods, the latest attempt per order). */
@Injectable()
export class PaymentMethodsService {
  constructor(
    @InjectRepository(PaymentMethod) private readonly methods: Repository<PaymentMethod>,
    @InjectRepository(PaymentTransaction) private readonly transactions: Repository<PaymentTransaction>,
  ) {}

  async list(): Promise<{ success: true; paymentMethods: PaymentMethodResponse[] }> {
    const rows = await this.methods.find({ where: { active: true }, order: { sortOrder: 'ASC', id: 'ASC' } });
    return { success: true, paymentMethods: rows.map(({ id, name, code }) => ({ id, name, code })) };
  }

  findActive(id: number): Promise<PaymentMethod | null> {
    return this.methods.findOne({ where: { id, active: true } });
  }

  async latestAttempts(orderIds: number[]): Promise<Map<number, PaymentSummary>> {
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
}
