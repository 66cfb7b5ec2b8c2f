import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { PaymentMethod } from './payment-method.entity';

export interface PaymentMethodResponse {
  id: number;
  name: string;
  code: string;
}

/** The payment methods an order may be placed with (GET /orders/payment-methods). */
@Injectable()
export class PaymentMethodsService {
  constructor(@InjectRepository(PaymentMethod) private readonly methods: Repository<PaymentMethod>) {}

  async list(): Promise<{ success: true; paymentMethods: PaymentMethodResponse[] }> {
    const rows = await this.methods.find({ where: { active: true }, order: { sortOrder: 'ASC', id: 'ASC' } });
    return { success: true, paymentMethods: rows.map(({ id, name, code }) => ({ id, name, code })) };
  }

  findActive(id: number): Promise<PaymentMethod | null> {
    return this.methods.findOne({ where: { id, active: true } });
  }
}
