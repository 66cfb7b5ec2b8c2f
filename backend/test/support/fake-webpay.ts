import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeOutcome = 'approve' | 'reject';

interface FakeTransaction {
  buy_order: string;
  session_id: string;
  amount: number;
  return_url: string;
  outcome: FakeOutcome;
  committed: boolean;
  /** Paid at Webpay but never committed by the shop (the buyer closed the tab on the way back). */
  paidWithoutReturn: boolean;
}

const PATH = '/rswebpaytransaction/api/webpay/v1.2/transactions';

/**
 * A local stand-in for Transbank's Webpay Plus REST API v1.2: create (POST), commit (PUT) and
 * status (GET), checking the Tbk-Api-Key headers. Commit works once per token, like Webpay.
 */
export class FakeWebpay {
  readonly transactions = new Map<string, FakeTransaction>();
  /** Tokens of successful commits (Webpay charges these). */
  readonly commits: string[] = [];
  /** Every commit request (PUT) received, successful or not, by token. */
  readonly commitCalls: string[] = [];
  readonly creates: Array<{ headers: http.IncomingHttpHeaders; body: Record<string, unknown> }> = [];
  /** Outcome of the next created transactions. */
  nextOutcome: FakeOutcome = 'approve';
  /** Answer 500 to everything while set (Webpay down). */
  down = false;
  private sequence = 0;
  private server?: http.Server;
  baseUrl = '';

  constructor(
    readonly commerceCode = '597055555532',
    readonly apiKey = 'fake-api-key-for-tests',
  ) {}

  async start(): Promise<string> {
    this.server = http.createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.baseUrl;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** The buyer paid at Webpay but never came back (for the expiry reconciliation). */
  markPaidWithoutReturn(token: string): void {
    this.transactions.get(token)!.paidWithoutReturn = true;
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const send = (status: number, body: object) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (this.down) return send(500, { error_message: 'down' });
    if (req.headers['tbk-api-key-id'] !== this.commerceCode || req.headers['tbk-api-key-secret'] !== this.apiKey) {
      return send(401, { error_message: 'Not Authorized' });
    }
    const url = req.url ?? '';
    if (req.method === 'POST' && url === PATH) {
      const body = JSON.parse(text) as Record<string, unknown>;
      this.creates.push({ headers: req.headers, body });
      const token = `01ab${(++this.sequence).toString(16).padStart(60, '0')}`;
      this.transactions.set(token, {
        buy_order: String(body.buy_order),
        session_id: String(body.session_id),
        amount: Number(body.amount),
        return_url: String(body.return_url),
        outcome: this.nextOutcome,
        committed: false,
        paidWithoutReturn: false,
      });
      return send(200, { token, url: `${this.baseUrl}/webpayserver/initTransaction` });
    }
    const match = new RegExp(`^${PATH}/([^/]+)$`).exec(url);
    const transaction = match ? this.transactions.get(decodeURIComponent(match[1])) : undefined;
    if (!match || !transaction) return send(404, { error_message: 'Transaction not found' });
    const token = decodeURIComponent(match[1]);
    if (req.method === 'PUT') {
      this.commitCalls.push(token);
      if (transaction.committed)
        return send(422, { error_message: 'Invalid status 6 for transaction while authorizing' });
      transaction.committed = true;
      this.commits.push(token);
      return send(200, this.detail(transaction));
    }
    if (req.method === 'GET') {
      if (!transaction.committed && !transaction.paidWithoutReturn) {
        return send(200, {
          ...this.detail(transaction),
          status: 'INITIALIZED',
          response_code: null,
          authorization_code: null,
        });
      }
      return send(200, this.detail(transaction));
    }
    return send(405, { error_message: 'Method not allowed' });
  }

  private detail(transaction: FakeTransaction) {
    const approved = transaction.outcome === 'approve';
    return {
      vci: approved ? 'TSY' : 'TSN',
      amount: transaction.amount,
      status: approved ? 'AUTHORIZED' : 'FAILED',
      buy_order: transaction.buy_order,
      session_id: transaction.session_id,
      card_detail: { card_number: '6623' },
      accounting_date: '1122',
      transaction_date: new Date().toISOString(),
      authorization_code: approved ? '1213' : '000000',
      payment_type_code: 'VN',
      response_code: approved ? 0 : -1,
      installments_number: 0,
    };
  }
}
