/** The demo catalogue: a German coffee roastery. Prices in cents, gross (German shops show VAT-inclusive prices). */
export interface VariationSeed {
  attributes: Record<string, string>;
  price: number;
  inStock?: boolean;
}

export interface ProductSeed {
  slug: string;
  name: string;
  sku: string;
  type: 'simple' | 'variable' | 'nyp';
  price: number;
  regularPrice?: number;
  inStock?: boolean;
  category: string;
  color: string;
  short: string;
  description: string;
  variations?: VariationSeed[];
  nyp?: { min: number; max: number; step: number; suggested: number };
  reviews?: Array<{ author: string; rating: number; content: string }>;
}

export const categories: Record<string, string> = {
  kaffee: 'Kaffee',
  zubehoer: 'Zubehör',
  geschirr: 'Geschirr',
  geschenke: 'Geschenke',
  tee: 'Tee',
};

export const products: ProductSeed[] = [
  {
    slug: 'espresso-nordlicht',
    name: 'Espresso Bohnen „Nordlicht“ 1 kg',
    sku: 'NL-ESP-1000',
    type: 'simple',
    price: 2490,
    category: 'kaffee',
    color: '#5b3a29',
    short: 'Kräftiger Espresso mit Noten von Zartbitterschokolade und Haselnuss.',
    description:
      'Unsere Hausmischung aus 70 % Arabica und 30 % Robusta, langsam im Trommelröster geröstet. Ideal für Siebträger und Vollautomaten.',
    reviews: [
      { author: 'Jörg M.', rating: 5, content: 'Bester Espresso, den ich bisher zu Hause hatte.' },
      { author: 'Anna K.', rating: 4, content: 'Sehr aromatisch, mir etwas zu kräftig.' },
    ],
  },
  {
    slug: 'filterkaffee-hochland',
    name: 'Filterkaffee Hochland 500 g',
    sku: 'NL-FIL-500',
    type: 'simple',
    price: 1290,
    category: 'kaffee',
    color: '#8a5a3c',
    short: 'Mild, fruchtig, mit heller Röstung aus äthiopischem Hochland.',
    description: 'Ein Single Origin aus Yirgacheffe: Zitrus, Jasmin und ein langer, süßer Abgang.',
  },
  {
    slug: 'handmuehle-edelstahl',
    name: 'Kaffeemühle Handmühle Edelstahl',
    sku: 'NL-MUE-01',
    type: 'simple',
    price: 5900,
    category: 'zubehoer',
    color: '#7d8590',
    short: 'Kegelmahlwerk aus Edelstahl, stufenlos einstellbar.',
    description: 'Für Espresso bis French Press. Zerlegbar und leicht zu reinigen.',
  },
  {
    slug: 'tamper-58',
    name: 'Siebträger-Tamper 58 mm',
    sku: 'NL-TMP-58',
    type: 'simple',
    price: 2990,
    category: 'zubehoer',
    color: '#3d4f5c',
    short: 'Schwerer Tamper mit Walnussgriff.',
    description: 'Flacher Boden aus Edelstahl, 58 mm Durchmesser, passend für die meisten Siebträger.',
  },
  {
    slug: 'french-press',
    name: 'French Press Glas 1 l',
    sku: 'NL-FP-1000',
    type: 'simple',
    price: 3450,
    category: 'zubehoer',
    color: '#9bb7c4',
    short: 'Borosilikatglas, Edelstahlfilter, für 8 Tassen.',
    description: 'Der Klassiker für vollmundigen Kaffee ohne Papierfilter.',
  },
  {
    slug: 'tasse-gemuetlich',
    name: 'Tasse „Gemütlich“',
    sku: 'NL-TAS-G',
    type: 'variable',
    price: 1490,
    category: 'geschirr',
    color: '#c96f53',
    short: 'Handgemachte Steinguttasse, 300 ml.',
    description: 'Jede Tasse ist ein Einzelstück aus einer kleinen Töpferei in der Lausitz.',
    variations: [
      { attributes: { farbe: 'Blau' }, price: 1490 },
      { attributes: { farbe: 'Grün' }, price: 1490 },
      { attributes: { farbe: 'Weiß' }, price: 1690, inStock: false },
    ],
  },
  {
    slug: 'barista-schuerze',
    name: 'Barista-Schürze',
    sku: 'NL-SCH',
    type: 'variable',
    price: 3900,
    category: 'geschenke',
    color: '#2f3b2f',
    short: 'Robuste Schürze aus gewachstem Canvas.',
    description: 'Mit Lederriemen und zwei Taschen.',
    variations: [
      { attributes: { groesse: 'S' }, price: 3900 },
      { attributes: { groesse: 'M' }, price: 3900 },
      { attributes: { groesse: 'L' }, price: 4200 },
    ],
  },
  {
    slug: 'milchkaennchen',
    name: 'Milchkännchen 350 ml',
    sku: 'NL-MK-350',
    type: 'simple',
    price: 1990,
    category: 'zubehoer',
    color: '#b0b8bf',
    short: 'Für Latte Art, mit präzisem Ausguss.',
    description: 'Edelstahl, innen mit Messskala.',
  },
  {
    slug: 'entkalker-bio',
    name: 'Entkalker Bio 3er-Pack',
    sku: 'NL-ENT-3',
    type: 'simple',
    price: 999,
    category: 'zubehoer',
    color: '#6f9e6b',
    short: 'Auf Milchsäurebasis, für alle Maschinen.',
    description: 'Biologisch abbaubar, drei Anwendungen.',
  },
  {
    slug: 'geschenkgutschein',
    name: 'Geschenkgutschein – Betrag frei wählbar',
    sku: 'NL-GUT',
    type: 'nyp',
    price: 2500,
    category: 'geschenke',
    color: '#d4a64a',
    short: 'Sie bestimmen den Betrag: von 10 € bis 500 € in 5-€-Schritten.',
    description: 'Der Gutschein kommt als PDF per E-Mail und ist drei Jahre gültig.',
    nyp: { min: 1000, max: 50000, step: 500, suggested: 2500 },
  },
  {
    slug: 'roestmeister-set',
    name: 'Röstmeister-Set',
    sku: 'NL-ROE-SET',
    type: 'simple',
    price: 8900,
    inStock: false,
    category: 'geschenke',
    color: '#4a2c2a',
    short: 'Vier Röstungen zum Vergleichen, mit Verkostungsbogen.',
    description: 'Zurzeit ausverkauft – die nächste Röstung kommt bald.',
  },
  {
    slug: 'kaffeewaage-timer',
    name: 'Kaffeewaage mit Timer',
    sku: 'NL-WAA-T',
    type: 'simple',
    price: 4490,
    regularPrice: 4990,
    category: 'zubehoer',
    color: '#222831',
    short: 'Auf 0,1 g genau, mit Brühtimer.',
    description: 'USB-C-Akku, wasserabweisende Oberfläche.',
  },
  {
    slug: 'fruechtezauber',
    name: 'Früchtetee Früchtezauber 100 g',
    sku: 'NL-TEE-FZ',
    type: 'simple',
    price: 450,
    category: 'tee',
    color: '#b33951',
    short: 'Hibiskus, Apfel und Hagebutte.',
    description: 'Lose Teemischung, koffeinfrei.',
  },
  {
    slug: 'kaffeefilter-4',
    name: 'Kaffeefilter Größe 4 (100 Stück)',
    sku: 'NL-FLT-4',
    type: 'simple',
    price: 329,
    category: 'zubehoer',
    color: '#e8dcc2',
    short: 'Ungebleicht, FSC-zertifiziert.',
    description: 'Passend für Handfilter und Maschinen der Größe 4.',
  },
  {
    // A hostile name: the shop must show it as text everywhere and never run it.
    slug: 'tasse-schlau',
    name: 'Tasse <img src=x onerror="window.__xss=1"> „Schlau“ & <script>window.__xss=1</script>',
    sku: 'NL-TAS-S',
    type: 'simple',
    price: 1290,
    category: 'geschirr',
    color: '#476c9b',
    short: 'Ein Produkt mit Sonderzeichen im Namen.',
    description: 'Zum Testen: Der Name enthält HTML, das als Text erscheinen muss.',
  },
];
