import { ParcelSize } from '../core/domain/parcel-size.enum';

/**
 * Static data behind the demo catalogue: a realistic Chilean spare-parts shop. The generator
 * (demo-catalog.generator.ts) combines it with a seeded PRNG.
 */

export interface CategorySeed {
  name: string;
  /** Base name of the SVG under /demo-images/. */
  image: string;
  subcategories: { name: string; subSubcategories: string[] }[];
  /** Sub-subcategories hanging directly from the category (no subcategory). */
  direct: string[];
}

export const DEMO_CATEGORIES: readonly CategorySeed[] = [
  {
    name: 'Motor',
    image: 'category-motor',
    subcategories: [
      { name: 'Encendido', subSubcategories: ['Bujías', 'Bobinas de Encendido'] },
      { name: 'Distribución', subSubcategories: ['Correas de Distribución', 'Kits de Distribución'] },
    ],
    direct: ['Soportes de Motor', 'Sensores de Motor'],
  },
  {
    name: 'Frenos',
    image: 'category-frenos',
    subcategories: [
      { name: 'Pastillas y Balatas', subSubcategories: ['Pastillas de Freno', 'Balatas'] },
      { name: 'Discos y Tambores', subSubcategories: ['Discos de Freno', 'Tambores de Freno'] },
    ],
    direct: ['Sensores ABS'],
  },
  {
    name: 'Suspensión y Dirección',
    image: 'category-suspension',
    subcategories: [
      { name: 'Suspensión', subSubcategories: ['Amortiguadores', 'Bieletas'] },
      { name: 'Dirección', subSubcategories: ['Rótulas', 'Terminales de Dirección'] },
    ],
    direct: ['Rodamientos y Mazas'],
  },
  {
    name: 'Sistema Eléctrico',
    image: 'category-electrico',
    subcategories: [{ name: 'Carga y Arranque', subSubcategories: ['Alternadores', 'Motores de Partida'] }],
    direct: ['Baterías', 'Sensores de Oxígeno'],
  },
  {
    name: 'Filtros',
    image: 'category-filtros',
    subcategories: [
      {
        name: 'Filtros de Motor',
        subSubcategories: ['Filtros de Aceite', 'Filtros de Aire', 'Filtros de Combustible'],
      },
      { name: 'Filtros de Habitáculo', subSubcategories: ['Filtros de Polen'] },
    ],
    direct: [],
  },
  {
    name: 'Transmisión',
    image: 'category-transmision',
    subcategories: [
      { name: 'Embrague', subSubcategories: ['Kits de Embrague'] },
      { name: 'Tracción', subSubcategories: ['Homocinéticas'] },
    ],
    direct: [],
  },
  {
    name: 'Refrigeración',
    image: 'category-refrigeracion',
    subcategories: [
      { name: 'Radiadores y Ventiladores', subSubcategories: ['Radiadores', 'Electroventiladores'] },
      { name: 'Bombas y Termostatos', subSubcategories: ['Bombas de Agua', 'Termostatos'] },
    ],
    direct: [],
  },
  {
    name: 'Carrocería e Iluminación',
    image: 'category-carroceria',
    subcategories: [
      { name: 'Iluminación', subSubcategories: ['Faros Delanteros', 'Focos Traseros'] },
      { name: 'Carrocería', subSubcategories: ['Espejos Laterales'] },
    ],
    direct: ['Plumillas'],
  },
  // Universal fit (issue 8): parts for any vehicle.
  {
    name: 'Lubricantes y Fluidos',
    image: 'category-lubricantes',
    subcategories: [
      { name: 'Aceites', subSubcategories: ['Aceites de Motor'] },
      { name: 'Fluidos', subSubcategories: ['Líquidos de Frenos', 'Refrigerantes'] },
    ],
    direct: [],
  },
  {
    name: 'Herramientas y Accesorios',
    image: 'category-herramientas',
    subcategories: [],
    direct: ['Herramientas', 'Accesorios de Emergencia'],
  },
];

/** Categories whose products fit any vehicle: the seed marks them universal_fit. */
export const UNIVERSAL_CATEGORIES: readonly string[] = ['Lubricantes y Fluidos', 'Herramientas y Accesorios'];

/** How a vehicle maker writes its part numbers (see formatOem in the generator). */
export type OemStyle =
  'toyota' | 'hyundai' | 'nissan' | 'suzuki' | 'honda' | 'mazda' | 'mitsubishi' | 'chevrolet' | 'psa' | 'ford' | 'vw';

export interface ModelSeed {
  name: string;
  /** Years sold in Chile (first, last). */
  years: [number, number];
  /** Platform prefix used in Mazda, Ford and Volkswagen part numbers. */
  code?: string;
  /** Daewoo-designed Chevrolets use spaced numbers ('96 808 217'). */
  daewoo?: boolean;
  /** The same car sold under another brand: parts fit both. */
  twin?: { brand: string; model: string };
}

export interface BrandSeed {
  name: string;
  /** Relative share of the catalogue. */
  weight: number;
  oemStyle: OemStyle;
  /** Origin of its genuine parts. */
  origins: string[];
  models: ModelSeed[];
}

export const DEMO_BRANDS: readonly BrandSeed[] = [
  {
    name: 'Toyota',
    weight: 14,
    oemStyle: 'toyota',
    origins: ['Japón', 'Tailandia'],
    models: [
      { name: 'Yaris', years: [2006, 2024] },
      { name: 'Corolla', years: [2003, 2024] },
      { name: 'Hilux', years: [2005, 2024] },
      { name: 'RAV4', years: [2006, 2024] },
      { name: 'Rush', years: [2018, 2024] },
      { name: 'Land Cruiser Prado', years: [2003, 2023] },
    ],
  },
  {
    name: 'Chevrolet',
    weight: 12,
    oemStyle: 'chevrolet',
    origins: ['Corea', 'Brasil', 'China'],
    models: [
      { name: 'Spark', years: [2005, 2016], daewoo: true },
      { name: 'Spark GT', years: [2010, 2018], daewoo: true },
      { name: 'Sail', years: [2011, 2024], daewoo: true },
      { name: 'Aveo', years: [2006, 2017], daewoo: true },
      { name: 'Captiva', years: [2007, 2018], daewoo: true },
      { name: 'Tracker', years: [2013, 2024] },
      { name: 'Colorado', years: [2012, 2024] },
      { name: 'Onix', years: [2020, 2024] },
    ],
  },
  {
    name: 'Hyundai',
    weight: 12,
    oemStyle: 'hyundai',
    origins: ['Corea'],
    models: [
      { name: 'Accent', years: [2006, 2024], twin: { brand: 'Kia', model: 'Rio' } },
      { name: 'Tucson', years: [2005, 2024], twin: { brand: 'Kia', model: 'Sportage' } },
      { name: 'Elantra', years: [2007, 2024], twin: { brand: 'Kia', model: 'Cerato' } },
      { name: 'Santa Fe', years: [2006, 2024], twin: { brand: 'Kia', model: 'Sorento' } },
      { name: 'Grand i10', years: [2014, 2024], twin: { brand: 'Kia', model: 'Morning' } },
      { name: 'Creta', years: [2017, 2024] },
    ],
  },
  {
    name: 'Kia',
    weight: 11,
    oemStyle: 'hyundai',
    origins: ['Corea'],
    models: [
      { name: 'Rio', years: [2006, 2024], twin: { brand: 'Hyundai', model: 'Accent' } },
      { name: 'Morning', years: [2004, 2024], twin: { brand: 'Hyundai', model: 'Grand i10' } },
      { name: 'Sportage', years: [2005, 2024], twin: { brand: 'Hyundai', model: 'Tucson' } },
      { name: 'Cerato', years: [2009, 2024], twin: { brand: 'Hyundai', model: 'Elantra' } },
      { name: 'Sorento', years: [2009, 2024], twin: { brand: 'Hyundai', model: 'Santa Fe' } },
      { name: 'Soluto', years: [2019, 2024] },
    ],
  },
  {
    name: 'Nissan',
    weight: 11,
    oemStyle: 'nissan',
    origins: ['Japón', 'México'],
    models: [
      { name: 'Versa', years: [2012, 2024] },
      { name: 'Navara', years: [2008, 2024] },
      { name: 'Sentra', years: [2007, 2024] },
      { name: 'X-Trail', years: [2008, 2024] },
      { name: 'Qashqai', years: [2014, 2024] },
      { name: 'March', years: [2011, 2020] },
      { name: 'Kicks', years: [2017, 2024] },
    ],
  },
  {
    name: 'Suzuki',
    weight: 10,
    oemStyle: 'suzuki',
    origins: ['Japón', 'India'],
    models: [
      { name: 'Swift', years: [2005, 2024] },
      { name: 'Vitara', years: [2015, 2024] },
      { name: 'Baleno', years: [2016, 2024] },
      { name: 'Grand Vitara', years: [2006, 2016] },
      { name: 'Celerio', years: [2010, 2021] },
      { name: 'Jimny', years: [2005, 2024] },
      { name: 'Alto', years: [2009, 2024] },
    ],
  },
  {
    name: 'Mazda',
    weight: 6,
    oemStyle: 'mazda',
    origins: ['Japón', 'Tailandia'],
    models: [
      { name: '3', years: [2004, 2024], code: 'BP4K' },
      { name: 'CX-5', years: [2012, 2024], code: 'KD35' },
      { name: 'BT-50', years: [2007, 2024], code: 'UR56', twin: { brand: 'Ford', model: 'Ranger' } },
      { name: '2', years: [2008, 2024], code: 'D651' },
      { name: 'CX-3', years: [2016, 2024], code: 'D10E' },
    ],
  },
  {
    name: 'Mitsubishi',
    weight: 6,
    oemStyle: 'mitsubishi',
    origins: ['Japón', 'Tailandia'],
    models: [
      { name: 'L200', years: [2006, 2024] },
      { name: 'Montero Sport', years: [2009, 2024] },
      { name: 'ASX', years: [2011, 2024] },
      { name: 'Outlander', years: [2008, 2024] },
      { name: 'Lancer', years: [2004, 2017] },
    ],
  },
  {
    name: 'Peugeot',
    weight: 5,
    oemStyle: 'psa',
    origins: ['Francia', 'España'],
    models: [
      { name: '208', years: [2013, 2024] },
      { name: '308', years: [2008, 2024] },
      { name: '2008', years: [2014, 2024] },
      { name: '3008', years: [2010, 2024] },
      { name: 'Partner', years: [2008, 2024] },
    ],
  },
  {
    name: 'Ford',
    weight: 5,
    oemStyle: 'ford',
    origins: ['Tailandia', 'Estados Unidos'],
    models: [
      { name: 'Ranger', years: [2012, 2024], code: 'AB39', twin: { brand: 'Mazda', model: 'BT-50' } },
      { name: 'EcoSport', years: [2013, 2022], code: 'CN15' },
      { name: 'Fiesta', years: [2011, 2019], code: 'C1BC' },
      { name: 'Territory', years: [2021, 2024], code: 'LJ6B' },
      { name: 'Explorer', years: [2011, 2024], code: 'BB5Z' },
    ],
  },
  {
    name: 'Honda',
    weight: 4,
    oemStyle: 'honda',
    origins: ['Japón'],
    models: [
      { name: 'Civic', years: [2006, 2024] },
      { name: 'CR-V', years: [2007, 2024] },
      { name: 'Fit', years: [2009, 2020] },
      { name: 'HR-V', years: [2016, 2024] },
    ],
  },
  {
    name: 'Volkswagen',
    weight: 4,
    oemStyle: 'vw',
    origins: ['Alemania', 'Brasil'],
    models: [
      { name: 'Gol', years: [2009, 2023], code: '5U0' },
      { name: 'Amarok', years: [2010, 2024], code: '2H0' },
      { name: 'Golf', years: [2005, 2024], code: '5Q0' },
      { name: 'Polo', years: [2010, 2024], code: '6R0' },
    ],
  },
];

/** Where each aftermarket maker's parts usually come from. */
export const MAKER_ORIGINS: Readonly<Record<string, readonly string[]>> = {
  Bosch: ['Alemania', 'Brasil', 'China'],
  NGK: ['Japón', 'Brasil'],
  Denso: ['Japón', 'Tailandia'],
  Monroe: ['Brasil', 'España'],
  KYB: ['Japón', 'Tailandia'],
  Valeo: ['Francia', 'China'],
  TRW: ['Alemania', 'China'],
  Gates: ['Estados Unidos', 'China'],
  Aisin: ['Japón', 'Tailandia'],
  'Mann-Filter': ['Alemania'],
  Brembo: ['Italia', 'China'],
  Akebono: ['Japón'],
  'Fras-le': ['Brasil'],
  Fremax: ['Brasil'],
  Delphi: ['Reino Unido', 'China'],
  Contitech: ['Alemania'],
  Dayco: ['Italia', 'Estados Unidos'],
  SKF: ['Suecia', 'China'],
  Corteco: ['Alemania'],
  'Febi Bilstein': ['Alemania'],
  Hitachi: ['Japón'],
  Sachs: ['Alemania', 'Brasil'],
  Gabriel: ['Brasil', 'India'],
  CTR: ['Corea'],
  '555': ['Japón'],
  Moog: ['Estados Unidos', 'China'],
  NSK: ['Japón'],
  Koyo: ['Japón'],
  Timken: ['Estados Unidos'],
  Varta: ['Alemania', 'España'],
  Hankook: ['Corea'],
  Mahle: ['Alemania', 'Brasil'],
  Wega: ['Brasil'],
  LuK: ['Alemania'],
  Exedy: ['Japón', 'Tailandia'],
  GKN: ['Alemania', 'Brasil'],
  GSP: ['China'],
  Nissens: ['Dinamarca'],
  Koyorad: ['Japón'],
  GMB: ['Japón', 'Corea'],
  Depo: ['Taiwán'],
  Hella: ['Alemania'],
  TYC: ['Taiwán'],
  Castrol: ['Brasil', 'Reino Unido'],
  Mobil: ['Estados Unidos', 'Brasil'],
  Shell: ['Brasil', 'Países Bajos'],
  Motul: ['Francia'],
  'Liqui Moly': ['Alemania'],
  Prestone: ['Estados Unidos'],
  Wagner: ['Estados Unidos', 'Brasil'],
  ATE: ['Alemania'],
  Stanley: ['Estados Unidos', 'China'],
  Truper: ['México'],
  Bahco: ['Suecia', 'España'],
};

/** The vehicle maker's own part (origin from the brand, no aftermarket code). */
export const GENUINE = 'Genuine';

export interface MakerSeed {
  name: string;
  /** Patterns of the maker's part number ('#' digit, '@' letter, '*' either); null for Genuine. */
  codes: string[] | null;
}

/** Part-number group per vehicle-maker style; Chevrolet and Mitsubishi numbers carry no group. */
export type OemGroups = Record<Exclude<OemStyle, 'chevrolet' | 'mitsubishi'>, string>;

export interface PartVariant {
  title: string;
  price: [number, number];
  parcelSize?: ParcelSize;
}

export interface PartFamily {
  /** SKU prefix. */
  code: string;
  subSubcategory: string;
  /** Base name of the SVG under /demo-images/. */
  image: string;
  variants: PartVariant[];
  parcelSize: ParcelSize;
  /** Relative share of the catalogue. */
  weight: number;
  /** 'brand': fits models of one brand (plus twins); 'wide': generic part fitting several brands. */
  fitment: 'brand' | 'wide';
  makers: MakerSeed[];
  oem: OemGroups | null;
  /** Real, complete OEM numbers to use now and then. */
  knownOem?: Partial<Record<OemStyle, string[]>>;
  /** Description sentences; two are picked per product. */
  features: string[];
}

const genuine: MakerSeed = { name: GENUINE, codes: null };

export const PART_FAMILIES: readonly PartFamily[] = [
  {
    code: 'PFD',
    subSubcategory: 'Pastillas de Freno',
    image: 'brake-pads',
    variants: [{ title: 'Pastillas de Freno Delanteras', price: [14990, 54990] }],
    parcelSize: ParcelSize.S,
    weight: 10,
    fitment: 'brand',
    makers: [
      { name: 'Bosch', codes: ['0 986 494 ###', '0 986 424 ###'] },
      { name: 'TRW', codes: ['GDB3###', 'GDB1###'] },
      { name: 'Brembo', codes: ['P ## ###'] },
      { name: 'Akebono', codes: ['AN-###WK'] },
      { name: 'Fras-le', codes: ['PD/###'] },
      genuine,
    ],
    oem: {
      toyota: '04465',
      hyundai: '58101',
      nissan: 'D1060',
      suzuki: '55810',
      honda: '45022',
      mazda: '33-28Z',
      psa: '4254',
      ford: '2K021',
      vw: '698',
    },
    knownOem: {
      toyota: ['04465-0D140', '04465-52260'],
      hyundai: ['58101-1RA00', '58101-1WA00'],
      nissan: ['D1060-ED50A'],
    },
    features: [
      'Compuesto cerámico de bajo ruido y baja emisión de polvo.',
      'Incluye láminas antirruido y testigo de desgaste.',
      'Homologadas bajo la norma europea ECE R90.',
      'Se recomienda reemplazarlas por eje completo y revisar el estado de los discos.',
    ],
  },
  {
    code: 'PFT',
    subSubcategory: 'Pastillas de Freno',
    image: 'brake-pads',
    variants: [{ title: 'Pastillas de Freno Traseras', price: [12990, 44990] }],
    parcelSize: ParcelSize.S,
    weight: 5,
    fitment: 'brand',
    makers: [
      { name: 'Bosch', codes: ['0 986 494 ###'] },
      { name: 'TRW', codes: ['GDB3###'] },
      { name: 'Brembo', codes: ['P ## ###'] },
      { name: 'Fras-le', codes: ['PD/###'] },
      genuine,
    ],
    oem: {
      toyota: '04466',
      hyundai: '58302',
      nissan: 'D4060',
      suzuki: '55800',
      honda: '43022',
      mazda: '26-48Z',
      psa: '4253',
      ford: '2M008',
      vw: '698',
    },
    features: [
      'Compuesto semimetálico de larga duración.',
      'Fricción estable incluso con el freno de mano integrado.',
      'Se entregan con clips y grasa para deslizadores.',
    ],
  },
  {
    code: 'BAL',
    subSubcategory: 'Balatas',
    image: 'brake-pads',
    variants: [{ title: 'Balatas de Freno Traseras', price: [14990, 39990] }],
    parcelSize: ParcelSize.S,
    weight: 3,
    fitment: 'brand',
    makers: [
      { name: 'Bosch', codes: ['0 986 487 ###'] },
      { name: 'TRW', codes: ['GS8###'] },
      { name: 'Fras-le', codes: ['FI/###'] },
      genuine,
    ],
    oem: {
      toyota: '04495',
      hyundai: '58305',
      nissan: '44060',
      suzuki: '53200',
      honda: '43153',
      mazda: '26-38Z',
      psa: '4241',
      ford: '2200',
      vw: '609',
    },
    features: [
      'Juego de cuatro balatas para ambos tambores traseros.',
      'Material libre de asbesto.',
      'Ajuste el freno de estacionamiento después de la instalación.',
    ],
  },
  {
    code: 'DFV',
    subSubcategory: 'Discos de Freno',
    image: 'brake-disc',
    variants: [{ title: 'Disco de Freno Ventilado', price: [24990, 79990] }],
    parcelSize: ParcelSize.M,
    weight: 6,
    fitment: 'brand',
    makers: [
      { name: 'Brembo', codes: ['09.@###.##'] },
      { name: 'Bosch', codes: ['0 986 479 ###'] },
      { name: 'TRW', codes: ['DF4###', 'DF6###'] },
      { name: 'Fremax', codes: ['BD-####'] },
      genuine,
    ],
    oem: {
      toyota: '43512',
      hyundai: '51712',
      nissan: '40206',
      suzuki: '55311',
      honda: '45251',
      mazda: '33-25X',
      psa: '4249',
      ford: '1125',
      vw: '615',
    },
    features: [
      'Disco delantero ventilado de fundición gris con tratamiento anticorrosivo.',
      'Balanceado de fábrica para evitar vibraciones al frenar.',
      'Se vende por unidad; se recomienda cambiar ambos discos del eje.',
    ],
  },
  {
    code: 'DFT',
    subSubcategory: 'Discos de Freno',
    image: 'brake-disc',
    variants: [{ title: 'Disco de Freno Trasero Sólido', price: [19990, 59990] }],
    parcelSize: ParcelSize.M,
    weight: 3,
    fitment: 'brand',
    makers: [
      { name: 'Brembo', codes: ['08.@###.##'] },
      { name: 'TRW', codes: ['DF4###'] },
      { name: 'Fremax', codes: ['BD-####'] },
      genuine,
    ],
    oem: {
      toyota: '42431',
      hyundai: '58411',
      nissan: '43206',
      suzuki: '55611',
      honda: '42510',
      mazda: '26-25X',
      psa: '4249',
      ford: '2A315',
      vw: '615',
    },
    features: ['Disco trasero sólido con recubrimiento antióxido.', 'Medidas idénticas al original.'],
  },
  {
    code: 'TAM',
    subSubcategory: 'Tambores de Freno',
    image: 'brake-disc',
    variants: [{ title: 'Tambor de Freno Trasero', price: [24990, 69990] }],
    parcelSize: ParcelSize.M,
    weight: 2,
    fitment: 'brand',
    makers: [{ name: 'Fremax', codes: ['BD-####'] }, { name: 'TRW', codes: ['DB4###'] }, genuine],
    oem: {
      toyota: '42431',
      hyundai: '58411',
      nissan: '43206',
      suzuki: '43511',
      honda: '42610',
      mazda: '26-251',
      psa: '4247',
      ford: '1126',
      vw: '609',
    },
    features: ['Tambor de fundición con superficie de frenado rectificada.', 'Se vende por unidad.'],
  },
  {
    code: 'ABS',
    subSubcategory: 'Sensores ABS',
    image: 'sensor',
    variants: [
      { title: 'Sensor ABS Delantero', price: [19990, 69990] },
      { title: 'Sensor ABS Trasero', price: [19990, 64990] },
    ],
    parcelSize: ParcelSize.S,
    weight: 2,
    fitment: 'brand',
    makers: [
      { name: 'Bosch', codes: ['0 265 007 ###'] },
      { name: 'TRW', codes: ['GBS2###'] },
      { name: 'Delphi', codes: ['SS20###'] },
      genuine,
    ],
    oem: {
      toyota: '89542',
      hyundai: '95670',
      nissan: '47910',
      suzuki: '56210',
      honda: '57450',
      mazda: '43-70X',
      psa: '4545',
      ford: '2C204',
      vw: '927',
    },
    features: [
      'Sensor de velocidad de rueda con conector original.',
      'Si se enciende la luz de ABS, revise también el anillo reluctor.',
    ],
  },
  {
    code: 'BUJ',
    subSubcategory: 'Bujías',
    image: 'spark-plug',
    variants: [
      { title: 'Bujía Iridium', price: [9990, 19990] },
      { title: 'Bujía de Platino', price: [6990, 12990] },
      { title: 'Bujía Estándar', price: [2990, 5990] },
    ],
    parcelSize: ParcelSize.S,
    weight: 7,
    fitment: 'brand',
    makers: [
      { name: 'NGK', codes: ['BKR6E-11', 'BKR5E-11', 'LFR5AIX-11', 'ILKAR7B11', 'ZFR6F-11', 'BKR6EIX-11', 'IZFR6K11'] },
      { name: 'Denso', codes: ['IK20TT', 'K20TT', 'SK20R11', 'IXEH20TT', 'K16TT'] },
      { name: 'Bosch', codes: ['0 242 235 ###', '0 242 236 ###'] },
      genuine,
    ],
    oem: {
      toyota: '90919',
      hyundai: '18855',
      nissan: '22401',
      suzuki: '09482',
      honda: '12290',
      mazda: '18-110',
      psa: '5960',
      ford: '12405',
      vw: '905',
    },
    knownOem: {
      toyota: ['90919-01253', '90919-01247', '90919-01210'],
      hyundai: ['18855-10060', '18846-11070'],
      nissan: ['22401-1LS1B', '22401-ED815'],
    },
    features: [
      'Se vende por unidad; la mayoría de los motores de 4 cilindros usa cuatro.',
      'Calibración de fábrica: no requiere ajuste de luz.',
      'Electrodo central fino que mejora el arranque en frío.',
      'Reemplazo recomendado cada 40.000 km (iridium hasta 100.000 km).',
    ],
  },
  {
    code: 'BOB',
    subSubcategory: 'Bobinas de Encendido',
    image: 'ignition-coil',
    variants: [{ title: 'Bobina de Encendido', price: [24990, 89990] }],
    parcelSize: ParcelSize.S,
    weight: 4,
    fitment: 'brand',
    makers: [
      { name: 'Denso', codes: ['673-####', '099700-####'] },
      { name: 'Bosch', codes: ['0 221 504 ###', '0 986 221 ###'] },
      { name: 'NGK', codes: ['U5###', 'U2###'] },
      { name: 'Delphi', codes: ['GN10###'] },
      genuine,
    ],
    oem: {
      toyota: '90919',
      hyundai: '27301',
      nissan: '22448',
      suzuki: '33400',
      honda: '30520',
      mazda: '18-100',
      psa: '5970',
      ford: '12029',
      vw: '905',
    },
    features: [
      'Bobina individual tipo lápiz con conector sellado.',
      'Corrige fallas de encendido y tirones en aceleración.',
    ],
  },
  {
    code: 'COR',
    subSubcategory: 'Correas de Distribución',
    image: 'timing-belt',
    variants: [{ title: 'Correa de Distribución', price: [14990, 49990] }],
    parcelSize: ParcelSize.S,
    weight: 3,
    fitment: 'brand',
    makers: [
      { name: 'Gates', codes: ['T1###', '5###XS'] },
      { name: 'Contitech', codes: ['CT1###'] },
      { name: 'Dayco', codes: ['94###'] },
      { name: 'Bosch', codes: ['1 987 949 ###'] },
      genuine,
    ],
    oem: {
      toyota: '13568',
      hyundai: '24312',
      nissan: '13028',
      suzuki: '12761',
      honda: '14400',
      mazda: '12-205',
      psa: '0816',
      ford: '6K288',
      vw: '109',
    },
    features: [
      'Caucho HNBR resistente a altas temperaturas.',
      'Cambio recomendado entre 60.000 y 90.000 km según el fabricante del vehículo.',
      'Recomendamos cambiar también tensor y bomba de agua.',
    ],
  },
  {
    code: 'KDI',
    subSubcategory: 'Kits de Distribución',
    image: 'timing-belt',
    variants: [
      { title: 'Kit de Distribución', price: [59990, 149990] },
      { title: 'Kit de Distribución con Bomba de Agua', price: [99990, 189990] },
    ],
    parcelSize: ParcelSize.M,
    weight: 3,
    fitment: 'brand',
    makers: [
      { name: 'Gates', codes: ['K015###', 'K025###'] },
      { name: 'Aisin', codes: ['TKT-###'] },
      { name: 'SKF', codes: ['VKMA 9####', 'VKMA 0####'] },
      { name: 'Contitech', codes: ['CT1###K1'] },
      genuine,
    ],
    oem: {
      toyota: '13505',
      hyundai: '24410',
      nissan: '13070',
      suzuki: '12810',
      honda: '14510',
      mazda: '12-700',
      psa: '0831',
      ford: '6M290',
      vw: '198',
    },
    features: [
      'Incluye correa, tensor y polea loca.',
      'Todo lo necesario para una mantención de distribución completa.',
      'Instalación por un mecánico calificado: un error de puesta a punto daña el motor.',
    ],
  },
  {
    code: 'SOP',
    subSubcategory: 'Soportes de Motor',
    image: 'engine-mount',
    variants: [
      { title: 'Soporte de Motor Delantero', price: [19990, 59990] },
      { title: 'Soporte de Motor Izquierdo', price: [19990, 64990] },
      { title: 'Soporte de Motor Trasero', price: [24990, 69990] },
    ],
    parcelSize: ParcelSize.M,
    weight: 3,
    fitment: 'brand',
    makers: [{ name: 'Corteco', codes: ['80001###'] }, { name: 'Febi Bilstein', codes: ['#####'] }, genuine],
    oem: {
      toyota: '12361',
      hyundai: '21810',
      nissan: '11210',
      suzuki: '11610',
      honda: '50820',
      mazda: '39-060',
      psa: '1807',
      ford: '6038',
      vw: '199',
    },
    features: [
      'Caucho vulcanizado que absorbe las vibraciones del motor.',
      'Elimina golpes al cambiar de marcha y al acelerar.',
    ],
  },
  {
    code: 'SEN',
    subSubcategory: 'Sensores de Motor',
    image: 'sensor',
    variants: [
      { title: 'Sensor de Posición de Cigüeñal', price: [19990, 59990] },
      { title: 'Sensor de Temperatura de Refrigerante', price: [12990, 34990] },
      { title: 'Sensor MAP', price: [24990, 69990] },
    ],
    parcelSize: ParcelSize.S,
    weight: 3,
    fitment: 'brand',
    makers: [
      { name: 'Bosch', codes: ['0 261 210 ###', '0 281 002 ###'] },
      { name: 'Denso', codes: ['179700-####'] },
      { name: 'Delphi', codes: ['SS10###'] },
      { name: 'Hitachi', codes: ['ST-####'] },
      genuine,
    ],
    oem: {
      toyota: '89422',
      hyundai: '39180',
      nissan: '23731',
      suzuki: '33220',
      honda: '37500',
      mazda: '18-221',
      psa: '1920',
      ford: '6C315',
      vw: '906',
    },
    features: [
      'Conector y rango de señal idénticos al sensor original.',
      'Borre los códigos de falla del computador después de instalarlo.',
    ],
  },
  {
    code: 'AMO',
    subSubcategory: 'Amortiguadores',
    image: 'shock-absorber',
    variants: [
      { title: 'Amortiguador Delantero', price: [34990, 99990], parcelSize: ParcelSize.L },
      { title: 'Amortiguador Trasero', price: [29990, 89990] },
    ],
    parcelSize: ParcelSize.M,
    weight: 8,
    fitment: 'brand',
    makers: [
      { name: 'Monroe', codes: ['G16###', '72###', 'E1###'] },
      { name: 'KYB', codes: ['33####', '34####'] },
      { name: 'Sachs', codes: ['3## ###'] },
      { name: 'Gabriel', codes: ['G5####'] },
      genuine,
    ],
    oem: {
      toyota: '48510',
      hyundai: '54651',
      nissan: '54302',
      suzuki: '41602',
      honda: '51611',
      mazda: '34-700',
      psa: '5208',
      ford: '18124',
      vw: '413',
    },
    features: [
      'Amortiguador a gas bitubo para un andar firme y estable.',
      'Se vende por unidad; se recomienda cambiar el par del mismo eje.',
      'Revise también cazoletas y topes de suspensión.',
    ],
  },
  {
    code: 'BIE',
    subSubcategory: 'Bieletas',
    image: 'ball-joint',
    variants: [{ title: 'Bieleta Estabilizadora Delantera', price: [7990, 24990] }],
    parcelSize: ParcelSize.S,
    weight: 3,
    fitment: 'brand',
    makers: [
      { name: 'CTR', codes: ['CLT-##', 'CLKH-##'] },
      { name: '555', codes: ['SL-####'] },
      { name: 'TRW', codes: ['JTS###'] },
      { name: 'Moog', codes: ['@@-LS-####'] },
      genuine,
    ],
    oem: {
      toyota: '48820',
      hyundai: '54830',
      nissan: '54618',
      suzuki: '42420',
      honda: '51320',
      mazda: '34-170',
      psa: '5087',
      ford: '5K484',
      vw: '411',
    },
    features: ['Elimina los golpeteos de la suspensión en calles irregulares.', 'Incluye tuercas autoblocantes.'],
  },
  {
    code: 'ROT',
    subSubcategory: 'Rótulas',
    image: 'ball-joint',
    variants: [
      { title: 'Rótula Inferior', price: [9990, 34990] },
      { title: 'Rótula Superior', price: [12990, 34990] },
    ],
    parcelSize: ParcelSize.S,
    weight: 5,
    fitment: 'brand',
    makers: [
      { name: 'CTR', codes: ['CBT-##', 'CBKH-##'] },
      { name: '555', codes: ['SB-####'] },
      { name: 'TRW', codes: ['JBJ###'] },
      { name: 'Moog', codes: ['@@-BJ-####'] },
      genuine,
    ],
    oem: {
      toyota: '43330',
      hyundai: '54530',
      nissan: '40160',
      suzuki: '45700',
      honda: '51220',
      mazda: '34-550',
      psa: '3640',
      ford: '3395',
      vw: '407',
    },
    features: [
      'Perno de acero forjado y guardapolvo de alta durabilidad.',
      'Realice una alineación después del cambio.',
    ],
  },
  {
    code: 'TER',
    subSubcategory: 'Terminales de Dirección',
    image: 'ball-joint',
    variants: [
      { title: 'Terminal de Dirección', price: [8990, 29990] },
      { title: 'Terminal de Dirección Exterior', price: [9990, 29990] },
    ],
    parcelSize: ParcelSize.S,
    weight: 4,
    fitment: 'brand',
    makers: [
      { name: 'CTR', codes: ['CET-###'] },
      { name: '555', codes: ['SE-####'] },
      { name: 'TRW', codes: ['JTE###'] },
      genuine,
    ],
    oem: {
      toyota: '45046',
      hyundai: '56820',
      nissan: 'D8640',
      suzuki: '48810',
      honda: '53540',
      mazda: '32-280',
      psa: '3817',
      ford: '3A130',
      vw: '423',
    },
    features: [
      'Devuelve la precisión a la dirección y evita el desgaste irregular de neumáticos.',
      'Requiere alineación.',
    ],
  },
  {
    code: 'ROD',
    subSubcategory: 'Rodamientos y Mazas',
    image: 'wheel-bearing',
    variants: [
      { title: 'Rodamiento de Rueda Delantero', price: [19990, 59990] },
      { title: 'Maza de Rueda Trasera', price: [39990, 99990] },
    ],
    parcelSize: ParcelSize.S,
    weight: 4,
    fitment: 'brand',
    makers: [
      { name: 'SKF', codes: ['VKBA ####'] },
      { name: 'NSK', codes: ['##BWD##', '##BWK##'] },
      { name: 'Koyo', codes: ['DAC#####@'] },
      { name: 'Timken', codes: ['5#####'] },
      genuine,
    ],
    oem: {
      toyota: '90369',
      hyundai: '51720',
      nissan: '40210',
      suzuki: '09262',
      honda: '44300',
      mazda: '33-047',
      psa: '3350',
      ford: '1215',
      vw: '498',
    },
    features: [
      'Rodamiento sellado de doble hilera de bolas, libre de mantención.',
      'Un zumbido que aumenta con la velocidad indica desgaste del rodamiento.',
    ],
  },
  {
    code: 'ALT',
    subSubcategory: 'Alternadores',
    image: 'alternator',
    variants: [{ title: 'Alternador', price: [149990, 459990] }],
    parcelSize: ParcelSize.L,
    weight: 3,
    fitment: 'brand',
    makers: [
      { name: 'Bosch', codes: ['0 986 04# ###', '0 124 325 ###'] },
      { name: 'Denso', codes: ['104210-####', '102211-####'] },
      { name: 'Valeo', codes: ['439###'] },
      { name: 'Hitachi', codes: ['LR1##-###'] },
      genuine,
    ],
    oem: {
      toyota: '27060',
      hyundai: '37300',
      nissan: '23100',
      suzuki: '31400',
      honda: '31100',
      mazda: '18-300',
      psa: '5705',
      ford: '10300',
      vw: '903',
    },
    features: [
      'Alternador nuevo, no reconstruido, con regulador incorporado.',
      'Verifique el estado de la batería y la correa de accesorios al instalarlo.',
    ],
  },
  {
    code: 'MPA',
    subSubcategory: 'Motores de Partida',
    image: 'starter-motor',
    variants: [{ title: 'Motor de Partida', price: [129990, 389990] }],
    parcelSize: ParcelSize.L,
    weight: 2,
    fitment: 'brand',
    makers: [
      { name: 'Bosch', codes: ['0 986 02# ###', '0 001 1## ###'] },
      { name: 'Denso', codes: ['428000-####', '228000-####'] },
      { name: 'Valeo', codes: ['438###'] },
      genuine,
    ],
    oem: {
      toyota: '28100',
      hyundai: '36100',
      nissan: '23300',
      suzuki: '31100',
      honda: '31200',
      mazda: '18-400',
      psa: '5802',
      ford: '11000',
      vw: '911',
    },
    features: ['Motor de partida con solenoide incluido.', 'Arranques firmes también en invierno.'],
  },
  {
    code: 'BAT',
    subSubcategory: 'Baterías',
    image: 'battery',
    variants: [
      { title: 'Batería 12V 45Ah', price: [59990, 89990] },
      { title: 'Batería 12V 60Ah', price: [79990, 119990] },
      { title: 'Batería 12V 70Ah', price: [99990, 149990] },
    ],
    parcelSize: ParcelSize.L,
    weight: 3,
    fitment: 'wide',
    makers: [
      { name: 'Bosch', codes: ['S4 0##', 'S5 0##'] },
      { name: 'Varta', codes: ['Blue Dynamic @##', 'Silver Dynamic @##'] },
      { name: 'Hankook', codes: ['MF#####'] },
    ],
    oem: null,
    features: [
      'Batería sellada libre de mantención.',
      'Verifique la posición del borne positivo antes de comprar.',
      'Entregue su batería usada para reciclaje responsable.',
    ],
  },
  {
    code: 'SOX',
    subSubcategory: 'Sensores de Oxígeno',
    image: 'sensor',
    variants: [
      { title: 'Sensor de Oxígeno', price: [24990, 89990] },
      { title: 'Sensor de Oxígeno Post Catalizador', price: [29990, 89990] },
    ],
    parcelSize: ParcelSize.S,
    weight: 3,
    fitment: 'brand',
    makers: [
      { name: 'Bosch', codes: ['0 258 006 ###', '0 258 986 ###'] },
      { name: 'NGK', codes: ['OZA###-@#'] },
      { name: 'Denso', codes: ['234-4###', 'DOX-####'] },
      genuine,
    ],
    oem: {
      toyota: '89465',
      hyundai: '39210',
      nissan: '22693',
      suzuki: '18213',
      honda: '36531',
      mazda: '18-8G1',
      psa: '1628',
      ford: '9G444',
      vw: '906',
    },
    features: [
      'Sonda lambda calefaccionada con conector original.',
      'Un sensor defectuoso aumenta el consumo y las emisiones.',
    ],
  },
  {
    code: 'FAC',
    subSubcategory: 'Filtros de Aceite',
    image: 'oil-filter',
    variants: [{ title: 'Filtro de Aceite', price: [2990, 12990] }],
    parcelSize: ParcelSize.S,
    weight: 8,
    fitment: 'brand',
    makers: [
      { name: 'Mann-Filter', codes: ['W ##/#', 'W ###/#', 'HU ### x'] },
      { name: 'Bosch', codes: ['0 986 452 ###', 'F 026 407 ###'] },
      { name: 'Mahle', codes: ['OC ###'] },
      { name: 'Wega', codes: ['WO-###'] },
      genuine,
    ],
    oem: {
      toyota: '90915',
      hyundai: '26300',
      nissan: '15208',
      suzuki: '16510',
      honda: '15400',
      mazda: '14-302',
      psa: '1109',
      ford: '6714',
      vw: '115',
    },
    knownOem: {
      toyota: ['90915-YZZE1', '90915-YZZD4', '90915-YZZJ1', '90915-10003'],
      hyundai: ['26300-35504', '26300-35505', '26300-02750'],
      nissan: ['15208-65F0E', '15208-65F0A', '15208-9E01A'],
      honda: ['15400-PLM-A02', '15400-RTA-003'],
    },
    features: [
      'Válvula antidrenaje que protege el motor en cada arranque.',
      'Cámbielo en cada cambio de aceite.',
      'Medio filtrante de celulosa reforzada con alta retención de partículas.',
    ],
  },
  {
    code: 'FAI',
    subSubcategory: 'Filtros de Aire',
    image: 'air-filter',
    variants: [{ title: 'Filtro de Aire', price: [5990, 19990] }],
    parcelSize: ParcelSize.M,
    weight: 5,
    fitment: 'brand',
    makers: [
      { name: 'Mann-Filter', codes: ['C ## ###', 'C ####'] },
      { name: 'Bosch', codes: ['F 026 400 ###', '1 987 429 ###'] },
      { name: 'Mahle', codes: ['LX ####'] },
      { name: 'Wega', codes: ['FAP-####'] },
      genuine,
    ],
    oem: {
      toyota: '17801',
      hyundai: '28113',
      nissan: '16546',
      suzuki: '13780',
      honda: '17220',
      mazda: '13-3A0',
      psa: '1444',
      ford: '9601',
      vw: '129',
    },
    features: [
      'Papel plisado de alta capacidad que protege el motor del polvo.',
      'Revíselo cada 10.000 km si circula por caminos de tierra.',
    ],
  },
  {
    code: 'FCO',
    subSubcategory: 'Filtros de Combustible',
    image: 'oil-filter',
    variants: [{ title: 'Filtro de Combustible', price: [6990, 29990] }],
    parcelSize: ParcelSize.S,
    weight: 3,
    fitment: 'brand',
    makers: [
      { name: 'Mann-Filter', codes: ['WK ##/#', 'WK ###'] },
      { name: 'Bosch', codes: ['F 026 403 ###', '0 450 905 ###'] },
      { name: 'Mahle', codes: ['KL ###'] },
      genuine,
    ],
    oem: {
      toyota: '23300',
      hyundai: '31911',
      nissan: '16400',
      suzuki: '15410',
      honda: '16010',
      mazda: '13-480',
      psa: '1906',
      ford: '9155',
      vw: '127',
    },
    features: [
      'Protege inyectores y bomba de combustible de impurezas.',
      'En motores diésel incluye separador de agua.',
    ],
  },
  {
    code: 'FPO',
    subSubcategory: 'Filtros de Polen',
    image: 'air-filter',
    variants: [
      { title: 'Filtro de Polen', price: [4990, 12990] },
      { title: 'Filtro de Habitáculo con Carbón Activado', price: [8990, 16990] },
    ],
    parcelSize: ParcelSize.S,
    weight: 4,
    fitment: 'brand',
    makers: [
      { name: 'Mann-Filter', codes: ['CU ####', 'CUK ####'] },
      { name: 'Bosch', codes: ['1 987 432 ###'] },
      { name: 'Mahle', codes: ['LA ###'] },
      genuine,
    ],
    oem: {
      toyota: '87139',
      hyundai: '97133',
      nissan: '27277',
      suzuki: '95860',
      honda: '80292',
      mazda: '61-J6X',
      psa: '6447',
      ford: '19N619',
      vw: '819',
    },
    features: [
      'Retiene polen, polvo y hollín antes de que entren a la cabina.',
      'La versión con carbón activado también elimina olores.',
    ],
  },
  {
    code: 'KEM',
    subSubcategory: 'Kits de Embrague',
    image: 'clutch-kit',
    variants: [{ title: 'Kit de Embrague', price: [89990, 289990] }],
    parcelSize: ParcelSize.L,
    weight: 4,
    fitment: 'brand',
    makers: [
      { name: 'Valeo', codes: ['826###', '828###'] },
      { name: 'LuK', codes: ['6## #### ##'] },
      { name: 'Exedy', codes: ['@@K####'] },
      { name: 'Sachs', codes: ['3000 951 ###', '3000 954 ###'] },
      { name: 'Aisin', codes: ['CKT-###', 'CKH-###'] },
      genuine,
    ],
    oem: {
      toyota: '31250',
      hyundai: '41100',
      nissan: '30100',
      suzuki: '22400',
      honda: '22200',
      mazda: '16-460',
      psa: '2052',
      ford: '7550',
      vw: '141',
    },
    features: ['Incluye disco, prensa y rodamiento de empuje.', 'Rectifique el volante del motor al instalar el kit.'],
  },
  {
    code: 'HOM',
    subSubcategory: 'Homocinéticas',
    image: 'cv-joint',
    variants: [
      { title: 'Homocinética Lado Rueda', price: [29990, 89990] },
      { title: 'Semieje Completo', price: [79990, 169990], parcelSize: ParcelSize.L },
    ],
    parcelSize: ParcelSize.M,
    weight: 3,
    fitment: 'brand',
    makers: [
      { name: 'GKN', codes: ['30####'] },
      { name: 'GSP', codes: ['8#####', '6#####'] },
      { name: 'SKF', codes: ['VKJA ####'] },
      genuine,
    ],
    oem: {
      toyota: '43410',
      hyundai: '49500',
      nissan: '39100',
      suzuki: '44101',
      honda: '44305',
      mazda: '25-50X',
      psa: '3273',
      ford: '3B436',
      vw: '407',
    },
    features: ['Incluye guardapolvo, abrazaderas y grasa.', 'Un chasquido al doblar indica una homocinética gastada.'],
  },
  {
    code: 'RAD',
    subSubcategory: 'Radiadores',
    image: 'radiator',
    variants: [{ title: 'Radiador', price: [89990, 259990] }],
    parcelSize: ParcelSize.XL,
    weight: 3,
    fitment: 'brand',
    makers: [
      { name: 'Denso', codes: ['DRM50###', 'DRM41###'] },
      { name: 'Valeo', codes: ['73####'] },
      { name: 'Nissens', codes: ['6####'] },
      { name: 'Koyorad', codes: ['PL0#####'] },
      genuine,
    ],
    oem: {
      toyota: '16400',
      hyundai: '25310',
      nissan: '21460',
      suzuki: '17700',
      honda: '19010',
      mazda: '15-200',
      psa: '1330',
      ford: '8005',
      vw: '121',
    },
    features: [
      'Núcleo de aluminio con estanques plásticos reforzados.',
      'Use refrigerante recomendado por el fabricante y purgue el sistema.',
    ],
  },
  {
    code: 'ELV',
    subSubcategory: 'Electroventiladores',
    image: 'cooling-fan',
    variants: [{ title: 'Electroventilador', price: [69990, 189990] }],
    parcelSize: ParcelSize.L,
    weight: 2,
    fitment: 'brand',
    makers: [
      { name: 'Valeo', codes: ['696###'] },
      { name: 'Nissens', codes: ['85###'] },
      { name: 'Denso', codes: ['DER50###'] },
      genuine,
    ],
    oem: {
      toyota: '16363',
      hyundai: '25380',
      nissan: '21481',
      suzuki: '17120',
      honda: '19015',
      mazda: '15-025',
      psa: '1253',
      ford: '8C607',
      vw: '959',
    },
    features: ['Motor y aspas con marco, listo para instalar.', 'Evita el sobrecalentamiento en tráfico urbano.'],
  },
  {
    code: 'BAG',
    subSubcategory: 'Bombas de Agua',
    image: 'water-pump',
    variants: [{ title: 'Bomba de Agua', price: [24990, 89990] }],
    parcelSize: ParcelSize.M,
    weight: 4,
    fitment: 'brand',
    makers: [
      { name: 'Aisin', codes: ['WPT-###', 'WPH-###', 'WPN-###'] },
      { name: 'GMB', codes: ['GWT-###@'] },
      { name: 'Gates', codes: ['WP0###'] },
      { name: 'SKF', codes: ['VKPC 9####'] },
      genuine,
    ],
    oem: {
      toyota: '16100',
      hyundai: '25100',
      nissan: '21010',
      suzuki: '17400',
      honda: '19200',
      mazda: '15-010',
      psa: '1201',
      ford: '8501',
      vw: '121',
    },
    features: [
      'Incluye empaquetadura de instalación.',
      'Si la bomba se mueve por la correa de distribución, cámbiela junto con el kit.',
    ],
  },
  {
    code: 'TRM',
    subSubcategory: 'Termostatos',
    image: 'water-pump',
    variants: [
      { title: 'Termostato', price: [9990, 34990] },
      { title: 'Tapa de Radiador', price: [5990, 14990] },
    ],
    parcelSize: ParcelSize.S,
    weight: 2,
    fitment: 'brand',
    makers: [{ name: 'Gates', codes: ['TH###82G1'] }, { name: 'Mahle', codes: ['TX ### ##D'] }, genuine],
    oem: {
      toyota: '90916',
      hyundai: '25500',
      nissan: '21200',
      suzuki: '17670',
      honda: '19301',
      mazda: '15-171',
      psa: '1338',
      ford: '8575',
      vw: '121',
    },
    features: [
      'Temperatura de apertura igual a la especificación original.',
      'Mantiene el motor en su temperatura ideal de trabajo.',
    ],
  },
  {
    code: 'FAR',
    subSubcategory: 'Faros Delanteros',
    image: 'headlight',
    variants: [
      { title: 'Faro Delantero Izquierdo', price: [59990, 229990] },
      { title: 'Faro Delantero Derecho', price: [59990, 229990] },
    ],
    parcelSize: ParcelSize.L,
    weight: 3,
    fitment: 'brand',
    makers: [
      { name: 'Depo', codes: ['212-11##@-LD-EM', '312-11##@-AS'] },
      { name: 'Hella', codes: ['1EG 010 ###-###'] },
      { name: 'Valeo', codes: ['04####'] },
      genuine,
    ],
    oem: {
      toyota: '81150',
      hyundai: '92101',
      nissan: '26060',
      suzuki: '35320',
      honda: '33150',
      mazda: '51-041',
      psa: '6208',
      ford: '13W030',
      vw: '941',
    },
    features: [
      'Óptica completa con regulación eléctrica; ampolletas no incluidas.',
      'Mica de policarbonato con protección UV.',
    ],
  },
  {
    code: 'FOC',
    subSubcategory: 'Focos Traseros',
    image: 'tail-light',
    variants: [
      { title: 'Foco Trasero Izquierdo', price: [29990, 99990] },
      { title: 'Foco Trasero Derecho', price: [29990, 99990] },
    ],
    parcelSize: ParcelSize.M,
    weight: 2,
    fitment: 'brand',
    makers: [
      { name: 'Depo', codes: ['212-19##@-UE', '312-19##@-AS'] },
      { name: 'Hella', codes: ['2SK 010 ###-###'] },
      genuine,
    ],
    oem: {
      toyota: '81560',
      hyundai: '92401',
      nissan: '26555',
      suzuki: '35670',
      honda: '33550',
      mazda: '51-160',
      psa: '6350',
      ford: '13404',
      vw: '945',
    },
    features: ['Incluye portalámparas; ampolletas no incluidas.', 'Cumple la normativa de homologación vigente.'],
  },
  {
    code: 'ESP',
    subSubcategory: 'Espejos Laterales',
    image: 'side-mirror',
    variants: [
      { title: 'Espejo Lateral Izquierdo', price: [29990, 119990] },
      { title: 'Espejo Lateral Derecho', price: [29990, 119990] },
    ],
    parcelSize: ParcelSize.M,
    weight: 2,
    fitment: 'brand',
    makers: [{ name: 'TYC', codes: ['3###0###'] }, { name: 'Depo', codes: ['321-54##@-UE'] }, genuine],
    oem: {
      toyota: '87940',
      hyundai: '87610',
      nissan: '96302',
      suzuki: '84702',
      honda: '76250',
      mazda: '69-180',
      psa: '8149',
      ford: '17683',
      vw: '857',
    },
    features: ['Espejo eléctrico con carcasa para pintar.', 'Conector original, instalación directa.'],
  },
  {
    code: 'PLU',
    subSubcategory: 'Plumillas',
    image: 'wiper-blade',
    variants: [
      { title: 'Plumilla Limpiaparabrisas 20"', price: [4990, 9990] },
      { title: 'Plumilla Limpiaparabrisas 22"', price: [4990, 10990] },
      { title: 'Plumilla Limpiaparabrisas 24"', price: [5990, 11990] },
      { title: 'Juego de Plumillas 26" + 16"', price: [9990, 14990] },
    ],
    parcelSize: ParcelSize.S,
    weight: 3,
    fitment: 'wide',
    makers: [
      { name: 'Bosch', codes: ['3 397 008 ###', '3 397 118 ###'] },
      { name: 'Valeo', codes: ['5740##', 'VM ###'] },
      { name: 'Denso', codes: ['DFR-0##', 'DU-0##L'] },
    ],
    oem: null,
    features: [
      'Plumilla plana de goma con grafito: barrido silencioso y sin marcas.',
      'Incluye adaptadores para los brazos más comunes.',
      'Cámbielas una vez al año, idealmente antes del invierno.',
    ],
  },
];

/** Closing sentences added to every description. */
export const DESCRIPTION_CLOSINGS: readonly string[] = [
  'Verifica la compatibilidad con la patente de tu vehículo antes de comprar.',
  'Garantía de 60 días por defectos de fábrica.',
  'Despacho dentro de 24 horas desde la validación del pago.',
  '¿Dudas? Escríbenos por WhatsApp con la patente de tu vehículo.',
];

export const REVIEWER_NAMES: readonly string[] = [
  'Juan Pérez',
  'María González',
  'Camila Rojas',
  'Diego Muñoz',
  'Felipe Soto',
  'Valentina Díaz',
  'José Contreras',
  'Francisca Silva',
  'Matías Morales',
  'Constanza Sepúlveda',
  'Ignacio Araya',
  'Javiera Fuentes',
  'Sebastián Torres',
  'Catalina Espinoza',
  'Rodrigo Valenzuela',
  'Paula Castillo',
  'Tomás Reyes',
  'Daniela Herrera',
  'Cristóbal Vargas',
  'Fernanda Núñez',
  'Andrés Carrasco',
  'Bárbara Jara',
  'Vicente Gutiérrez',
  'Antonia Riquelme',
  'Luis Figueroa',
  'Carolina Bravo',
];

/** Review comments by rating ({vehicle} is replaced by a vehicle the product fits). */
export const REVIEW_COMMENTS: Readonly<Record<1 | 2 | 3 | 4 | 5, readonly string[]>> = {
  5: [
    'Excelente calidad, calzó perfecto en mi {vehicle}. Muy recomendable.',
    'Llegó al día siguiente y bien embalado. Idéntico al original.',
    'Muy buena atención, me ayudaron por WhatsApp a confirmar la compatibilidad con la patente.',
    'Segunda vez que compro aquí y todo impecable.',
    'Mucho más barato que en el concesionario y la misma calidad.',
    'Lo instalé yo mismo en mi {vehicle} siguiendo un tutorial y quedó perfecto.',
    'Pedí antes de las 11 y lo tenía en la tarde. Servicio de primera.',
  ],
  4: [
    'Buen producto, tardó un día más de lo indicado pero todo bien.',
    'Calidad correcta para el precio. El mecánico quedó conforme.',
    'Funciona bien en mi {vehicle}; la caja venía un poco golpeada pero el repuesto impecable.',
    'Buena compra, solo faltaron instrucciones en español.',
    'Cumple lo prometido. Le pongo cuatro estrellas porque el despacho a regiones se demoró.',
  ],
  3: [
    'Cumple, aunque esperaba una mejor terminación.',
    'El producto está bien, pero el despacho a regiones demoró más de una semana.',
    'Funciona, aunque hizo un poco de ruido los primeros días.',
  ],
  2: [
    'Tuve que cambiarlo porque no correspondía a mi versión, aunque el cambio fue rápido.',
    'La calidad no es la misma que la del original, se nota en el acabado.',
  ],
  1: [
    'No calzó en mi {vehicle} a pesar de aparecer como compatible.',
    'Llegó con una pieza quebrada; estoy esperando respuesta del reclamo.',
  ],
};

export const ADMIN_REPLY_NAME = 'Equipo Repuestos';

export const ADMIN_REPLIES: Readonly<Record<'good' | 'neutral' | 'bad', readonly string[]>> = {
  good: [
    '¡Gracias por tu compra y por tomarte el tiempo de comentar!',
    'Nos alegra que haya quedado perfecto. ¡Buen viaje!',
  ],
  neutral: [
    'Gracias por el comentario. Lo compartimos con el equipo de despacho para mejorar los tiempos.',
    'Gracias por contarnos. Cualquier duda con la instalación, escríbenos por WhatsApp.',
  ],
  bad: [
    'Lamentamos el inconveniente. Te escribimos por correo para gestionar el cambio dentro de la garantía de 60 días.',
    'Hola, revisamos tu caso y ya coordinamos el retiro del producto. Disculpa las molestias.',
  ],
};

export const CUSTOMER_REPLIES: readonly string[] = [
  '¿Sirve también para el modelo 2015?',
  'Yo compré el mismo y me funcionó muy bien.',
  'Confirmo, a mí también me llegó rápido.',
  '¿Lo instalaste tú o en un taller?',
];

/** The first products, fixed so that the well-known codes of each maker are always searchable. */
export interface ShowcaseProduct {
  family: string;
  variant: string;
  brand: string;
  models: string[];
  maker: string;
  alternativeSku?: string;
  oem?: string;
}

export const SHOWCASE_PRODUCTS: readonly ShowcaseProduct[] = [
  {
    family: 'PFD',
    variant: 'Pastillas de Freno Delanteras',
    brand: 'Toyota',
    models: ['Yaris', 'Corolla'],
    maker: 'Bosch',
    alternativeSku: '0 986 494 123',
    oem: '04465-0D140',
  },
  {
    family: 'FAC',
    variant: 'Filtro de Aceite',
    brand: 'Toyota',
    models: ['Corolla', 'Yaris', 'RAV4'],
    maker: GENUINE,
    oem: '90915-YZZE1',
  },
  {
    family: 'PFD',
    variant: 'Pastillas de Freno Delanteras',
    brand: 'Hyundai',
    models: ['Accent', 'Elantra'],
    maker: 'TRW',
    oem: '58101-1RA00',
  },
  {
    family: 'PFD',
    variant: 'Pastillas de Freno Delanteras',
    brand: 'Nissan',
    models: ['Versa', 'March'],
    maker: GENUINE,
    oem: 'D1060-ED50A',
  },
  {
    family: 'PFD',
    variant: 'Pastillas de Freno Delanteras',
    brand: 'Chevrolet',
    models: ['Spark', 'Spark GT'],
    maker: 'Fras-le',
    oem: '96 808 217',
  },
  {
    family: 'FAC',
    variant: 'Filtro de Aceite',
    brand: 'Chevrolet',
    models: ['Tracker', 'Onix'],
    maker: GENUINE,
    oem: '25183779',
  },
  {
    family: 'BUJ',
    variant: 'Bujía Estándar',
    brand: 'Suzuki',
    models: ['Swift', 'Alto'],
    maker: 'NGK',
    alternativeSku: 'BKR6E-11',
  },
  {
    family: 'BUJ',
    variant: 'Bujía Iridium',
    brand: 'Kia',
    models: ['Rio', 'Morning'],
    maker: 'Denso',
    alternativeSku: 'IK20TT',
  },
  { family: 'AMO', variant: 'Amortiguador Trasero', brand: 'Toyota', models: ['Hilux'], maker: 'Monroe' },
  { family: 'ROT', variant: 'Rótula Inferior', brand: 'Chevrolet', models: ['Sail'], maker: 'CTR' },
  { family: 'KEM', variant: 'Kit de Embrague', brand: 'Nissan', models: ['Navara'], maker: 'Valeo' },
  { family: 'FAR', variant: 'Faro Delantero Izquierdo', brand: 'Suzuki', models: ['Swift'], maker: 'Depo' },
];

/** A family of universal-fit products (fluids, tools): no vehicle, no OEM number. */
export type UniversalFamily = Omit<PartFamily, 'fitment' | 'oem' | 'knownOem' | 'weight'>;

export const UNIVERSAL_FAMILIES: readonly UniversalFamily[] = [
  {
    code: 'ACE',
    subSubcategory: 'Aceites de Motor',
    image: 'fluid-bottle',
    variants: [
      { title: 'Aceite de Motor 5W-30 Sintético 4 L', price: [29990, 54990] },
      { title: 'Aceite de Motor 10W-40 Semisintético 4 L', price: [21990, 39990] },
      { title: 'Aceite de Motor 20W-50 Mineral 4 L', price: [16990, 29990] },
      { title: 'Aceite de Motor 0W-20 Sintético 1 L', price: [8990, 14990] },
    ],
    parcelSize: ParcelSize.M,
    makers: [
      { name: 'Castrol', codes: ['15#@##'] },
      { name: 'Mobil', codes: ['1#####'] },
      { name: 'Shell', codes: ['55######'] },
      { name: 'Motul', codes: ['10####'] },
      { name: 'Liqui Moly', codes: ['####'] },
    ],
    features: [
      'Cumple la norma API SP y la especificación ILSAC que pide la mayoría de los autos a gasolina.',
      'Protege el motor desde el arranque en frío.',
      'Revisa en el manual de tu vehículo la viscosidad recomendada.',
    ],
  },
  {
    code: 'LFR',
    subSubcategory: 'Líquidos de Frenos',
    image: 'fluid-bottle',
    variants: [
      { title: 'Líquido de Frenos DOT 4 500 ml', price: [4990, 9990], parcelSize: ParcelSize.S },
      { title: 'Líquido de Frenos DOT 3 1 L', price: [5990, 10990], parcelSize: ParcelSize.S },
    ],
    parcelSize: ParcelSize.S,
    makers: [
      { name: 'Bosch', codes: ['1 987 479 ###'] },
      { name: 'ATE', codes: ['03.9901-####.2'] },
      { name: 'Wagner', codes: ['FC####'] },
      { name: 'Castrol', codes: ['15#@##'] },
    ],
    features: [
      'Alto punto de ebullición: frenado constante en bajadas largas.',
      'Cámbialo cada dos años: absorbe humedad con el tiempo.',
      'No mezclar con líquidos a base de silicona (DOT 5).',
    ],
  },
  {
    code: 'REF',
    subSubcategory: 'Refrigerantes',
    image: 'fluid-bottle',
    variants: [
      { title: 'Refrigerante Anticongelante 50 % Listo para Usar 4 L', price: [8990, 15990] },
      { title: 'Refrigerante Orgánico Concentrado 1 L', price: [5990, 9990], parcelSize: ParcelSize.S },
    ],
    parcelSize: ParcelSize.M,
    makers: [
      { name: 'Prestone', codes: ['AF####'] },
      { name: 'Mobil', codes: ['1#####'] },
      { name: 'Wagner', codes: ['RC####'] },
    ],
    features: [
      'Protege contra congelamiento, sobrecalentamiento y corrosión.',
      'Compatible con radiadores de aluminio y cobre.',
      'Revisa el nivel con el motor frío.',
    ],
  },
  {
    code: 'HER',
    subSubcategory: 'Herramientas',
    image: 'tool-kit',
    variants: [
      { title: 'Llave de Ruedas en Cruz 17-19-21-23 mm', price: [6990, 12990] },
      { title: 'Gata Hidráulica de Botella 2 Toneladas', price: [14990, 24990], parcelSize: ParcelSize.L },
      { title: 'Juego de Dados 1/2" 24 Piezas', price: [24990, 49990] },
      { title: 'Multímetro Digital Automotriz', price: [12990, 29990], parcelSize: ParcelSize.S },
    ],
    parcelSize: ParcelSize.M,
    makers: [
      { name: 'Stanley', codes: ['##-###'] },
      { name: 'Truper', codes: ['#####'] },
      { name: 'Bahco', codes: ['S###'] },
    ],
    features: [
      'Acero al cromo vanadio con acabado anticorrosión.',
      'Incluye estuche para guardarla en el maletero.',
      'Garantía de por vida contra defectos de fabricación.',
    ],
  },
  {
    code: 'ACC',
    subSubcategory: 'Accesorios de Emergencia',
    image: 'tool-kit',
    variants: [
      { title: 'Kit de Emergencia Vial con Triángulo y Chaleco', price: [9990, 19990] },
      { title: 'Cables para Batería 400 A 3 m', price: [7990, 15990], parcelSize: ParcelSize.S },
      { title: 'Extintor para Vehículo 1 kg', price: [8990, 14990], parcelSize: ParcelSize.S },
    ],
    parcelSize: ParcelSize.M,
    makers: [
      { name: 'Stanley', codes: ['##-###'] },
      { name: 'Truper', codes: ['#####'] },
    ],
    features: [
      'Cumple con los elementos que exige la ley de tránsito.',
      'Bolso compacto que cabe bajo el asiento.',
      'Ideal para viajes largos y carretera.',
    ],
  },
];
