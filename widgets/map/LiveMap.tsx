/// <reference types="google.maps" />
/**
 * The map once Google Maps is loaded: one hook per Google object, the info window's content and the
 * search box rendered by React through portals, and the handle published for the store locator.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { publishMap, type MapHandle } from '../../src/maps/channel';
import { googleGeocode } from '../../src/maps/geocoder';
import type { Maps } from './google';
import { useFullscreenRecenter } from './hooks/useFullscreenRecenter';
import { useGoogleMap } from './hooks/useGoogleMap';
import { useInfoWindow } from './hooks/useInfoWindow';
import { useLatest } from '../../src/hooks/useLatest';
import { useLayers } from './hooks/useLayers';
import { useLocatorCircle, type LocatorSearch } from './hooks/useLocatorCircle';
import { useMapControl } from './hooks/useMapControl';
import { useMarkers } from './hooks/useMarkers';
import { useMarkerSource } from './hooks/useMarkerSource';
import { usePolygons, usePolylines } from './hooks/useShapes';
import { useVisitorMarker, VISITOR_ZOOM } from './hooks/useVisitorMarker';
import { InfoContent } from './InfoContent';
import { t } from '../../src/maps/messages';
import { parseShapes, type LatLng, type Shape } from '../../src/maps/overlays';
import { googlePlaces } from './places';
import { SearchBox } from './SearchBox';
import type { MapSettings } from '../../src/maps/settings';
import { zoomToShow } from './zoom';

export interface LiveMapProps {
  maps: Maps;
  /** the places library, or null when the key does not allow it */
  placesLibrary: typeof google.maps.places | null;
  canvas: HTMLElement;
  settings: MapSettings;
  mapKey: string;
  cluster: boolean;
  /** a Google cloud map id: advanced markers with it, classic markers without */
  googleMapId: string;
  categories: readonly string[];
  locale: string;
}

const NO_SHAPES: readonly Shape[] = [];

export function LiveMap({ maps, placesLibrary, canvas, settings, mapKey, cluster, googleMapId, categories, locale }: LiveMapProps) {
  const advanced = googleMapId !== '';
  const [language = 'de', region = 'DE'] = locale.split(/[-_]/);
  const map = useGoogleMap(maps, canvas, settings, googleMapId);
  useLayers(maps, map, settings.layers);
  useFullscreenRecenter(map, canvas, settings);

  const excluded = settings.excludeOverlays;
  const source = useMarkerSource(settings, mapKey, categories, excluded);
  const polygons = useMemo(() => (excluded ? NO_SHAPES : parseShapes(settings.polygons)), [excluded, settings]);
  const polylines = useMemo(() => (excluded ? NO_SHAPES : parseShapes(settings.polylines)), [excluded, settings]);
  usePolygons(maps, map, polygons, { mapKey, advanced });
  usePolylines(maps, map, polylines, { mapKey, advanced });

  const info = useInfoWindow(maps, map);
  const showInfo = info.show;
  const byId = useMemo(() => new Map(source.items.map((item) => [item.id, item])), [source.items]);
  const drawn = useMarkers(maps, map, source.items, {
    mapKey,
    advanced,
    cluster,
    trigger: settings.infoWindowOpenOn,
    clusterTitle: (count) => t('map.cluster', { count }),
    onActivate: (id, marker, how) => {
      const item = byId.get(id);
      if (item?.infoWindow) info.show(id, marker.google);
      // Map Builder: a marker without an info window opens its link (a new window, no opener)
      else if (how === 'click' && item?.linkUrl) window.open(item.linkUrl, '_blank', 'noopener');
    },
  });
  // markers that open their window by default; with one open at a time, the last one wins
  useEffect(() => {
    const opening = source.items.filter((item) => item.openByDefault && item.infoWindow).at(-1);
    const marker = opening && drawn.get(opening.id);
    if (opening && marker) showInfo(opening.id, marker.google);
  }, [drawn, source.items, showInfo]);

  const [search, setSearch] = useState<LocatorSearch | null>(null);
  const [visitor, setVisitor] = useState<LatLng | null>(null);
  const [notice, setNotice] = useState('');
  useLocatorCircle(maps, map, search, settings.circle);
  useVisitorMarker(maps, map, visitor, { advanced, title: t('map.you') });

  const geocode = useMemo(() => googleGeocode(new maps.Geocoder(), region.toLowerCase()), [maps, region]);
  const places = useMemo(
    () => (placesLibrary ? googlePlaces(placesLibrary, { language, region }) : undefined),
    [placesLibrary, language, region],
  );
  const searchSlot = useMapControl(map, settings.searchBox.position || maps.ControlPosition.TOP_LEFT, settings.searchBox.enabled);

  const showVisitor = useCallback(
    (position: LatLng) => {
      setVisitor(position);
      map?.setCenter(position);
      map?.setZoom(VISITOR_ZOOM);
    },
    [map],
  );

  // Map Builder's "geolocate user": the visitor's own marker on load
  const geolocationMissing = settings.geolocateUser && !navigator.geolocation;
  useEffect(() => {
    if (!map || !settings.geolocateUser || !navigator.geolocation) return;
    let current = true;
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => current && showVisitor({ lat: coords.latitude, lng: coords.longitude }),
      () => current && setNotice(t('map.geolocationUnsupported')),
    );
    return () => {
      current = false;
    };
  }, [map, settings.geolocateUser, showVisitor]);

  const latest = useLatest({ drawn, info, filter: source.filter });
  useEffect(() => {
    if (!map) return;
    const handle: MapHandle = {
      settings,
      geocode,
      ...(places ? { places } : {}),
      showSearch(origin, radiusMeters, results) {
        setSearch({ origin, radiusMeters });
        map.setCenter(origin);
        // back to the configured zoom, and out only as far as results outside the view need
        const size = { width: canvas.clientWidth || 600, height: canvas.clientHeight || 400 };
        map.setZoom(zoomToShow(origin, results, settings.zoom, size, settings.minZoom));
      },
      showVisitor,
      focusMarker(id) {
        const marker = latest.current.drawn.get(id);
        if (!marker) return;
        map.setCenter(marker.position);
        if ((map.getZoom() ?? 0) < VISITOR_ZOOM) map.setZoom(VISITOR_ZOOM);
        latest.current.info.show(id, marker.google);
      },
      reset() {
        setSearch(null);
        setVisitor(null);
        map.setCenter(settings.center);
        map.setZoom(settings.zoom);
      },
      filterMarkers(next) {
        latest.current.filter(next);
      },
    };
    return publishMap(mapKey, handle);
  }, [map, mapKey, settings, geocode, places, canvas, showVisitor, latest]);

  const openItem = info.openKey ? byId.get(info.openKey) : undefined;
  const placeFound = useCallback(
    (place: LatLng) => {
      map?.setCenter(place);
      map?.setZoom(VISITOR_ZOOM);
    },
    [map],
  );
  return (
    <>
      {info.container && openItem ? createPortal(<InfoContent marker={openItem} />, info.container) : null}
      {searchSlot ? createPortal(<SearchBox geocode={geocode} places={places} onPlace={placeFound} />, searchSlot) : null}
      {source.failed || notice || geolocationMissing ? (
        <p className="si-map__notice" role="alert">
          {source.failed ? t('map.markersFailed') : notice || t('map.geolocationUnsupported')}
        </p>
      ) : null}
    </>
  );
}
