import { isOnSale, saleDiscount, salePricing } from './sale-price';

describe('sale-price', () => {
  describe(salePricing.name, () => {
    it('should charge the sale price only when it is lower than the price', () => {
      expect(salePricing(358990, 304990)).toEqual({
        charged: 304990,
        listPrice: 358990,
        salePrice: 304990,
        discount: 15,
      });
      for (const stale of [null, undefined, 358990, 400000]) {
        expect(salePricing(358990, stale)).toEqual({
          charged: 358990,
          listPrice: null,
          salePrice: null,
          discount: null,
        });
      }
    });

    it('should treat a free sale (0) as on sale at 100%', () => {
      expect(salePricing(1000, 0)).toEqual({ charged: 0, listPrice: 1000, salePrice: 0, discount: 100 });
      expect(isOnSale(0, 0)).toBe(false);
    });
  });

  describe(saleDiscount.name, () => {
    it('should round half up and never show less than 1%', () => {
      expect(saleDiscount(200, 199)).toBe(1); // 0.5%
      expect(saleDiscount(10000, 9999)).toBe(1); // 0.01%
      expect(saleDiscount(1000, 855)).toBe(15); // 14.5%
      expect(saleDiscount(1000, 856)).toBe(14); // 14.4%
      expect(saleDiscount(3, 2)).toBe(33);
    });
  });
});
