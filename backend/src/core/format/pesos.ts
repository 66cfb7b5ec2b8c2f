const pesosFormatter = new Intl.NumberFormat('es-CL', {
  style: 'currency',
  currency: 'CLP',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/**
 * An amount in Chilean pesos as the shop writes it in server-made text (e-mails, storefront pages, the dashboard),
 * the same as the SPA's utils/format.ts formatPrice: 12990 → '$12.990', rounded, no decimals; not a number → '$0'.
 */
export const formatPesos = (amount: number) => pesosFormatter.format(Math.round(amount) || 0);
