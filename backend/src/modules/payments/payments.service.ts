import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { AppConfigService } from '../../core/config/app-config.service';
import { paymentOutcomes } from '../../core/metrics/shop-metrics';
import type { SessionUser } from '../../core/auth/session-user';
import { OrderStatus, OrdersService, WEBPAY_METHOD_CODE } from '../orders';
import type { DemoDecision } from './demo-payment.provider';
import type { InitiatePaymentDto } from './dto/initiate-payment.dto';
import type { WebpayReturnDto } from './dto/webpay-return.dto';
import { demoPage, HtmlPage, missingPaymentPage, redirectPage } from './payment-pages';
import { PAYMENT_PROVIDER, PaymentProvider, PaymentProviderError, PaymentResult } from './payment-provider';
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

/** raw.aborted of an attempt never committed because the shop had closed its order meanwhile. */
const ORDER_CLOSED = 'order-not-payable';

/**
 * What the buyer is told about an attempt that is already settled (a refreshed return page). A
 * charge the expiry job found for an order the shop had closed is 'refund': paid, to be given back.
 */
function outcomeOf(attempt: PaymentTransaction, order?: { refundRequired: boolean } | null): PaymentOutcome {
  const aborted = (attempt.raw as { aborted?: { reason?: string } } | null)?.aborted;
  if (attempt.status === PaymentStatus.ABORTED && aborted?.reason === ORDER_CLOSED) return 'cancelled';
  if (attempt.status === PaymentStatus.AUTHORIZED && order?.refundRequired) return 'refund';
  return OUTCOME[attempt.status];
}

/** How settling an attempt ended for its order. */
type Settlement = 'paid' | 'refund-required' | 'rejected' | 'expired';

/** The order's state under its row lock (OrdersService.lockForPayment). */
type LockedOrder = { status: OrderStatus; payable: boolean };

const nonce = () => randomBytes(16).toString('base64');

/**
 * Webpay Plus payments of orders. Each attempt is a payment_transactions row; every change of an
 * attempt happens under row locks (the order's first, then the attempt's: the order the admin's
 * status change and every payment path share) and only from INITIALIZED, so a refreshed return
 * page, a second API instance or the expiry job can never commit or settle it twice, and an order
 * the shop cancelled is never charged. Approved → order PROCESANDO; rejected, aborted or expired →
 * order CANCELADO with its stock returned (once); authorised for an order no longer payable → the
 * order is flagged for a refund.
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
   * Starts (or resumes) the Webpay attempt of a PENDIENTE, unpaid Webpay order. An account's order
   * can only be paid by that account; a guest order by whoever gives its checkout e-mail. Anything
   * else is a 404 like a missing order.
   */
  async initiate(dto: InitiatePaymentDto, user?: SessionUser): Promise<InitiateResponse> {
    const orderId = dto.orderId;
    const order = await this.orders.findForPayment(orderId, { userId: user?.id ?? null, email: dto.email });
    if (!order) throw new PaymentError(PaymentErrorCode.OrderNotFound);
    if (order.paymentMethod.code !== WEBPAY_METHOD_CODE) throw new PaymentError(PaymentErrorCode.NotWebpay);

    const attempt = await this.dataSource.transaction(async (manager) => {
      // One attempt at a time per order: two tabs must not both be charged.
      const locked = await this.orders.lockForPayment(manager, orderId);
      if (!locked?.payable) throw new PaymentError(PaymentErrorCode.NotPayable);
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
    return demoPage(attempt, { production: this.config.isProduction }, nonce());
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

  /**
   * Webpay's return (GET or POST): settles the attempt and gives the storefront page to send the
   * buyer to. Webpay sends TBK_ORDEN_COMPRA and TBK_ID_SESION with every abort (TBK_TOKEN, a form
   * error, a timeout), and the session id never leaves our server otherwise: an abort must name the
   * attempt by both, so a token alone (a stranger who saw it) cancels nothing.
   */
  async handleReturn(params: WebpayReturnDto): Promise<string> {
    const { token_ws, TBK_TOKEN, TBK_ORDEN_COMPRA: buyOrder, TBK_ID_SESION: sessionId } = params;
    if (TBK_TOKEN || (!token_ws && buyOrder && sessionId)) {
      if (!buyOrder || !sessionId) return resultUrl(null, 'aborted');
      return this.abort({ buyOrder, sessionId, token: TBK_TOKEN });
    }
    if (token_ws) return this.commit(token_ws);
    return resultUrl(null, 'rejected');
  }

  /**
   * The expiry job: INITIALIZED attempts past their expiry plus a grace period are asked about at
   * Webpay (status call): authorised → paid (or flagged for a refund when the shop closed the order
   * meanwhile); anything else → EXPIRED and the order cancelled.
   */
  async expireStale(now = Date.now()): Promise<{ expired: number; authorized: number; refundRequired: number }> {
    const due = await this.attempts
      .createQueryBuilder('t')
      .select(['t.id', 't.orderId'])
      .where('t.status = :status AND t.expiresAt < :cutoff', {
        status: PaymentStatus.INITIALIZED,
        cutoff: new Date(now - EXPIRY_GRACE_MS),
      })
      .orderBy('t.id')
      .limit(EXPIRY_BATCH)
      .getMany();
    const counts = { expired: 0, authorized: 0, refundRequired: 0 };
    for (const { id, orderId } of due) {
      const settled = await this.dataSource.transaction(async (manager) => {
        // Rows busy elsewhere (a buyer's return, an admin, another worker) are left for the next run.
        const order = await this.orders.lockForPayment(manager, orderId, { skipLocked: true });
        if (!order) return null;
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
        return this.settle(manager, attempt, order, result, PaymentStatus.EXPIRED);
      });
      if (settled === 'paid') counts.authorized++;
      else if (settled === 'refund-required') counts.refundRequired++;
      else if (settled) counts.expired++;
    }
    return counts;
  }

  private async commit(token: string): Promise<string> {
    const found = await this.attempts.findOne({ where: { token }, select: { id: true, orderId: true } });
    if (!found) return resultUrl(null, 'rejected');
    return this.dataSource.transaction(async (manager) => {
      const { order, attempt } = await this.lockOrderAndAttempt(manager, found);
      if (!order || !attempt) return resultUrl(null, 'rejected');
      // Already settled (a refreshed return page, the expiry job): answer as before, never commit twice.
      if (attempt.status !== PaymentStatus.INITIALIZED) return resultUrl(attempt.orderId, outcomeOf(attempt, order));
      if (!order.payable) {
        // The shop cancelled the order while the buyer was at Webpay. An uncommitted Webpay
        // transaction is never charged, so not committing is how the buyer keeps their money.
        await manager.getRepository(PaymentTransaction).update(
          { id: attempt.id },
          {
            status: PaymentStatus.ABORTED,
            raw: { ...(attempt.raw ?? {}), aborted: { reason: ORDER_CLOSED, orderStatus: order.status } },
          },
        );
        this.logger.warn(`Intento ${attempt.id} sin confirmar: el pedido ${attempt.orderId} está ${order.status}`);
        return resultUrl(attempt.orderId, 'cancelled');
      }
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
      const settled = await this.settle(manager, attempt, order, result, PaymentStatus.REJECTED);
      // 'refund-required' cannot happen here (the order was payable under its lock): the buyer paid.
      return resultUrl(attempt.orderId, settled === 'rejected' ? 'rejected' : 'approved');
    });
  }

  private async abort(by: { buyOrder: string; sessionId: string; token?: string }): Promise<string> {
    const found = await this.attempts.findOne({
      where: { buyOrder: by.buyOrder, sessionId: by.sessionId },
      select: { id: true, orderId: true, token: true },
    });
    if (!found || (by.token !== undefined && found.token !== by.token)) return resultUrl(null, 'aborted');
    return this.dataSource.transaction(async (manager) => {
      const { order, attempt } = await this.lockOrderAndAttempt(manager, found);
      if (!attempt) return resultUrl(null, 'aborted');
      if (attempt.status !== PaymentStatus.INITIALIZED) return resultUrl(attempt.orderId, outcomeOf(attempt, order));
      await manager
        .getRepository(PaymentTransaction)
        .update({ id: attempt.id }, { status: PaymentStatus.ABORTED, raw: { ...(attempt.raw ?? {}), aborted: by } });
      await this.orders.cancelUnpaid(manager, attempt.orderId);
      return resultUrl(attempt.orderId, 'aborted');
    });
  }

  /**
   * A buyer's return to the shop (commit or abort): the attempt's order under its payment lock, then the attempt's
   * row under its own (the order first, as every payment step takes them); null for one that is gone.
   */
  private async lockOrderAndAttempt(manager: EntityManager, found: { id: number; orderId: number }) {
    const order = await this.orders.lockForPayment(manager, found.orderId);
    const attempt = await manager
      .getRepository(PaymentTransaction)
      .findOne({ where: { id: found.id }, lock: { mode: 'pessimistic_write' } });
    return { order, attempt };
  }

  /**
   * Writes the outcome of a locked INITIALIZED attempt, moves its (locked) order and counts the
   * outcome for /api/metrics (counted inside the transaction: a rollback after this point, which is
   * rare, counts one outcome too many).
   */
  private async settle(
    manager: EntityManager,
    attempt: PaymentTransaction,
    order: LockedOrder,
    result: PaymentResult | null,
    failure: PaymentStatus.REJECTED | PaymentStatus.EXPIRED,
  ): Promise<Settlement> {
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
    if (approved && order.payable) {
      await this.orders.markPaid(manager, attempt.orderId);
      return counted('paid');
    }
    if (approved) {
      // Money taken for an order the shop had closed: never keep it silently, and never re-open
      // the order behind the admin's back (its stock may be sold again).
      const reason =
        `Webpay autorizó ${attempt.amount} CLP (orden de compra ${attempt.buyOrder}, ` +
        `autorización ${result.authorizationCode ?? '—'}) cuando el pedido estaba ${order.status}`;
      await this.orders.flagRefund(manager, attempt.orderId, reason);
      this.logger.warn(`Pedido ${attempt.orderId}: pago sin pedido que cobrar, requiere reembolso. ${reason}`);
      return counted('refund-required');
    }
    await this.orders.cancelUnpaid(manager, attempt.orderId);
    return counted(failure === PaymentStatus.EXPIRED ? 'expired' : 'rejected');
  }
}

function counted(settlement: Settlement): Settlement {
  paymentOutcomes.inc({ outcome: settlement });
  return settlement;
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
