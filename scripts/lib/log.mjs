// Tiny console helpers shared by the start, test and seed scripts.
const useColour = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code, text) => (useColour ? `\u001b[${code}m${text}\u001b[0m` : text);

export const log = {
  step: (message) => console.log(`${paint('36', '›')} ${message}`),
  ok: (message) => console.log(`${paint('32', '✓')} ${message}`),
  warn: (message) => console.warn(`${paint('33', '!')} ${message}`),
  fail: (message) => console.error(`${paint('31', '✗')} ${message}`),
  bold: (text) => paint('1', text),
};
