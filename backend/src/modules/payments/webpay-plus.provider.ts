import { AppConfigService } from '../../core/config/app-config.service';
import {
  CreatedPayment,
  CreatePaymentInput,
  PaymentProvider,
  PaymentProviderError,
  PaymentResult,
} from './payment-provider';

const API_PATH = '/rswebpaytransaction/api/webpay/v1.2/transactions';
const TIMEOUT_MS = 15_000;

/** Transbank's commit / status answer (REST API v1.2). */
interface WebpayTransaction {
  vci?: string;
  amount?: number;
  status?: string;
  buy_order?: string;
  session_id?: string;
  card_detail?: { card_number?: string } | null;
  accounting_date?: string;
  transaction_date?: string;
  authorization_code?: string | null;
  payment_type_code?: string | null;
  response_code?: number | null;
  installments_number?: number | null;
}

export function toPaymentResult(body: WebpayTransaction): PaymentResult {
  return {
    authorized: body.status === 'AUTHORIZED' && body.response_code === 0,
    status: body.status ?? 'UNKNOWN',
    amount: typeof body.amount === 'number' ? body.amount : null,
    buyOrder: body.buy_order ?? null,
    authorizationCode: body.authorization_code ?? null,
    cardLastDigits: body.card_detail?.card_number ?? null,
    installmentsNumber: typeof body.installments_number === 'number' ? body.installments_number : null,
    paymentTypeCode: body.payment_type_code ?? null,
    responseCode: typeof body.response_code === 'number' ? body.response_code : null,
    raw: body as Record<string, unknown>,
  };
}

/** Webpay Plus over Transbank's REST API v1.2 (create, commit, status), authenticated by Tbk-Api-Key headers. */
export class WebpayPlusProvider implements PaymentProvider {
  readonly demo = false;

  constructor(private readonly config: AppConfigService) {}

  async create(input: CreatePaymentInput): Promise<CreatedPayment> {
    const body = await this.call<{ token?: string; url?: string }>('POST', '', {
      buy_order: input.buyOrder,
      session_id: input.sessionId,
      amount: input.amount,
      return_url: input.returnUrl,
    });
    if (!body.token || !body.url) throw new PaymentProviderError('Webpay no entregó token ni url');
    return { token: body.token, url: body.url };
  }

  async commit(token: string): Promise<PaymentResult> {
    return toPaymentResult(await this.call<WebpayTransaction>('PUT', `/${encodeURIComponent(token)}`));
  }

  async status(token: string): Promise<PaymentResult> {
    return toPaymentResult(await this.call<WebpayTransaction>('GET', `/${encodeURIComponent(token)}`));
  }

  private async call<T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: object): Promise<T> {
    const { baseUrl, commerceCode, apiKey } = this.config.webpay;
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${API_PATH}${path}`, {
        method,
        headers: {
          'Tbk-Api-Key-Id': commerceCode ?? '',
          'Tbk-Api-Key-Secret': apiKey ?? '',
          'Content-Type': 'application/json',
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new PaymentProviderError(`Webpay no responde: ${(error as Error).message}`);
    }
    const text = await response.text();
    if (!response.ok) {
      throw new PaymentProviderError(`Webpay respondió ${response.status}: ${text.slice(0, 200)}`, response.status);
    }
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new PaymentProviderError('Webpay respondió algo que no es JSON');
    }
  }
}
