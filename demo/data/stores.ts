/** Demo store locations across Germany (real city-centre coordinates). The first five match the
 * recorded Map Builder fixtures; Frankfurt's address is stored HTML-escaped as the plugin saves it. */
export interface StoreSeed {
  title: string;
  address: string;
  lat: number;
  lng: number;
  animation?: 'BOUNCE' | 'DROP' | 'NONE';
  category?: number;
  infoWindowOpen?: boolean;
}

export const stores: StoreSeed[] = [
  { title: 'Berlin', address: 'Pariser Platz, 10117 Berlin', lat: 52.52, lng: 13.405, animation: 'DROP' },
  { title: 'Hamburg', address: 'Rathausmarkt 1, 20095 Hamburg', lat: 53.5511, lng: 9.9937 },
  { title: 'München', address: 'Marienplatz 1, 80331 München', lat: 48.1351, lng: 11.582 },
  { title: 'Köln', address: 'Domkloster 4, 50667 Köln', lat: 50.9375, lng: 6.9603, animation: 'BOUNCE' },
  { title: 'Frankfurt am Main', address: 'Römerberg &amp; Paulsplatz, 60311 Frankfurt am Main', lat: 50.1109, lng: 8.6821 },
  { title: 'Berlin-Charlottenburg', address: 'Kurfürstendamm 21, 10719 Berlin', lat: 52.5035, lng: 13.332, category: 1 },
  { title: 'Stuttgart', address: 'Königstraße 1, 70173 Stuttgart', lat: 48.7758, lng: 9.1829 },
  { title: 'Düsseldorf', address: 'Königsallee 1, 40212 Düsseldorf', lat: 51.2277, lng: 6.7735 },
  { title: 'Dortmund', address: 'Westenhellweg 1, 44137 Dortmund', lat: 51.5136, lng: 7.4653 },
  { title: 'Essen', address: 'Kettwiger Straße 1, 45127 Essen', lat: 51.4556, lng: 7.0116 },
  { title: 'Leipzig', address: 'Markt 1, 04109 Leipzig', lat: 51.3397, lng: 12.3731 },
  { title: 'Bremen', address: 'Am Markt 1, 28195 Bremen', lat: 53.0793, lng: 8.8017 },
  { title: 'Dresden', address: 'Altmarkt 1, 01067 Dresden', lat: 51.0504, lng: 13.7373 },
  { title: 'Hannover', address: 'Georgstraße 1, 30159 Hannover', lat: 52.3759, lng: 9.732 },
  { title: 'Nürnberg', address: 'Hauptmarkt 1, 90403 Nürnberg', lat: 49.4521, lng: 11.0767 },
  { title: 'Duisburg', address: 'Königstraße 1, 47051 Duisburg', lat: 51.4344, lng: 6.7623 },
  { title: 'Bochum', address: 'Kortumstraße 1, 44787 Bochum', lat: 51.4818, lng: 7.2162 },
  { title: 'Wuppertal', address: 'Neumarkt 1, 42103 Wuppertal', lat: 51.2562, lng: 7.1508 },
  { title: 'Bielefeld', address: 'Niedernstraße 1, 33602 Bielefeld', lat: 52.0302, lng: 8.5325 },
  { title: 'Bonn', address: 'Markt 1, 53111 Bonn', lat: 50.7374, lng: 7.0982 },
  { title: 'Münster', address: 'Prinzipalmarkt 1, 48143 Münster', lat: 51.9607, lng: 7.6261 },
  { title: 'Mannheim', address: 'Planken 1, 68161 Mannheim', lat: 49.4875, lng: 8.466 },
  { title: 'Karlsruhe', address: 'Marktplatz 1, 76133 Karlsruhe', lat: 49.0069, lng: 8.4037 },
  { title: 'Augsburg', address: 'Rathausplatz 1, 86150 Augsburg', lat: 48.3705, lng: 10.8978 },
  { title: 'Wiesbaden', address: 'Schlossplatz 1, 65183 Wiesbaden', lat: 50.0782, lng: 8.2398 },
  { title: 'Lübeck', address: 'Breite Straße 1, 23552 Lübeck', lat: 53.8655, lng: 10.6866 },
  { title: 'Freiburg im Breisgau', address: 'Kaiser-Joseph-Straße 1, 79098 Freiburg im Breisgau', lat: 47.999, lng: 7.8421 },
  { title: 'Rostock', address: 'Kröpeliner Straße 1, 18055 Rostock', lat: 54.0924, lng: 12.0991 },
  { title: 'Potsdam', address: 'Brandenburger Straße 1, 14467 Potsdam', lat: 52.3906, lng: 13.0645, category: 1 },
  { title: 'Erfurt', address: 'Anger 1, 99084 Erfurt', lat: 50.9848, lng: 11.0299 },
  { title: 'Regensburg', address: 'Neupfarrplatz 1, 93047 Regensburg', lat: 49.0134, lng: 12.1016 },
  { title: 'Heidelberg', address: 'Hauptstraße 1, 69117 Heidelberg', lat: 49.3988, lng: 8.6724, infoWindowOpen: false },
];
