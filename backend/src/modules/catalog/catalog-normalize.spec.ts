import { normalizeCode, normalizeOptionalCode, normalizeText } from './catalog-normalize';

describe('catalog-normalize', () => {
  describe(normalizeText.name, () => {
    it('should lowercase, strip accents and collapse whitespace', () => {
      expect(normalizeText('  Bujía   IRIDIUM\tNGK ')).toBe('bujia iridium ngk');
      expect(normalizeText('Rótula Inferior Suspensión')).toBe('rotula inferior suspension');
    });

    it('should fold ñ and ü like the storefront search expects', () => {
      expect(normalizeText('Ñuble Cigüeñal')).toBe('nuble ciguenal');
    });

    it('should return an empty string for empty input', () => {
      expect(normalizeText('')).toBe('');
      expect(normalizeText(null)).toBe('');
      expect(normalizeText(undefined)).toBe('');
    });
  });

  describe(normalizeCode.name, () => {
    it('should uppercase and strip spaces, dashes, dots and slashes', () => {
      expect(normalizeCode('04465-0d140')).toBe('044650D140');
      expect(normalizeCode('0 986 494 123')).toBe('0986494123');
      expect(normalizeCode('96 808 217')).toBe('96808217');
      expect(normalizeCode('09.A905.11')).toBe('09A90511');
      expect(normalizeCode('W 610/3')).toBe('W6103');
      expect(normalizeCode('bkr6e-11')).toBe('BKR6E11');
    });

    it('should make differently written codes equal', () => {
      expect(normalizeCode('58101-1RA00')).toBe(normalizeCode('58101 1ra00'));
      expect(normalizeCode('D1060-ED50A')).toBe(normalizeCode('d1060ed50a'));
    });

    it('should return an empty string for empty input', () => {
      expect(normalizeCode(null)).toBe('');
      expect(normalizeCode(' - ')).toBe('');
    });
  });

  describe(normalizeOptionalCode.name, () => {
    it('should return null for a missing or blank code', () => {
      expect(normalizeOptionalCode(null)).toBeNull();
      expect(normalizeOptionalCode('  ')).toBeNull();
      expect(normalizeOptionalCode('90915-YZZE1')).toBe('90915YZZE1');
    });
  });
});
