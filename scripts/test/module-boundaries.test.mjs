// The module boundary rule of eslint.config.mjs (docs/architecture.md, "Boundaries"), on source text
// linted as if it sat at a given path: each crossing the rule forbids is reported, and the imports
// the convention allows pass.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ESLint } from 'eslint';
import { ROOT } from '../lib/app.mjs';

const eslint = new ESLint({ cwd: ROOT });

/** The boundary messages ESLint reports for `code` placed at `filePath` (relative to the repo). */
async function crossings(filePath, code) {
  const [result] = await eslint.lintText(`${code}\nexport const used = [];\n`, { filePath });
  return result.messages.filter((message) => message.ruleId === 'no-restricted-imports').map((m) => m.message);
}

const allowed = async (filePath, code) => assert.deepEqual(await crossings(filePath, code), []);
const refused = async (filePath, code, reason) => {
  const messages = await crossings(filePath, code);
  assert.equal(messages.length, 1, `expected one boundary error for ${code} in ${filePath}, got ${messages}`);
  assert.match(messages[0], reason);
};

describe('module boundaries (eslint.config.mjs)', () => {
  describe('backend modules', () => {
    it("should refuse another module's file and allow its index.ts", async () => {
      await refused(
        'backend/src/modules/orders/orders.service.ts',
        "import { Product } from '../catalog/product.entity';",
        /Another module's file/,
      );
      await refused(
        'backend/src/modules/catalog/admin/admin-products.service.ts',
        "import { AuditService } from '../../audit/audit.service';",
        /Another module's file/,
      );
      await refused(
        'backend/src/modules/orders/orders.service.ts',
        "import { StockService } from '../cart-stock/index';",
        /Another module's file/,
      );
      await allowed('backend/src/modules/orders/orders.service.ts', "import { StockService } from '../cart-stock';");
      await allowed(
        'backend/src/modules/catalog/admin/admin-products.service.ts',
        "import { AuditService } from '../../audit';",
      );
    });

    it('should refuse a module its own index.ts and allow its own files', async () => {
      await refused(
        'backend/src/modules/catalog/admin/admin-products.service.ts',
        "import { ProductsService } from '..';",
        /own index\.ts/,
      );
      await allowed(
        'backend/src/modules/catalog/admin/admin-products.service.ts',
        "import { ProductsService } from '../products.service';",
      );
    });

    it('should refuse a module the composition root and allow core', async () => {
      await refused(
        'backend/src/modules/orders/orders.service.ts',
        "import { ALL_ENTITIES } from '../../entities';",
        /core\/ only/,
      );
      await allowed(
        'backend/src/modules/orders/orders.service.ts',
        "import { escapeLike } from '../../core/database/sql';",
      );
    });

    it('should refuse core any module', async () => {
      await refused(
        'backend/src/core/auth/roles.guard.ts',
        "import { User } from '../../modules/auth';",
        /core\/ imports no module/,
      );
      await refused(
        'backend/src/core/core.module.ts',
        "import { ALL_ENTITIES } from '../entities';",
        /core\/ imports no module/,
      );
      await allowed('backend/src/core/auth/roles.guard.ts', "import { UserRole } from './user-role.enum';");
    });

    it("should let the composition root import a module's index, *.module.ts and <name>.entities.ts only", async () => {
      await allowed('backend/src/api.module.ts', "import { OrdersModule } from './modules/orders/orders.module';");
      await allowed('backend/src/api.module.ts', "import { ORDERS_ENTITIES } from './modules/orders/orders.entities';");
      await allowed('backend/src/cli/migrate.ts', "import { normalizeText } from '../modules/catalog';");
      await refused(
        'backend/src/api.module.ts',
        "import { Order } from './modules/orders/order.entity';",
        /index\.ts, its \*\.module\.ts/,
      );
    });
  });

  describe('frontend features', () => {
    it('should refuse a feature another feature and allow its own files', async () => {
      await refused(
        'frontend/src/features/cart/components/cart-page.tsx',
        "import { useGetProductQuery } from '@/features/catalog/api/catalog-api';",
        /Features never import each other/,
      );
      await refused(
        'frontend/src/features/cart/components/cart-page.tsx',
        "import { useGetProductQuery } from '../../catalog/api/catalog-api';",
        /'@\/\.\.\.' paths/,
      );
      await allowed(
        'frontend/src/features/cart/components/cart-page.tsx',
        "import { cartSlice } from '@/features/cart/cart-slice';",
      );
      await allowed(
        'frontend/src/features/cart/components/cart-page.tsx',
        "import { cartSlice } from '../cart-slice';",
      );
    });

    it('should refuse shared components any feature, and let app/ compose them', async () => {
      await refused(
        'frontend/src/components/ui/price.tsx',
        "import { cartSlice } from '@/features/cart/cart-slice';",
        /Shared code imports no feature/,
      );
      await allowed('frontend/src/app/router.tsx', "import { CartPage } from '@/features/cart/components/cart-page';");
    });

    it('should keep the typed-hooks rule in feature files', async () => {
      const [result] = await eslint.lintText(
        "import { useSelector } from 'react-redux';\nexport const x = useSelector;\n",
        {
          filePath: 'frontend/src/features/cart/components/cart-page.tsx',
        },
      );
      assert.ok(result.messages.some((message) => /useAppDispatch\/useAppSelector/.test(message.message)));
    });
  });
});
