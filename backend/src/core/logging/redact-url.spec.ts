import { redactUrl } from './redact-url';

describe(redactUrl.name, () => {
  it('should hide the guest lookup e-mail and payment tokens but keep other parameters', () => {
    expect(redactUrl('/api/orders/guest/12?email=ana%40example.cl')).toBe('/api/orders/guest/12?email=[redacted]');
    expect(redactUrl('/api/payments/webpay/return?token_ws=abc&x=1')).toBe(
      '/api/payments/webpay/return?token_ws=[redacted]&x=1',
    );
    expect(redactUrl('/api/payments/webpay/return?TBK_TOKEN=t&TBK_ORDEN_COMPRA=9')).toBe(
      '/api/payments/webpay/return?TBK_TOKEN=[redacted]&TBK_ORDEN_COMPRA=9',
    );
    expect(redactUrl('/api/products/search?q=pastilla&page=2')).toBe('/api/products/search?q=pastilla&page=2');
  });

  it('should leave URLs without a query and malformed escapes alone', () => {
    expect(redactUrl('/api/products/1')).toBe('/api/products/1');
    expect(redactUrl('/x?%E0%A4%A=1&Email=a')).toBe('/x?%E0%A4%A=1&Email=[redacted]');
  });
});
