import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { AppConfigService } from '../../core/config/app-config.service';
import type { SessionUser } from '../auth/session-user';
import { OrderStatus } from '../orders/order-status.enum';
import { OrdersService } from '../orders/orders.service';
import type { DemoDecision } from './demo-payment.provider';
import type { WebpayReturnDto } from './dto/webpay-return.dto';
import { demoPage, HtmlPage, missingPaymentPage, redirectPage } from './payment-pages';
import { PAYMENT_PROVIDER, PaymentProvider, PaymentProviderError, PaymentResult } from './payment-provider';
import { WEBPAY_METHOD_CODE } from './payment-methods.service';
import { PaymentStatus } from './payment-status.enum';
import { PaymentTransaction } from './payment-transaction.entity';
import {
  ATTEMPT_TTL_MS,
  CHECKOUT_RESULT_PATH,
  EXPIRY_BATCH,
  EXPIRY_GRACE_MS,
  PaymentOutcome,
} from './payments.constants';
import { PaymentError, PaymentErrorCode } from './payments.errors';

export interface InitiateResponse {
  success: true;
  demo: boolean;
  message: string;
  /** On our server: the auto-submitting form to Webpay (or the demo page). */
  paymentUrl: string;
  /** Webpay's form target and token, for clients that post the form themselves. */
  url: string;
  token: string;
}

const OUTCOME: Record<PaymentStatus, PaymentOutcome> = {
  [PaymentStatus.INITIALIZED]: 'pending',
  [PaymentStatus.AUTHORIZED]: 'approved',
  [PaymentStatus.REJECTED]: 'rejected',
  [PaymentStatus.ABORTED]: 'aborted',
  [PaymentStatus.EXPIRED]: 'aborted',
};

const nonce = () => randomBytes(16).toString('base64');

/**
 * Webpay Plus payments of orders. Each attempt is a payment_transactions row; every change of an
 * attempt happens under a row lock and only from INITIALIZED, so a refreshed return page, a second
 * API instance or the expiry job can never commit or settle it twice. Approved → order PROCESANDO;
 * rejected, aborted or expired → order CANCELADO with its stock returned (once).
 */
@Injectable()
export class PaymentsService {
  private readonly logger = new Logger(PaymentsService.name);

  constructor(
    @InjectRepository(PaymentTransaction) private readonly attempts: Repository<PaymentTransaction>,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly orders: OrdersService,
    private readonly config: AppConfigService,
  ) {}

  /**
   * Starts (or resumes) the Webpay attempt of a PENDIENTE, unpaid Webpay order. An order of an
   * account can only be paid by that account; someone else's order is a 404 like a missing one.
   */
  async initiate(orderId: number, user?: SessionUser): Promise<InitiateResponse> {
    const order = await this.orders.findForPayment(orderId);
    if (!order || order.userId !== (user?.id ?? null)) throw new PaymentError(PaymentErrorCode.OrderNotFound);
    if (order.paymentMethod.code !== WEBPAY_METHOD_CODE) throw new PaymentError(PaymentErrorCode.NotWebpay);

    const attempt = await this.dataSource.transaction(async (manager) => {
      // One attempt at a time per order: two tabs must not both be charged.
      const [locked] = await manager.query<Array<{ status: OrderStatus; stock_released_at: Date | null }>>(
        `SELECT status, stock_released_at FROM orders WHERE id = $1 FOR UPDATE`,
        [orderId],
      );
      if (locked.status !== OrderStatus.PENDIENTE || locked.stock_released_at) {
        throw new PaymentError(PaymentErrorCode.NotPayable);
      }
      const repository = manager.getRepository(PaymentTransaction);
      const previous = await repository.find({ where: { orderId } });
      if (previous.some((row) => row.status === PaymentStatus.AUTHORIZED)) {
        throw new PaymentError(PaymentErrorCode.NotPayable);
      }
      const live = previous.find(
        (row) =>
          row.status === PaymentStatus.INITIALIZED &&
          row.token &&
          row.expiresAt &&
          row.expiresAt.getTime() > Date.now(),
      );
      if (live) return live;

      const created = await repository.save(
        repository.create({
          orderId,
          provider: this.provider.demo ? 'demo' : 'webpay',
          buyOrder: `${orderId}-${randomBytes(4).toString('hex')}`,
          sessionId: randomBytes(16).toString('hex'),
          amount: order.total,
          status: PaymentStatus.INITIALIZED,
          expiresAt: new Date(Date.now() + ATTEMPT_TTL_MS),
        }),
      );
      try {
        const { token, url } = await this.provider.create({
          buyOrder: created.buyOrder,
          sessionId: created.sessionId,
          amount: created.amount,
          returnUrl: `${this.config.publicUrl.replace(/\/+$/, '')}/api/payments/webpay/return`,
        });
        created.token = token;
        created.raw = { create: { token, url } };
        return repository.save(created);
      } catch (error) {
        this.logger.warn(`Webpay create del pedido ${orderId} falló: ${(error as Error).message}`);
        throw new PaymentError(PaymentErrorCode.ProviderUnavailable);
      }
    });

    const token = attempt.token!;
    const url = (attempt.raw as { create: { url: string } }).create.url;
    const path = encodeURIComponent(token);
    return {
      success: true,
      demo: this.provider.demo,
      message: this.provider.demo
        ? 'Modo demostración: no se realizará ningún cargo.'
        : 'Redirigiendo a Webpay para completar el pago',
      paymentUrl: this.provider.demo ? `/api/payments/demo/${path}` : `/api/payments/webpay/redirect/${path}`,
      url,
      token,
    };
  }

  /** The auto-submitting form that takes the buyer to Webpay with token_ws. */
  async redirectPage(token: string): Promise<HtmlPage> {
    const attempt = await this.attempts.findOneBy({ token, status: PaymentStatus.INITIALIZED });
    const url = (attempt?.raw as { create?: { url?: string } } | null)?.create?.url;
    if (!attempt || !url || this.provider.demo) return missingPaymentPage(nonce());
    return redirectPage(url, token, nonce());
  }

  async demoPage(token: string): Promise<HtmlPage> {
    const attempt = this.provider.demo
      ? await this.attempts.findOneBy({ token, status: PaymentStatus.INITIALIZED })
      : null;
    if (!attempt) return missingPaymentPage(nonce());
    return demoPage(token, attempt.orderId, attempt.amount, nonce());
  }

  /** Demo mode: records the buyer's choice, then the browser goes through the normal return. */
  async demoDecide(token: string, decision: DemoDecision): Promise<string> {
    if (this.provider.demo) {
      await this.dataSource.query(
        `UPDATE payment_transactions SET raw = COALESCE(raw, '{}'::jsonb) || jsonb_build_object('demoDecision', $2::text)
          WHERE token = $1 AND status = 'INITIALIZED'`,
        [token, decision],
      );
    }
    return `/api/payments/webpay/return?token_ws=${encodeURIComponent(token)}`;
  }

  /** Webpay's return (GET or POST): settles the attempt and gives the storefront page to send the buyer to. */
  async handleReturn(params: WebpayReturnDto): Promise<string> {
    if (params.TBK_TOKEN) return this.abort({ token: params.TBK_TOKEN });
    if (params.token_ws) return this.commit(params.token_ws);
    if (params.TBK_ORDEN_COMPRA && params.TBK_ID_SESION) {
      return this.abort({ buyOrder: params.TBK_ORDEN_COMPRA, sessionId: params.TBK_ID_SESION });
    }
    return resultUrl(null, 'rejected');
  }

  /**
   * The expiry job: INITIALIZED attempts past their expiry plus a grace period are asked about at
   * Webpay (status call): authorised → paid; anything else → EXPIRED and the order cancelled.
   */
  async expireStale(now = Date.now()): Promise<{ expired: number; authorized: number }> {
    const due = await this.attempts
      .createQueryBuilder('t')
      .select('t.id')
      .where('t.status = :status AND t.expiresAt < :cutoff', {
        status: PaymentStatus.INITIALIZED,
        cutoff: new Date(now - EXPIRY_GRACE_MS),
      })
      .orderBy('t.id')
      .limit(EXPIRY_BATCH)
      .getMany();
    let expired = 0;
    let authorized = 0;
    for (const { id } of due) {
      const outcome = await this.dataSource.transaction(async (manager) => {
        const attempt = await manager.getRepository(PaymentTransaction).findOne({
          where: { id, status: PaymentStatus.INITIALIZED },
          lock: { mode: 'pessimistic_write', onLocked: 'skip_locked' },
        });
        if (!attempt) return null;
        let result: PaymentResult | null = null;
        if (attempt.token) {
          try {
            result = await this.provider.status(attempt.token);
          } catch (error) {
            // Unreachable Webpay: try again on the next run. A 4xx (unknown or too old token) was never paid.
            if (!(error instanceof PaymentProviderError) || error.httpStatus === undefined || error.httpStatus >= 500) {
              this.logger.warn(`Estado Webpay del intento ${id} no disponible: ${(error as Error).message}`);
              return null;
            }
          }
        }
        return this.settle(manager, attempt, result, PaymentStatus.EXPIRED);
      });
      if (outcome === 'approved') authorized++;
      else if (outcome) expired++;
    }
    return { expired, authorized };
  }

  private commit(token: string): Promise<string> {
    return this.dataSource.transaction(async (manager) => {
      const attempt = await manager
        .getRepository(PaymentTransaction)
        .findOne({ where: { token }, lock: { mode: 'pessimistic_write' } });
      if (!attempt) return resultUrl(null, 'rejected');
      // Already settled (a refreshed return page, the expiry job): answer as before, never commit twice.
      if (attempt.status !== PaymentStatus.INITIALIZED) return resultUrl(attempt.orderId, OUTCOME[attempt.status]);
      let result: PaymentResult;
      try {
        result = await this.provider.commit(token);
      } catch (error) {
        if (!(error instanceof PaymentProviderError) || error.httpStatus === undefined || error.httpStatus >= 500) {
          // Unknown outcome: leave it INITIALIZED; the expiry job asks Webpay later.
          this.logger.warn(`Commit Webpay del intento ${attempt.id} sin respuesta: ${(error as Error).message}`);
          return resultUrl(attempt.orderId, 'pending');
        }
        result = await this.provider.status(token).catch(() => rejectedResult(error));
      }
      return resultUrl(attempt.orderId, await this.settle(manager, attempt, result, PaymentStatus.REJECTED));
    });
  }

  private abort(by: { token: string } | { buyOrder: string; sessionId: string }): Promise<string> {
    return this.dataSource.transaction(async (manager) => {
      const attempt = await manager
        .getRepository(PaymentTransaction)
        .findOne({ where: { ...by }, lock: { mode: 'pessimistic_write' } });
      if (!attempt) return resultUrl(null, 'aborted');
      if (attempt.status !== PaymentStatus.INITIALIZED) return resultUrl(attempt.orderId, OUTCOME[attempt.status]);
      await manager
        .getRepository(PaymentTransaction)
        .update({ id: attempt.id }, { status: PaymentStatus.ABORTED, raw: { ...(attempt.raw ?? {}), aborted: by } });
      await this.orders.cancelUnpaid(manager, attempt.orderId);
      return resultUrl(attempt.orderId, 'aborted');
    });
  }

  /** Writes the outcome of a locked INITIALIZED attempt and moves its order. */
  private async settle(
    manager: EntityManager,
    attempt: PaymentTransaction,
    result: PaymentResult | null,
    failure: PaymentStatus.REJECTED | PaymentStatus.EXPIRED,
  ): Promise<PaymentOutcome> {
    // Authorised means the provider confirmed this attempt's exact amount.
    const approved = !!result?.authorized && (result.amount === null || result.amount === attempt.amount);
    await manager.getRepository(PaymentTransaction).update(
      { id: attempt.id },
      {
        status: approved ? PaymentStatus.AUTHORIZED : failure,
        authorizationCode: result?.authorizationCode ?? null,
        cardLastDigits: result?.cardLastDigits ?? null,
        installmentsNumber: result?.installmentsNumber ?? null,
        paymentTypeCode: result?.paymentTypeCode ?? null,
        responseCode: result?.responseCode ?? null,
        raw: { ...(attempt.raw ?? {}), result: result?.raw ?? {} },
        committedAt: approved ? new Date() : null,
      },
    );
    if (approved) {
      await this.orders.markPaid(manager, attempt.orderId);
      return 'approved';
    }
    await this.orders.cancelUnpaid(manager, attempt.orderId);
    return failure === PaymentStatus.EXPIRED ? 'aborted' : 'rejected';
  }
}

function resultUrl(orderId: number | null, status: PaymentOutcome): string {
  const query = new URLSearchParams();
  if (orderId !== null) query.set('order', String(orderId));
  query.set('status', status);
  return `${CHECKOUT_RESULT_PATH}?${query.toString()}`;
}

function rejectedResult(error: unknown): PaymentResult {
  return {
    authorized: false,
    status: 'FAILED',
    amount: null,
    buyOrder: null,
    authorizationCode: null,
    cardLastDigits: null,
    installmentsNumber: null,
    paymentTypeCode: null,
    responseCode: null,
    raw: { error: (error as Error).message },
  };
}
