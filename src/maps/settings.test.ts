import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mapOptions, readSettings } from './settings';

const recorded = JSON.parse(readFileSync('test/fixtures/recorded/wd-google-maps/gmwdmapData-evaluated.json', 'utf8')) as {
  gmwdmapData: Record<string, unknown>;
};

describe('settings', () => {
  it('reads every setting of the recorded map 2', () => {
    const settings = readSettings(recorded.gmwdmapData, '2');
    expect(settings).toMatchObject({
      mapId: 2,
      center: { lat: 51.1657, lng: 10.4515 },
      zoom: 6,
      minZoom: 2,
      maxZoom: 22,
      scrollWheel: false,
      draggable: true,
      doubleClickZoomDisabled: false,
      borderRadius: 0,
      mapType: 'roadmap',
      layers: { bicycle: false, traffic: false, transit: false },
      infoWindowOpenOn: 'click',
      distanceUnit: 'km',
      storeLocator: true,
      searchBox: { enabled: false, position: 3 },
      circle: { strokeWeight: 2, fillColor: '#7FDF16', fillOpacity: 0.3, strokeColor: '#000', strokeOpacity: 0.6 },
    });
    expect(settings.controls).toEqual({
      zoom: { enabled: true, position: 0 },
      mapType: { enabled: true, position: 0, style: 0 },
      scale: { enabled: true },
      streetView: { enabled: true, position: 0 },
      fullscreen: { enabled: false, position: 0 },
      rotate: { enabled: true },
    });
  });

  it('maps settings to Google options, each control with its position and style, tilt 45', () => {
    const settings = readSettings(
      {
        zoom7: '9',
        minZoom7: 5,
        maxZoom7: '8',
        mapWhellScrolling7: '1',
        mapDragable7: '0',
        mapDbClickZoom7: true,
        mapType7: '2',
        enableZoomControl7: 1,
        zoomControlPosition7: '9',
        enableMapTypeControl7: '1',
        mapTypeControlPosition7: 3,
        mapTypeControlStyle7: '2',
        enableFullscreenControl7: '1',
        fullscreenControlPosition7: 99,
        mapBorderRadius7: '12',
        enableBykeLayer7: '1',
        enableTransitLayer7: 1,
        infoWindowOpenOn7: 'hover',
        storeLocatorDistanceIn7: 'mi',
      },
      '7',
    );
    const options = mapOptions(settings);
    expect(options).toMatchObject({
      zoom: 8,
      minZoom: 5,
      maxZoom: 8,
      tilt: 45,
      mapTypeId: 'hybrid',
      scrollwheel: true,
      draggable: false,
      gestureHandling: 'none',
      disableDoubleClickZoom: true,
      zoomControl: true,
      zoomControlOptions: { position: 9 },
      mapTypeControl: true,
      mapTypeControlOptions: { style: 2, position: 3 },
      fullscreenControl: true,
      fullscreenControlOptions: {},
      scaleControl: false,
    });
    expect(settings.borderRadius).toBe(12);
    expect(settings.layers).toEqual({ bicycle: true, traffic: false, transit: true });
    expect(settings.infoWindowOpenOn).toBe('hover');
    expect(settings.distanceUnit).toBe('mile');
  });

  it('survives missing or hostile data with sensible defaults', () => {
    const settings = readSettings(null, '1');
    expect(settings.center).toEqual({ lat: 51.1657, lng: 10.4515 });
    expect(settings.zoom).toBe(6);
    expect(readSettings({ storeLocatorFillColor1: 'red;background:url(x)' }, '1').circle.fillColor).toBe('#7FDF16');
    expect(readSettings({ zoom1: 'abc' }, '1', { zoom: 4 }).zoom).toBe(4);
  });

  it('reads the overlay exclusion and geolocation flags (off in the recorded map)', () => {
    expect(readSettings(recorded.gmwdmapData, '2')).toMatchObject({ excludeOverlays: false, geolocateUser: false });
    expect(readSettings({ excludeOverlays5: true, geolocateUser5: 1 }, '5')).toMatchObject({ excludeOverlays: true, geolocateUser: true });
    expect(readSettings({}, '5', { excludeOverlays: true }).excludeOverlays).toBe(true);
  });
});
