/// <reference types="google.maps" />
/**
 * The map once Google Maps is loaded: one hook per Google object, the info window's content and the
 * search box rendered by React through portals, and the handle published for the store locator.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { googleGeocode } from '../../src/maps/geocoder';
import type { Maps } from './google';
import { useFullscreenRecenter } from './hooks/useFullscreenRecenter';
import { useGoogleMap } from './hooks/useGoogleMap';
import { useInfoWindow, type InfoWindowState } from './hooks/useInfoWindow';
import { useLayers } from './hooks/useLayers';
import { useLocatorCircle, type LocatorSearch } from './hooks/useLocatorCircle';
import { useMapControl } from './hooks/useMapControl';
import { useMarkers, type DrawnMarkers } from './hooks/useMarkers';
import { useMarkerSource } from './hooks/useMarkerSource';
import { usePublishedMap } from './hooks/usePublishedMap';
import { usePolygons, usePolylines } from './hooks/useShapes';
import { useVisitorMarker, VISITOR_ZOOM } from './hooks/useVisitorMarker';
import { InfoContent } from './InfoContent';
import { t } from '../../src/maps/messages';
import { parseShapes, type LatLng, type MapMarker, type Shape } from '../../src/maps/overlays';
import { googlePlaces } from './places';
import { SearchBox } from './SearchBox';
import type { MapSettings } from '../../src/maps/settings';

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

/** Markers that open their window by default; with one open at a time, the last one wins. */
function useInfoOpenByDefault(items: readonly MapMarker[], drawn: DrawnMarkers, showInfo: InfoWindowState['show']) {
  useEffect(() => {
    const opening = items.filter((item) => item.openByDefault && item.infoWindow).at(-1);
    const marker = opening && drawn.get(opening.id);
    if (opening && marker) showInfo(opening.id, marker.google);
  }, [drawn, items, showInfo]);
}

/** Map Builder's "geolocate user": the visitor's own marker on load, or a notice when the browser will not say. */
function useGeolocatedVisitor(
  map: google.maps.Map | null,
  geolocateUser: boolean,
  showVisitor: (position: LatLng) => void,
  setNotice: (notice: string) => void,
) {
  useEffect(() => {
    if (!map || !geolocateUser || !navigator.geolocation) return;
    let current = true;
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => current && showVisitor({ lat: coords.latitude, lng: coords.longitude }),
      () => current && setNotice(t('map.geolocationUnsupported')),
    );
    return () => {
      current = false;
    };
  }, [map, geolocateUser, showVisitor, setNotice]);
}

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
  useInfoOpenByDefault(source.items, drawn, showInfo);

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

  // a browser without geolocation: the notice says so from the start
  const geolocationMissing = settings.geolocateUser && !navigator.geolocation;
  useGeolocatedVisitor(map, settings.geolocateUser, showVisitor, setNotice);

  usePublishedMap(
    map,
    mapKey,
    { settings, geocode, places, canvas, showVisitor, setSearch, setVisitor },
    { drawn, info, filter: source.filter },
  );

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
