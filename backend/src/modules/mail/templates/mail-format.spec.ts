import { dateTime, escapeHtml, readablePhone, whatsappLink } from './mail-format';

describe('mail-format', () => {
  it("should write instants in Chile's time zone, summer or winter", () => {
    // 03:00 UTC is midnight in summer (UTC-3) and 23:00 the day before in winter (UTC-4).
    expect(dateTime('2026-01-15T03:00:00.000Z')).toBe('15 de enero de 2026 a las 00:00');
    expect(dateTime('2026-07-15T03:00:00.000Z')).toBe('14 de julio de 2026 a las 23:00');
  });

  it('should group Chilean phone numbers and leave others as given', () => {
    expect(readablePhone('+56912345678')).toBe('+56 9 1234 5678');
    expect(readablePhone('912345678')).toBe('+56 9 1234 5678');
    expect(readablePhone('+56 2 2345 6789')).toBe('+56 2 2345 6789');
    expect(readablePhone(' +54 11 5555 1234 ')).toBe('+54 11 5555 1234');
    expect(whatsappLink('+56 9 5555 1234')).toBe('https://wa.me/56955551234');
  });

  it('should escape markup and quotes', () => {
    expect(escapeHtml(`<script>alert("x")</script> & 'y'`)).toBe(
      '&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; &#39;y&#39;',
    );
  });
});
