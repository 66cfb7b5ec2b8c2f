import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import {
  CreatedPayment,
  CreatePaymentInput,
  PaymentProvider,
  PaymentProviderError,
  PaymentResult,
} from './payment-provider';
import { PaymentTransaction } from './payment-transaction.entity';

export type DemoDecision = 'approve' | 'reject';

/**
 * Without Webpay credentials: a Webpay-like page on our own server (/api/payments/demo/{token})
 * whose buttons record the buyer's decision on the attempt row, then go through the same return
 * handling as a real payment. Nothing is charged.
 */
export class DemoPaymentProvider implements PaymentProvider {
  readonly demo = true;

  constructor(private readonly dataSource: DataSource) {}

  create(_input: CreatePaymentInput): Promise<CreatedPayment> {
    const token = `demo-${randomBytes(24).toString('hex')}`;
    return Promise.resolve({ token, url: `/api/payments/demo/${token}` });
  }

  async commit(token: string): Promise<PaymentResult> {
    const attempt = await this.dataSource.getRepository(PaymentTransaction).findOneBy({ token });
    if (!attempt) throw new PaymentProviderError('Transacción demo desconocida', 404);
    const decision = (attempt.raw as { demoDecision?: DemoDecision } | null)?.demoDecision;
    const approved = decision === 'approve';
    const raw = {
      vci: approved ? 'TSY' : 'TSN',
      amount: attempt.amount,
      status: approved ? 'AUTHORIZED' : 'FAILED',
      buy_order: attempt.buyOrder,
      session_id: attempt.sessionId,
      card_detail: { card_number: '6623' },
      authorization_code: approved ? '1213' : '000000',
      payment_type_code: 'VN',
      response_code: approved ? 0 : -1,
      installments_number: 0,
      demo: true,
    };
    return {
      authorized: approved,
      status: raw.status,
      amount: attempt.amount,
      buyOrder: attempt.buyOrder,
      authorizationCode: raw.authorization_code,
      cardLastDigits: '6623',
      installmentsNumber: 0,
      paymentTypeCode: 'VN',
      responseCode: raw.response_code,
      raw,
    };
  }

  /** An abandoned demo page was never paid. */
  async status(token: string): Promise<PaymentResult> {
    const result = await this.commit(token);
    return { ...result, authorized: false, status: 'FAILED', responseCode: -1 };
  }
}
