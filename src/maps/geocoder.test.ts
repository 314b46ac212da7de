import { describe, expect, it } from 'vitest';
import { GeocodeError, geocodeMessageKey, GEOCODER_STATUSES, googleGeocode } from './geocoder';

describe('geocoder', () => {
  const fakeGeocoder = (results: unknown, status: string) => ({
    geocode: (_request: unknown, callback: (r: never, s: string) => void) => callback(results as never, status),
  });
  const location = { geometry: { location: { lat: () => 52.52, lng: () => 13.405 } }, formatted_address: 'Berlin, Deutschland' };

  it('resolves only an OK answer with a result', async () => {
    await expect(googleGeocode(fakeGeocoder([location], 'OK'))('Berlin')).resolves.toEqual({
      lat: 52.52,
      lng: 13.405,
      label: 'Berlin, Deutschland',
    });
    await expect(googleGeocode(fakeGeocoder([], 'OK'))('Berlin')).rejects.toMatchObject({ status: 'ZERO_RESULTS' });
    await expect(googleGeocode(fakeGeocoder(null, 'SOMETHING_NEW'))('Berlin')).rejects.toMatchObject({ status: 'UNKNOWN_ERROR' });
  });

  it.each(GEOCODER_STATUSES.filter((status) => status !== 'OK'))('turns %s into an error with a message', async (status) => {
    const error = await googleGeocode(fakeGeocoder([location], status))('Berlin').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GeocodeError);
    expect(geocodeMessageKey((error as GeocodeError).status)).toMatch(/^map\./);
  });
});
