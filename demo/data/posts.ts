/** Demo blog posts; ids match the recorded Rate My Post fixtures (6, 7). */
export interface PostSeed {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  content: string[];
}

export const posts: PostSeed[] = [
  {
    id: 6,
    slug: 'die-perfekte-crema',
    title: 'Die perfekte Crema: fünf Stellschrauben',
    excerpt: 'Mahlgrad, Dosis, Temperatur, Druck und Frische – so gelingt die haselnussbraune Schicht.',
    content: [
      'Eine dichte, haselnussbraune Crema ist das Aushängeschild eines guten Espressos. Sie entsteht, wenn Kohlendioxid aus frisch gerösteten Bohnen unter Druck mit den Ölen des Kaffees emulgiert.',
      'Der wichtigste Hebel ist der Mahlgrad: Läuft der Bezug schneller als 25 Sekunden, mahlen Sie feiner. Danach folgen Dosis (18 g für ein doppeltes Sieb), Wassertemperatur (92–94 °C) und ein gleichmäßiger Tamperdruck.',
      'Und schließlich: Frische. Bohnen, die älter als sechs Wochen sind, haben zu wenig CO₂ für eine stabile Crema.',
    ],
  },
  {
    id: 7,
    slug: 'filterkaffee-richtig-bruehen',
    title: 'Filterkaffee richtig brühen',
    excerpt: 'Mit Handfilter, Waage und Geduld zum klaren, süßen Kaffee.',
    content: [
      'Filterkaffee erlebt eine Renaissance. Mit 60 g Kaffee pro Liter Wasser und einer mittelfeinen Mahlung liegen Sie fast immer richtig.',
      'Spülen Sie den Papierfilter vor, lassen Sie den Kaffee 30 Sekunden „blühen“ und gießen Sie dann in gleichmäßigen Kreisen auf. Die gesamte Brühzeit sollte bei etwa drei Minuten liegen.',
    ],
  },
  {
    id: 8,
    slug: 'kaffeebohnen-lagern',
    title: 'Kaffeebohnen richtig lagern',
    excerpt: 'Warum der Kühlschrank der falsche Ort ist – und was Sie stattdessen tun sollten.',
    content: [
      'Kaffee mag es dunkel, trocken und kühl – aber nicht kalt. Im Kühlschrank nimmt er Feuchtigkeit und Gerüche auf.',
      'Am besten lagern Sie Bohnen in einer luftdichten Dose mit Ventil und kaufen lieber öfter kleinere Mengen.',
    ],
  },
];
