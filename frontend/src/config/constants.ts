// Business constants of both specifications (storefront.md and admin.md, section 9).
// Screens import them from here instead of repeating literals.

// ---------------------------------------------------------------------------
// Store locale and policies (the shop's name, contact and bank account are its settings: GET /settings)
// ---------------------------------------------------------------------------

export const LOCALE = 'es-CL';
export const CURRENCY = 'CLP';
/** Dates are shown in the store's time zone so every visitor sees the same hours. */
export const STORE_TIME_ZONE = 'America/Santiago';
export const DEFAULT_COUNTRY = 'Chile';
export const WHATSAPP_HELP_MESSAGE = 'Hola, necesito ayuda para encontrar repuestos para mi auto. ¿Me pueden orientar?';

export const WARRANTY_DAYS = 60;
export const WARRANTY_CLAIM_WEEKS = { min: 1, max: 2 } as const;
export const RETURNS_BUSINESS_DAYS = { min: 3, max: 5 } as const;
export const SAME_DAY_CUTOFF_TIME = '11:00';
export const SAME_DAY_DELIVERY_TIME = '16:00';
export const DISPATCH_WITHIN_HOURS = 24;
export const VAT_NOTICE = 'Precio (19% IVA incluido)';
export const FREE_SHIPPING_NOTICE = 'Envío gratuito';

// ---------------------------------------------------------------------------
// Catalogue, search and listings
// ---------------------------------------------------------------------------

export const CATALOGUE_PAGE_SIZE = 12;
export const BRAND_PAGE_SIZE = 12;
export const CATEGORY_PAGE_SIZE = 12;
/** Pagination lists every page up to this count, otherwise first, last and a window around the current page. */
export const PAGINATION_SHOW_ALL_MAX = 7;
export const PAGINATION_WINDOW = 2;

/** Sort orders the API understands on /products, /products/search, /brands/{id}/products and /models/{id}/products. */
export type ProductSort =
  'relevance' | 'newest' | 'oldest' | 'price-low' | 'price-high' | 'rating' | 'name-az' | 'name-za';
export const DEFAULT_PRODUCT_SORT = 'relevance' satisfies ProductSort;

// The catalogue's 'default' order is the server's relevance order.
export const CATALOGUE_SORT_OPTIONS = [
  { value: 'relevance', label: 'Relevancia' },
  { value: 'price-low', label: 'Precio: Menor a Mayor' },
  { value: 'price-high', label: 'Precio: Mayor a Menor' },
  { value: 'rating', label: 'Mejor Valorados' },
] as const satisfies ReadonlyArray<{ value: ProductSort; label: string }>;
export type CatalogueSort = (typeof CATALOGUE_SORT_OPTIONS)[number]['value'];

/**
 * The category listing sorts the current page in the browser (storefront.md section 2).
 * @alias the same options as CATALOGUE_SORT_OPTIONS, named for its own screen (knip: intended duplicate).
 */
export const CATEGORY_SORT_OPTIONS = CATALOGUE_SORT_OPTIONS;
export type CategorySort = CatalogueSort;

export const BRAND_SORT_OPTIONS = [
  { value: 'newest', label: 'Más recientes' },
  { value: 'oldest', label: 'Más antiguos' },
  { value: 'price-low', label: 'Precio: Menor a Mayor' },
  { value: 'price-high', label: 'Precio: Mayor a Menor' },
  { value: 'name-az', label: 'Nombre: A-Z' },
  { value: 'name-za', label: 'Nombre: Z-A' },
] as const satisfies ReadonlyArray<{ value: ProductSort; label: string }>;
export type BrandSort = (typeof BRAND_SORT_OPTIONS)[number]['value'];
export const DEFAULT_BRAND_SORT = 'newest' satisfies BrandSort;

// Ofertas (/ofertas): the products on sale, biggest discount first (the API's order for ?onSale=true).
export const OFFERS_PAGE_SIZE = 12;
/** The home page's teaser of the biggest discounts. */
export const HOME_OFFERS_COUNT = 4;
/** Catalogue URL parameter of the 'Solo ofertas' filter (?onSale=true, the API's own name). */
export const ON_SALE_FILTER_PARAM = 'onSale';
export const OFFERS_SORT_OPTIONS = [
  { value: 'relevance', label: 'Mayor descuento' },
  { value: 'price-low', label: 'Precio: Menor a Mayor' },
  { value: 'price-high', label: 'Precio: Mayor a Menor' },
  { value: 'rating', label: 'Mejor Valorados' },
] as const satisfies ReadonlyArray<{ value: ProductSort; label: string }>;

export const SUGGESTIONS_MIN_CHARS = 2;
export const SEARCH_BAR_SUGGESTION_LIMIT = 8;
export const SUGGESTIONS_DEBOUNCE_MS = 300;
export const SUGGESTIONS_CLOSE_DELAY_MS = 300;
export const MODEL_SEARCH_DEBOUNCE_MS = 500;
export const MODEL_SEARCH_MIN_CHARS = 2;
/** Sub-subcategories without a parent subcategory are grouped under this synthetic subcategory. */
export const OTHER_SUBCATEGORY_NAME = 'Otros';
/** How long 'Producto no encontrado' stays on screen before the detail page sends the shopper to the catalogue. */
export const PRODUCT_NOT_FOUND_REDIRECT_MS = 2_000;

export const DESCRIPTION_TRUNCATE = 100;
export const RATING_MAX = 5;
export const RATING_MIN = 1;
export const REVIEW_DEFAULT_RATING = 5;
/** A half star shows when the fractional part of the rating reaches this value. */
export const RATING_HALF_STAR_THRESHOLD = 0.5;
export const PLACEHOLDER_IMAGE = '/demo-images/placeholder.svg';
export const HOME_CATEGORY_SKELETONS = 6;
export const HOME_FEATURED_SKELETONS = 8;

// ---------------------------------------------------------------------------
// Mi garaje and vehicle fitment (issue #8)
// ---------------------------------------------------------------------------

/** The server refuses a fourth vehicle with the same limit ('Tu garaje admite hasta 3 vehículos'). */
export const GARAGE_MAX_VEHICLES = 3;
export const GARAGE_FULL_MESSAGE = 'Tu garaje admite hasta 3 vehículos';
/** Listing URL parameter of the 'only parts that fit my vehicle' toggle (?compatibles=1). */
export const FITMENT_FILTER_PARAM = 'compatibles';

// ---------------------------------------------------------------------------
// Cart, checkout and account
// ---------------------------------------------------------------------------

export const CART_MAX_QUANTITY = 10;
export const ADD_TO_CART_DELAY_MS = 300;
export const CHECKOUT_STEPS = 3;
export const PICKUP_REGION = 'RETIRO_EN_TIENDA';
export const PICKUP_SHIPPING_COST = 0;
export const DEFAULT_PAYMENT_METHOD_ID = 1;
export const FALLBACK_PAYMENT_METHODS = ['credit_card', 'paypal', 'bank_transfer'] as const;
/** The card payment provider: its payment-method code (also the /payments/{provider} path) and its short name. */
export const CARD_PAYMENT_PROVIDER = { code: 'webpay', name: 'Webpay' } as const;
export const BANK_TRANSFER_CODE = 'bank_transfer';
/** sessionStorage key: the buyer's email during a card payment, to show the receipt on /checkout/success. */
export const CHECKOUT_EMAIL_SESSION_KEY = 'checkout_email';
export const MIN_PASSWORD_LENGTH = 6;

export const STORAGE_KEYS = {
  cart: 'cart',
  user: 'user',
  authToken: 'auth_token',
  /** UI hint only: the server enforces admin access on every admin endpoint. */
  adminFlag: 'isAdmin',
  /** The guest's 'Mi garaje' vehicles and the active one. */
  garage: 'garage',
} as const;

// ---------------------------------------------------------------------------
// Layout
// ---------------------------------------------------------------------------

/** Keep in sync with the `768px` media queries in the stylesheets (CSS cannot read variables there). */
export const MOBILE_BREAKPOINT_PX = 768;

// ---------------------------------------------------------------------------
// Administration (admin.md section 9)
// ---------------------------------------------------------------------------

export const ADMIN_VERSION = 'v1.0.0';
export const ADMIN_ROLE_LABEL = 'Administrador';
export const ADMIN_NOTIFICATION_COUNT = 3;
export const ADMIN_DASHBOARD_PAGE_SIZE = 8;
export const ADMIN_PRODUCT_SEARCH_DEBOUNCE_MS = 300;
export const ADMIN_ORDERS_PAGE_SIZE = 10;
export const ADMIN_ORDERS_SEARCH_DEBOUNCE_MS = 500;
/** What an admin writes with a status change: carrier, tracking number, cancellation reason (the backend's ORDER_TEXT_LIMITS). */
export const ORDER_TEXT_LIMITS = { courier: 100, trackingNumber: 100, cancellationReason: 500 } as const;
/** /admin/reviews: reviews per page (the API allows up to 50) and the pause after typing a filter. */
export const ADMIN_REVIEWS_PAGE_SIZE = 10;
export const ADMIN_REVIEWS_FILTER_DEBOUNCE_MS = 300;
/** /admin/users: accounts per page (fixed by the API) and the pause after typing a search. */
export const ADMIN_USERS_PAGE_SIZE = 20;
export const ADMIN_USERS_SEARCH_DEBOUNCE_MS = 300;
/** /admin/activity: audit entries per page (the API allows up to 100) and the pause after typing who. */
export const ADMIN_ACTIVITY_PAGE_SIZE = 20;
export const ADMIN_ACTIVITY_FILTER_DEBOUNCE_MS = 300;
export const PRODUCT_FORM_DEFAULTS = { stock: 0, price: 0 } as const;
/** Products at or below this stock count as low stock on the dashboard (the API's LOW_STOCK_THRESHOLD). */
export const ADMIN_LOW_STOCK_THRESHOLD = 5;
export const ADMIN_PRODUCT_MAX_IMAGES = 5;
export const ADMIN_PRODUCT_TITLE_MAX_LENGTH = 200;
export const ADMIN_PRODUCT_SKU_MAX_LENGTH = 60;
/** Price inputs accept cents (step 0.01); the API rounds to whole pesos. */
export const ADMIN_PRICE_STEP = 0.01;
export const ADMIN_CATALOGUE_NAME_MAX_LENGTH = 100;
export const ADMIN_CATEGORY_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const ADMIN_CATEGORY_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

export const ORDER_STATUSES = [
  { value: 'PENDIENTE', label: 'Pendiente', tone: 'amber' },
  { value: 'PROCESANDO', label: 'Procesando', tone: 'purple' },
  { value: 'ENVIADO', label: 'Enviado', tone: 'cyan' },
  { value: 'ENTREGADO', label: 'Entregado', tone: 'green' },
  { value: 'CANCELADO', label: 'Cancelado', tone: 'red' },
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number]['value'];

export const IMPORT_MAX_PROCESSING_HOURS = 4;
export const IMPORT_LIVE_CONNECTION_HOURS = 1;
export const IMPORT_RECONNECT_DELAY_MS = 5_000;
export const IMPORT_LOG_MAX_MESSAGES = 50;
export const IMPORT_LOG_SCROLL_DELAY_MS = 200;
export const IMPORT_STATUS_REFRESH_AFTER_RECONNECT_MS = 1_000;
export const IMPORT_WARNING_PREVIEW_COUNT = 5;
export const BYTE_UNIT_BASE = 1024;
export const IMPORT_ACCEPTED_EXTENSIONS = ['.xlsx', '.xls'] as const;
/** localStorage key of the import this browser last started or followed, to offer reconnecting after a reload. */
export const IMPORT_SESSION_STORAGE_KEY = 'import_session';
/** MIME types browsers give Excel workbooks (admin.md section 5); the extension is checked as well. */
export const IMPORT_ACCEPTED_MIME_TYPES = [
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-excel',
] as const;
