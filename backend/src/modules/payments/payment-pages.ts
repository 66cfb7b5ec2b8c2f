import { formatPesos } from '../../core/format/pesos';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** A page of ours with its own CSP: nothing runs but the nonce'd script; forms may post to formAction. */
export interface HtmlPage {
  status: number;
  html: string;
  csp: string;
}

function page(title: string, body: string, nonce: string): string {
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style nonce="${nonce}">
body{font-family:system-ui,sans-serif;background:#f4f4f7;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;border-radius:12px;box-shadow:0 2px 12px #0002;padding:32px;max-width:420px;width:100%;text-align:center}
h1{color:#6b0f6b;font-size:1.4rem}button{border:0;border-radius:8px;padding:12px 20px;font-size:1rem;margin:6px;cursor:pointer}
.approve{background:#1a7f37;color:#fff}.reject{background:#b42318;color:#fff}a{color:#555}
.warning{background:#fff4e5;border:1px solid #b54708;border-radius:8px;color:#7a2e0e;padding:12px}
</style></head><body><main>${body}</main></body></html>`;
}

/** The form POST of token_ws that Webpay requires, submitted by a nonce'd script (a button if scripts are off). */
export function redirectPage(url: string, token: string, nonce: string): HtmlPage {
  const target = new URL(url);
  const html = page(
    'Redirigiendo a Webpay',
    `<h1>Redirigiendo a Webpay…</h1>
<form id="webpay" method="post" action="${escapeHtml(url)}">
<input type="hidden" name="token_ws" value="${escapeHtml(token)}">
<button type="submit" class="approve">Continuar a Webpay</button></form>
<script nonce="${nonce}">document.getElementById('webpay').submit();</script>`,
    nonce,
  );
  return {
    status: 200,
    html,
    csp: `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; form-action ${target.origin}; base-uri 'none'; frame-ancestors 'none'`,
  };
}

/**
 * Demo mode's Webpay-like page: the buttons go through the same return handling as a real payment,
 * and 'Anular compra' returns what Webpay sends on an abort (TBK_TOKEN, TBK_ORDEN_COMPRA, TBK_ID_SESION).
 * In production (the operator's PAYMENTS_DEMO_IN_PRODUCTION) it says that nothing here is a payment.
 */
export function demoPage(
  attempt: { token: string | null; orderId: number; amount: number; buyOrder: string; sessionId: string },
  options: { production: boolean },
  nonce: string,
): HtmlPage {
  const t = encodeURIComponent(attempt.token ?? '');
  const abort = new URLSearchParams({
    TBK_TOKEN: attempt.token ?? '',
    TBK_ORDEN_COMPRA: attempt.buyOrder,
    TBK_ID_SESION: attempt.sessionId,
  });
  const warning = options.production
    ? `<p class="warning" role="alert"><strong>Esta tienda funciona con pagos de demostración:</strong> aprobar aquí no cobra nada, aunque el pedido quede como pagado.</p>`
    : '';
  const html = page(
    'Webpay (demostración)',
    `<h1>Webpay Plus · Demostración</h1>
${warning}<p>Pedido #${attempt.orderId}</p><p><strong>Total: ${formatPesos(attempt.amount)}</strong></p>
<p>Modo demostración: no se realizará ningún cargo.</p>
<form method="post" action="/api/payments/demo/${t}">
<button type="submit" name="decision" value="approve" class="approve">Aprobar pago</button>
<button type="submit" name="decision" value="reject" class="reject">Rechazar pago</button>
</form>
<p><a href="/api/payments/webpay/return?${escapeHtml(abort.toString())}">Anular compra y volver a la tienda</a></p>`,
    nonce,
  );
  return {
    status: 200,
    html,
    csp: `default-src 'none'; style-src 'nonce-${nonce}'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
  };
}

export function missingPaymentPage(nonce: string): HtmlPage {
  return {
    status: 404,
    html: page(
      'Pago no encontrado',
      `<h1>Pago no encontrado</h1><p>Este pago no existe o ya fue procesado.</p><p><a href="/">Volver a la tienda</a></p>`,
      nonce,
    ),
    csp: `default-src 'none'; style-src 'nonce-${nonce}'; base-uri 'none'; frame-ancestors 'none'`,
  };
}
