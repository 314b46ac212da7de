/**
 * German places for the demo geocoder (city-centre coordinates and a postcode of each), so that the
 * store locator can be tried offline. A postcode that is not listed falls back to a place in the
 * same postal region (its first two digits).
 */
export interface PlaceRow {
  name: string;
  postcode: string;
  lat: number;
  lng: number;
}

export const PLACES: PlaceRow[] = [
  { name: 'Berlin', postcode: '10117', lat: 52.52, lng: 13.405 },
  { name: 'Hamburg', postcode: '20095', lat: 53.5511, lng: 9.9937 },
  { name: 'München', postcode: '80331', lat: 48.1351, lng: 11.582 },
  { name: 'Köln', postcode: '50667', lat: 50.9375, lng: 6.9603 },
  { name: 'Frankfurt am Main', postcode: '60311', lat: 50.1109, lng: 8.6821 },
  { name: 'Stuttgart', postcode: '70173', lat: 48.7758, lng: 9.1829 },
  { name: 'Düsseldorf', postcode: '40212', lat: 51.2277, lng: 6.7735 },
  { name: 'Dortmund', postcode: '44137', lat: 51.5136, lng: 7.4653 },
  { name: 'Essen', postcode: '45127', lat: 51.4556, lng: 7.0116 },
  { name: 'Leipzig', postcode: '04109', lat: 51.3397, lng: 12.3731 },
  { name: 'Bremen', postcode: '28195', lat: 53.0793, lng: 8.8017 },
  { name: 'Dresden', postcode: '01067', lat: 51.0504, lng: 13.7373 },
  { name: 'Hannover', postcode: '30159', lat: 52.3759, lng: 9.732 },
  { name: 'Nürnberg', postcode: '90403', lat: 49.4521, lng: 11.0767 },
  { name: 'Duisburg', postcode: '47051', lat: 51.4344, lng: 6.7623 },
  { name: 'Bochum', postcode: '44787', lat: 51.4818, lng: 7.2162 },
  { name: 'Wuppertal', postcode: '42103', lat: 51.2562, lng: 7.1508 },
  { name: 'Bielefeld', postcode: '33602', lat: 52.0302, lng: 8.5325 },
  { name: 'Bonn', postcode: '53111', lat: 50.7374, lng: 7.0982 },
  { name: 'Münster', postcode: '48143', lat: 51.9607, lng: 7.6261 },
  { name: 'Mannheim', postcode: '68161', lat: 49.4875, lng: 8.466 },
  { name: 'Karlsruhe', postcode: '76133', lat: 49.0069, lng: 8.4037 },
  { name: 'Augsburg', postcode: '86150', lat: 48.3705, lng: 10.8978 },
  { name: 'Wiesbaden', postcode: '65183', lat: 50.0782, lng: 8.2398 },
  { name: 'Lübeck', postcode: '23552', lat: 53.8655, lng: 10.6866 },
  { name: 'Freiburg im Breisgau', postcode: '79098', lat: 47.999, lng: 7.8421 },
  { name: 'Rostock', postcode: '18055', lat: 54.0924, lng: 12.0991 },
  { name: 'Potsdam', postcode: '14467', lat: 52.3906, lng: 13.0645 },
  { name: 'Erfurt', postcode: '99084', lat: 50.9848, lng: 11.0299 },
  { name: 'Regensburg', postcode: '93047', lat: 49.0134, lng: 12.1016 },
  { name: 'Heidelberg', postcode: '69117', lat: 49.3988, lng: 8.6724 },
  { name: 'Kiel', postcode: '24103', lat: 54.3233, lng: 10.1228 },
  { name: 'Magdeburg', postcode: '39104', lat: 52.1205, lng: 11.6276 },
  { name: 'Mainz', postcode: '55116', lat: 49.9929, lng: 8.2473 },
  { name: 'Saarbrücken', postcode: '66111', lat: 49.2402, lng: 6.9969 },
  { name: 'Schwerin', postcode: '19053', lat: 53.6355, lng: 11.4012 },
  { name: 'Kassel', postcode: '34117', lat: 51.3127, lng: 9.4797 },
  { name: 'Würzburg', postcode: '97070', lat: 49.7913, lng: 9.9534 },
  { name: 'Ulm', postcode: '89073', lat: 48.4011, lng: 9.9876 },
  { name: 'Göttingen', postcode: '37073', lat: 51.5413, lng: 9.9158 },
  { name: 'Oldenburg', postcode: '26122', lat: 53.1435, lng: 8.2146 },
  { name: 'Osnabrück', postcode: '49074', lat: 52.2799, lng: 8.0472 },
  { name: 'Aachen', postcode: '52062', lat: 50.7753, lng: 6.0839 },
  { name: 'Chemnitz', postcode: '09111', lat: 50.8278, lng: 12.9214 },
  { name: 'Halle (Saale)', postcode: '06108', lat: 51.4969, lng: 11.9688 },
  { name: 'Jena', postcode: '07743', lat: 50.9271, lng: 11.5892 },
  { name: 'Konstanz', postcode: '78462', lat: 47.6603, lng: 9.1758 },
  { name: 'Passau', postcode: '94032', lat: 48.5667, lng: 13.4319 },
  { name: 'Flensburg', postcode: '24937', lat: 54.7937, lng: 9.4469 },
  { name: 'Trier', postcode: '54290', lat: 49.7499, lng: 6.6371 },
];
