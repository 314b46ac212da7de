/**
 * Map Builder's settings for one map, read from `gmwdmapData` (`<setting><mapKey>`), and what
 * they mean for Google's MapOptions. Pure: the google.maps constants come in as plain numbers,
 * which is what Google's enums are.
 */

export type InfoWindowTrigger = 'click' | 'hover';
export type DistanceUnit = 'km' | 'mile';

export interface MapSettings {
  mapId: number;
  center: { lat: number; lng: number };
  zoom: number;
  minZoom: number;
  maxZoom: number;
  scrollWheel: boolean;
  draggable: boolean;
  /** Map Builder's flag is "double-click zoom disabled". */
  doubleClickZoomDisabled: boolean;
  controls: {
    zoom: { enabled: boolean; position: number };
    mapType: { enabled: boolean; position: number; style: number };
    scale: { enabled: boolean };
    streetView: { enabled: boolean; position: number };
    fullscreen: { enabled: boolean; position: number };
    rotate: { enabled: boolean };
  };
  borderRadius: number;
  mapType: MapTypeName;
  layers: { bicycle: boolean; traffic: boolean; transit: boolean };
  infoWindowOpenOn: InfoWindowTrigger;
  distanceUnit: DistanceUnit;
  storeLocator: boolean;
  /** gmwdInitMainMap's `excludeOverlays`: markers, polygons and polylines are drawn only when it is false. */
  excludeOverlays: boolean;
  /** Show the visitor's position with its own marker on load (zoom 13). */
  geolocateUser: boolean;
  searchBox: { enabled: boolean; position: number };
  circle: { strokeWeight: number; fillColor: string; fillOpacity: number; strokeColor: string; strokeOpacity: number };
  markers: unknown;
  polygons: unknown;
  polylines: unknown;
}

export type MapTypeName = 'roadmap' | 'satellite' | 'hybrid' | 'terrain';
const MAP_TYPES: MapTypeName[] = ['roadmap', 'satellite', 'hybrid', 'terrain'];

const truthy = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true';
const num = (value: unknown, fallback: number) => {
  const parsed = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(parsed) ? parsed : fallback;
};
const str = (value: unknown, fallback = '') => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : fallback);
/** Google's ControlPosition values run 1–24 (legacy and logical); 0 or anything else means Google's default. */
const position = (value: unknown) => {
  const parsed = num(value, 0);
  return Number.isInteger(parsed) && parsed >= 1 && parsed <= 24 ? parsed : 0;
};
const color = (value: unknown, fallback: string) => {
  const text = str(value).trim();
  return /^#?[0-9a-f]{3}([0-9a-f]{3})?$/i.test(text) ? (text.startsWith('#') ? text : `#${text}`) : fallback;
};

/** The settings of map `key` from gmwdmapData (an Array used as a map, or an object); props override. */
export function readSettings(data: unknown, key: string, overrides: Partial<Record<string, unknown>> = {}): MapSettings {
  const source = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const get = (name: string) => (name in overrides ? overrides[name] : source[`${name}${key}`]);
  const minZoom = Math.max(0, num(get('minZoom'), 0));
  const maxZoom = Math.max(minZoom, num(get('maxZoom'), 22));
  const zoom = Math.min(maxZoom, Math.max(minZoom, num(get('zoom'), 6)));
  const mapType = MAP_TYPES[num(get('mapType'), 0)] ?? 'roadmap';
  return {
    mapId: num(get('mapId'), 0),
    center: { lat: num(get('centerLat'), 51.1657), lng: num(get('centerLng'), 10.4515) },
    zoom,
    minZoom,
    maxZoom,
    scrollWheel: truthy(get('mapWhellScrolling')),
    draggable: get('mapDragable') === undefined ? true : truthy(get('mapDragable')),
    doubleClickZoomDisabled: truthy(get('mapDbClickZoom')),
    controls: {
      zoom: { enabled: truthy(get('enableZoomControl')), position: position(get('zoomControlPosition')) },
      mapType: {
        enabled: truthy(get('enableMapTypeControl')),
        position: position(get('mapTypeControlPosition')),
        style: Math.min(2, Math.max(0, num(get('mapTypeControlStyle'), 0))),
      },
      scale: { enabled: truthy(get('enableScaleControl')) },
      streetView: { enabled: truthy(get('enableStreetViewControl')), position: position(get('streetViewControlPosition')) },
      fullscreen: { enabled: truthy(get('enableFullscreenControl')), position: position(get('fullscreenControlPosition')) },
      rotate: { enabled: truthy(get('enableRotateControl')) },
    },
    borderRadius: Math.max(0, num(get('mapBorderRadius'), 0)),
    mapType,
    layers: {
      bicycle: truthy(get('enableBykeLayer')),
      traffic: truthy(get('enableTrafficLayer')),
      transit: truthy(get('enableTransitLayer')),
    },
    infoWindowOpenOn: str(get('infoWindowOpenOn')) === 'hover' ? 'hover' : 'click',
    // the plugin treats any unit other than km as miles
    distanceUnit: ['', 'km'].includes(str(get('storeLocatorDistanceIn') ?? get('distanceIn')).trim()) ? 'km' : 'mile',
    storeLocator: truthy(get('enableStoreLocatior')),
    excludeOverlays: truthy(get('excludeOverlays')),
    geolocateUser: truthy(get('geolocateUser')),
    searchBox: { enabled: truthy(get('enableSerchBox')), position: position(get('serchBoxPosition')) },
    circle: {
      strokeWeight: num(get('storeLocatorStrokeWidth'), 2),
      fillColor: color(get('storeLocatorFillColor'), '#7FDF16'),
      fillOpacity: num(get('storeLocatorFillOpacity'), 0.3),
      strokeColor: color(get('storeLocatorLineColor'), '#000000'),
      strokeOpacity: num(get('storeLocatorLineOpacity'), 0.6),
    },
    markers: get('mapMarkers'),
    polygons: get('mapPolygons'),
    polylines: get('mapPolylines'),
  };
}

/** Google MapOptions for the settings (tilt 45 as the plugin creates it). */
export function mapOptions(settings: MapSettings) {
  const { controls } = settings;
  const at = (value: number) => (value ? { position: value } : {});
  return {
    center: settings.center,
    zoom: settings.zoom,
    minZoom: settings.minZoom,
    maxZoom: settings.maxZoom,
    tilt: 45,
    mapTypeId: settings.mapType,
    scrollwheel: settings.scrollWheel,
    gestureHandling: settings.draggable ? (settings.scrollWheel ? 'greedy' : 'cooperative') : 'none',
    draggable: settings.draggable,
    disableDoubleClickZoom: settings.doubleClickZoomDisabled,
    zoomControl: controls.zoom.enabled,
    zoomControlOptions: at(controls.zoom.position),
    mapTypeControl: controls.mapType.enabled,
    mapTypeControlOptions: { style: controls.mapType.style, ...at(controls.mapType.position) },
    scaleControl: controls.scale.enabled,
    streetViewControl: controls.streetView.enabled,
    streetViewControlOptions: at(controls.streetView.position),
    fullscreenControl: controls.fullscreen.enabled,
    fullscreenControlOptions: at(controls.fullscreen.position),
    rotateControl: controls.rotate.enabled,
  };
}
