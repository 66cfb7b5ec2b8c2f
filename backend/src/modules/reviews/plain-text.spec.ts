import { toPlainLine, toPlainText } from './plain-text';

describe('plain-text', () => {
  describe(toPlainText.name, () => {
    it('should keep line breaks, normalise CRLF and trim', () => {
      expect(toPlainText('  Muy buenas.\r\nLlegaron rápido.  ')).toBe('Muy buenas.\nLlegaron rápido.');
    });

    it('should remove control characters and bidirectional overrides', () => {
      expect(toPlainText('ok\u0000\u0007\u001b[31m rojo\u202Eevil')).toBe('ok[31m rojoevil');
    });

    it('should collapse long runs of blank lines', () => {
      expect(toPlainText('a\n\n\n\n\nb')).toBe('a\n\nb');
    });

    it('should leave markup as text (the SPA escapes it)', () => {
      expect(toPlainText('<script>alert(1)</script>')).toBe('<script>alert(1)</script>');
    });

    it('should pass non-strings through for the validator to reject', () => {
      expect(toPlainText(42)).toBe(42);
    });
  });

  describe(toPlainLine.name, () => {
    it('should make a name one line', () => {
      expect(toPlainLine('  Juan\n\tPérez  ')).toBe('Juan Pérez');
    });
  });
});
