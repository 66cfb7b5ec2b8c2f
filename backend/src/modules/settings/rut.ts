/** '76.543.210-3', '76543210-3', '765432103' → body and check digit; null when not shaped like a RUT. */
function parseRut(value: string): { body: string; check: string } | null {
  const match = /^(\d{1,2}(?:\.?\d{3}){2}|\d{7,8})-?([\dkK])$/.exec(value.trim());
  if (!match) return null;
  return { body: match[1].replace(/\./g, ''), check: match[2].toUpperCase() };
}

/** The check digit of a RUT body (módulo 11): '0'..'9' or 'K'. */
export function rutCheckDigit(body: string): string {
  let sum = 0;
  let factor = 2;
  for (let i = body.length - 1; i >= 0; i -= 1) {
    sum += Number(body[i]) * factor;
    factor = factor === 7 ? 2 : factor + 1;
  }
  const digit = 11 - (sum % 11);
  if (digit === 11) return '0';
  if (digit === 10) return 'K';
  return String(digit);
}

/** A Chilean RUT whose check digit matches its number. */
export function isValidRut(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const rut = parseRut(value);
  return rut !== null && rutCheckDigit(rut.body) === rut.check;
}

/** '765432103' → '76.543.210-3' (the form the shop shows); other values unchanged. */
export function formatRut(value: string): string {
  const rut = parseRut(value);
  if (!rut) return value;
  return `${rut.body.replace(/\B(?=(\d{3})+$)/g, '.')}-${rut.check}`;
}

/** Digits of a Chilean phone number with its country code: '+56 9 5555 1234' → '56955551234'. */
export function chileanPhoneDigits(value: string): string | null {
  const digits = value.replace(/[\s().-]/g, '').replace(/^\+/, '');
  const national = /^56\d{9}$/.test(digits) ? digits.slice(2) : digits;
  // Nine digits: mobiles start with 9, landlines with their area code (2 Santiago, 32, 41...).
  return /^[2-9]\d{8}$/.test(national) ? `56${national}` : null;
}

/** A Chilean mobile number (WhatsApp needs one). */
export function isChileanMobile(value: string): boolean {
  return chileanPhoneDigits(value)?.startsWith('569') ?? false;
}
