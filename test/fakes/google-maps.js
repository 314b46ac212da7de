/*
 * A local stand-in for the part of the Google Maps JavaScript API the map island uses, served in
 * place of https://maps.googleapis.com/maps/api/js in browser tests and benchmarks (Google is not
 * reachable here, and tests must not depend on it). It draws a plain Web Mercator map with DOM
 * markers, so tests can see markers, clusters, info windows, shapes and the circle. It finishes the
 * bootstrap the way the real script does: it installs google.maps.importLibrary and calls the
 * `callback` named in its own URL.
 */
(() => {
  const google = (window.google = window.google || {});
  const maps = (google.maps = google.maps || {});
  const TILE = 256;
  const log = (window.__fakeMaps = { maps: [], geocodes: [], loads: (window.__fakeMaps?.loads ?? 0) + 1 });

  class LatLng {
    constructor(lat, lng) {
      if (typeof lat === 'object' && lat !== null)
        ({ lat, lng } = typeof lat.lat === 'function' ? { lat: lat.lat(), lng: lat.lng() } : lat);
      this._lat = Number(lat);
      this._lng = Number(lng);
    }
    lat() {
      return this._lat;
    }
    lng() {
      return this._lng;
    }
    equals(other) {
      return !!other && other.lat() === this._lat && other.lng() === this._lng;
    }
    toJSON() {
      return { lat: this._lat, lng: this._lng };
    }
  }
  const toLatLng = (value) => (value instanceof LatLng ? value : new LatLng(value));

  class LatLngBounds {
    constructor(sw, ne) {
      this.south = Infinity;
      this.west = Infinity;
      this.north = -Infinity;
      this.east = -Infinity;
      if (sw) this.extend(sw);
      if (ne) this.extend(ne);
    }
    extend(point) {
      const p = toLatLng(point);
      this.south = Math.min(this.south, p.lat());
      this.north = Math.max(this.north, p.lat());
      this.west = Math.min(this.west, p.lng());
      this.east = Math.max(this.east, p.lng());
      return this;
    }
    union(other) {
      if (!other.isEmpty()) {
        this.extend(other.getSouthWest());
        this.extend(other.getNorthEast());
      }
      return this;
    }
    contains(point) {
      const p = toLatLng(point);
      return p.lat() >= this.south && p.lat() <= this.north && p.lng() >= this.west && p.lng() <= this.east;
    }
    isEmpty() {
      return this.south > this.north;
    }
    getSouthWest() {
      return new LatLng(this.south, this.west);
    }
    getNorthEast() {
      return new LatLng(this.north, this.east);
    }
    getCenter() {
      return new LatLng((this.south + this.north) / 2, (this.west + this.east) / 2);
    }
    toJSON() {
      return { south: this.south, west: this.west, north: this.north, east: this.east };
    }
  }

  class Point {
    constructor(x, y) {
      this.x = x;
      this.y = y;
    }
  }
  class Size {
    constructor(width, height) {
      this.width = width;
      this.height = height;
    }
  }

  const listenersOf = (target) => target.__listeners || (target.__listeners = new Map());
  const event = {
    addListener(target, name, handler) {
      const all = listenersOf(target);
      if (!all.has(name)) all.set(name, new Set());
      const entry = { target, name, handler };
      all.get(name).add(entry);
      return { remove: () => all.get(name)?.delete(entry) };
    },
    addListenerOnce(target, name, handler) {
      const listener = event.addListener(target, name, (...args) => {
        listener.remove();
        handler(...args);
      });
      return listener;
    },
    removeListener(listener) {
      listener?.remove();
    },
    clearInstanceListeners(target) {
      listenersOf(target).clear();
    },
    trigger(target, name, ...args) {
      for (const entry of [...(listenersOf(target).get(name) ?? [])]) entry.handler.apply(target, args);
    },
    addDomListener(element, name, handler) {
      element.addEventListener(name, handler);
      return { remove: () => element.removeEventListener(name, handler) };
    },
  };

  class MVCObject {
    constructor() {
      this.__values = {};
    }
    get(key) {
      return this.__values[key];
    }
    set(key, value) {
      this.__values[key] = value;
      event.trigger(this, `${key.toLowerCase()}_changed`);
    }
    setValues(values) {
      for (const [key, value] of Object.entries(values || {})) this.set(key, value);
    }
    addListener(name, handler) {
      return event.addListener(this, name, handler);
    }
    bindTo() {}
    notify() {}
  }

  // Web Mercator in world pixels at zoom 0
  const project = (lat, lng) => {
    const sin = Math.min(Math.max(Math.sin((lat * Math.PI) / 180), -0.9999), 0.9999);
    return { x: TILE * (0.5 + lng / 360), y: TILE * (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) };
  };
  const unproject = (x, y) => {
    const lng = (x / TILE - 0.5) * 360;
    const n = Math.PI - (2 * Math.PI * y) / TILE;
    return { lat: (180 / Math.PI) * Math.atan(0.5 * (Math.exp(n) - Math.exp(-n))), lng };
  };

  class GMap extends MVCObject {
    constructor(element, options = {}) {
      super();
      this.__div = element;
      this.__layer = document.createElement('div');
      this.__layer.className = 'fake-map';
      this.__layer.style.cssText = 'position:relative;width:100%;height:100%;overflow:hidden;background:#dfe8d8;';
      this.__overlays = new Set();
      this.__controls = {};
      element.append(this.__layer);
      const controlList = () => {
        const items = [];
        return {
          push: (el) => {
            items.push(el);
            el.classList.add('fake-control');
            this.__layer.append(el);
            return items.length;
          },
          getArray: () => items,
          getLength: () => items.length,
          removeAt: (index) => {
            const [el] = items.splice(index, 1);
            el?.remove();
            return el;
          },
          clear: () => {
            items.splice(0).forEach((el) => el.remove());
          },
        };
      };
      this.controls = new Proxy({}, { get: (all, key) => all[key] || (all[key] = controlList()) });
      this.data = { loadGeoJson() {}, setStyle() {} };
      this.setOptions({ center: { lat: 0, lng: 0 }, zoom: 2, ...options });
      log.maps.push(this);
      this.__scheduleIdle();
    }
    setOptions(options) {
      for (const [key, value] of Object.entries(options)) this.set(key, key === 'center' ? toLatLng(value) : value);
      this.__layer.dataset.zoom = String(this.get('zoom'));
      this.__layer.dataset.mapTypeId = String(this.get('mapTypeId') ?? 'roadmap');
      this.__layer.dataset.tilt = String(this.get('tilt') ?? 0);
      if (this.get('mapId')) this.__layer.dataset.mapId = String(this.get('mapId'));
      this.__redraw();
    }
    getDiv() {
      return this.__div;
    }
    getCenter() {
      return this.get('center');
    }
    setCenter(center) {
      this.set('center', toLatLng(center));
      this.__redraw();
      this.__scheduleIdle();
    }
    panTo(center) {
      this.setCenter(center);
    }
    getZoom() {
      return this.get('zoom');
    }
    setZoom(zoom) {
      const min = this.get('minZoom') ?? 0;
      const max = this.get('maxZoom') ?? 22;
      this.set('zoom', Math.max(min, Math.min(max, zoom)));
      this.__layer.dataset.zoom = String(this.get('zoom'));
      this.__redraw();
      this.__scheduleIdle();
    }
    getMapTypeId() {
      return this.get('mapTypeId');
    }
    setMapTypeId(id) {
      this.set('mapTypeId', id);
    }
    getMapCapabilities() {
      return { isAdvancedMarkersAvailable: Boolean(this.get('mapId')), isDataDrivenStylingAvailable: false };
    }
    getProjection() {
      return {
        fromLatLngToPoint: (p) => {
          const w = project(toLatLng(p).lat(), toLatLng(p).lng());
          return new Point(w.x, w.y);
        },
        fromPointToLatLng: (p) => {
          const g = unproject(p.x, p.y);
          return new LatLng(g.lat, g.lng);
        },
      };
    }
    // Measured once per task: reading clientWidth after each marker's DOM write forced a layout per
    // marker (4.5 ms each at 4x throttling, 0.6 s for 137 clusters), which Google's own script, drawing
    // its markers in one batch, does not do.
    __size() {
      if (!this.__measured) {
        this.__measured = { width: this.__div.clientWidth || 600, height: this.__div.clientHeight || 400 };
        setTimeout(() => (this.__measured = null), 0);
      }
      return this.__measured;
    }
    __scale() {
      return 2 ** (this.get('zoom') ?? 0);
    }
    __toPixel(latLng) {
      const p = toLatLng(latLng);
      const c = this.getCenter() || new LatLng(0, 0);
      const a = project(p.lat(), p.lng());
      const b = project(c.lat(), c.lng());
      const { width, height } = this.__size();
      return new Point((a.x - b.x) * this.__scale() + width / 2, (a.y - b.y) * this.__scale() + height / 2);
    }
    __fromPixel(point) {
      const c = this.getCenter() || new LatLng(0, 0);
      const b = project(c.lat(), c.lng());
      const { width, height } = this.__size();
      const g = unproject(b.x + (point.x - width / 2) / this.__scale(), b.y + (point.y - height / 2) / this.__scale());
      return new LatLng(g.lat, g.lng);
    }
    getBounds() {
      const { width, height } = this.__size();
      return new LatLngBounds(this.__fromPixel(new Point(0, height)), this.__fromPixel(new Point(width, 0)));
    }
    fitBounds(bounds) {
      const b =
        bounds instanceof LatLngBounds
          ? bounds
          : new LatLngBounds({ lat: bounds.south, lng: bounds.west }, { lat: bounds.north, lng: bounds.east });
      if (b.isEmpty()) return;
      this.set('center', b.getCenter());
      const { width, height } = this.__size();
      const sw = project(b.south, b.west);
      const ne = project(b.north, b.east);
      const span = Math.max((ne.x - sw.x) / width, (sw.y - ne.y) / height, 1e-9);
      this.set('zoom', Math.max(this.get('minZoom') ?? 0, Math.min(this.get('maxZoom') ?? 22, Math.floor(Math.log2(1 / span)))));
      this.__layer.dataset.zoom = String(this.get('zoom'));
      this.__redraw();
      this.__scheduleIdle();
    }
    __scheduleIdle() {
      clearTimeout(this.__idleTimer);
      this.__idleTimer = setTimeout(() => {
        event.trigger(this, 'bounds_changed');
        event.trigger(this, 'idle');
      }, 0);
    }
    __add(overlay) {
      this.__overlays.add(overlay);
      overlay.__draw?.();
    }
    __remove(overlay) {
      this.__overlays.delete(overlay);
    }
    __redraw() {
      if (this.__overlays) for (const overlay of this.__overlays) overlay.__draw?.();
    }
  }

  class Marker extends MVCObject {
    constructor(options = {}) {
      super();
      this.__el = document.createElement('div');
      this.__el.className = 'fake-marker';
      this.__el.setAttribute('role', 'button');
      this.__el.style.cssText =
        'position:absolute;width:14px;height:14px;margin:-14px 0 0 -7px;border-radius:50% 50% 50% 0;background:#c62828;cursor:pointer;';
      this.__el.addEventListener('click', () => event.trigger(this, 'click'));
      this.__el.addEventListener('mouseover', () => event.trigger(this, 'mouseover'));
      this.__el.addEventListener('mouseout', () => event.trigger(this, 'mouseout'));
      this.setOptions({ visible: true, ...options });
    }
    setOptions(options) {
      for (const [key, value] of Object.entries(options)) if (key !== 'map') this.set(key, key === 'position' ? toLatLng(value) : value);
      if ('map' in options) this.setMap(options.map);
      this.__render();
    }
    __render() {
      const title = this.get('title');
      if (title) this.__el.title = title;
      else this.__el.removeAttribute('title');
      const label = this.get('label');
      this.__el.dataset.label = label ? (typeof label === 'string' ? label : label.text) : '';
      this.__el.textContent = this.__el.dataset.label;
      this.__el.classList.toggle('fake-cluster', Boolean(this.__el.dataset.label));
      this.__el.dataset.animation = String(this.get('animation') ?? '');
      const icon = this.get('icon');
      this.__el.dataset.icon = icon ? (typeof icon === 'string' ? icon : (icon.url ?? '')) : '';
      this.__el.hidden = this.get('visible') === false;
      this.__draw();
    }
    getPosition() {
      return this.get('position');
    }
    setPosition(position) {
      this.set('position', toLatLng(position));
      this.__draw();
    }
    getTitle() {
      return this.get('title');
    }
    getVisible() {
      return this.get('visible') !== false;
    }
    setVisible(visible) {
      this.set('visible', visible);
      this.__render();
    }
    getLabel() {
      return this.get('label');
    }
    setLabel(label) {
      this.set('label', label);
      this.__render();
    }
    setIcon(icon) {
      this.set('icon', icon);
      this.__render();
    }
    setAnimation(animation) {
      this.set('animation', animation);
      this.__render();
    }
    setZIndex(z) {
      this.set('zIndex', z);
    }
    getZIndex() {
      return this.get('zIndex');
    }
    getDraggable() {
      return false;
    }
    getClickable() {
      return true;
    }
    getMap() {
      return this.__map ?? null;
    }
    setMap(map) {
      if (this.__map === map) return;
      this.__map?.__remove(this);
      this.__el.remove();
      this.__map = map || null;
      if (map) {
        map.__layer.append(this.__el);
        map.__add(this);
      }
    }
    __draw() {
      if (!this.__map || !this.getPosition()) return;
      const p = this.__map.__toPixel(this.getPosition());
      this.__el.style.left = `${p.x}px`;
      this.__el.style.top = `${p.y}px`;
    }
  }

  class InfoWindow extends MVCObject {
    constructor(options = {}) {
      super();
      this.__el = document.createElement('div');
      this.__el.className = 'fake-info-window';
      this.__el.setAttribute('role', 'dialog');
      this.__el.style.cssText =
        'position:absolute;z-index:10;background:#fff;padding:8px;border-radius:6px;box-shadow:0 2px 8px rgba(0,0,0,.3);transform:translate(-50%,-110%);max-width:260px;';
      this.setOptions(options);
    }
    setOptions(options) {
      for (const [key, value] of Object.entries(options)) this.set(key, value);
      this.__render();
    }
    setContent(content) {
      this.set('content', content);
      this.__render();
    }
    getContent() {
      return this.get('content');
    }
    setPosition(position) {
      this.set('position', toLatLng(position));
    }
    __render() {
      const content = this.get('content');
      this.__el.replaceChildren();
      if (content instanceof Node) this.__el.append(content);
      else if (typeof content === 'string') this.__el.textContent = content;
    }
    open(options, anchor) {
      const map = options && options.map !== undefined ? options.map : options;
      this.__anchor = (options && options.anchor) || anchor || null;
      this.__map = map || (this.__anchor?.getMap ? this.__anchor.getMap() : this.__anchor?.map);
      if (!this.__map) return;
      this.__map.__layer.append(this.__el);
      this.__map.__add(this);
      event.trigger(this, 'domready');
    }
    close() {
      this.__el.remove();
      this.__map?.__remove(this);
      this.__map = null;
      event.trigger(this, 'closeclick');
      event.trigger(this, 'close');
    }
    isOpen() {
      return Boolean(this.__map);
    }
    __draw() {
      const position = (this.__anchor?.getPosition ? this.__anchor.getPosition() : this.__anchor?.position) ?? this.get('position');
      if (!this.__map || !position) return;
      const p = this.__map.__toPixel(position);
      this.__el.style.left = `${p.x}px`;
      this.__el.style.top = `${p.y}px`;
    }
  }

  const shapeClass = (kind) =>
    class extends MVCObject {
      constructor(options = {}) {
        super();
        this.__el = document.createElement('div');
        this.__el.className = `fake-${kind}`;
        this.__el.hidden = true;
        this.__el.addEventListener('mouseover', () => event.trigger(this, 'mouseover'));
        this.__el.addEventListener('mouseout', () => event.trigger(this, 'mouseout'));
        this.setOptions(options);
      }
      setOptions(options) {
        for (const [key, value] of Object.entries(options)) if (key !== 'map') this.set(key, value);
        for (const key of ['strokeWeight', 'strokeColor', 'fillColor', 'zIndex', 'radius'])
          if (this.get(key) !== undefined) this.__el.dataset[key] = String(this.get(key));
        const path = this.get('paths') ?? this.get('path');
        if (path) {
          this.__el.dataset.points = String(path.length);
          this.__el.dataset.path = JSON.stringify(path.map((p) => toLatLng(p).toJSON()));
        }
        if (this.get('geodesic')) this.__el.dataset.geodesic = 'true';
        if (this.get('center')) this.__el.dataset.center = JSON.stringify(toLatLng(this.get('center')).toJSON());
        if ('map' in options) this.setMap(options.map);
      }
      setMap(map) {
        this.__el.remove();
        this.__map = map || null;
        if (map) map.__layer.append(this.__el);
      }
      getMap() {
        return this.__map ?? null;
      }
      setCenter(center) {
        this.setOptions({ center });
      }
      setRadius(radius) {
        this.setOptions({ radius });
      }
      getRadius() {
        return this.get('radius');
      }
      getBounds() {
        const c = toLatLng(this.get('center'));
        const d = (this.get('radius') || 0) / 111320;
        return new LatLngBounds({ lat: c.lat() - d, lng: c.lng() - d }, { lat: c.lat() + d, lng: c.lng() + d });
      }
    };

  const layerClass = (kind) =>
    class {
      setMap(map) {
        if (this.__map) delete this.__map.__layer.dataset[`layer${kind}`];
        this.__map = map;
        if (map) map.__layer.dataset[`layer${kind}`] = 'on';
      }
      getMap() {
        return this.__map ?? null;
      }
    };

  class OverlayView extends MVCObject {
    setMap(map) {
      if (this.__map === map) return;
      if (this.__map) this.onRemove?.();
      this.__map = map || null;
      if (map) {
        this.onAdd?.();
        setTimeout(() => this.__map && this.draw?.(), 0);
      }
    }
    getMap() {
      return this.__map ?? null;
    }
    getPanes() {
      const layer = this.__map?.__layer;
      return layer ? { floatPane: layer, overlayMouseTarget: layer, markerLayer: layer, overlayLayer: layer, mapPane: layer } : null;
    }
    getProjection() {
      const map = this.__map;
      return {
        fromLatLngToDivPixel: (latLng) => map.__toPixel(latLng),
        fromDivPixelToLatLng: (point) => map.__fromPixel(point),
        fromLatLngToContainerPixel: (latLng) => map.__toPixel(latLng),
        fromContainerPixelToLatLng: (point) => map.__fromPixel(point),
        getWorldWidth: () => TILE * map.__scale(),
      };
    }
  }

  // Google's classes come out of a compiler with enumerable prototype methods, and
  // markerclusterer copies OverlayView's methods with for…in: do the same here.
  for (const type of [MVCObject, OverlayView]) {
    for (const name of Object.getOwnPropertyNames(type.prototype)) {
      if (name !== 'constructor')
        Object.defineProperty(type.prototype, name, { ...Object.getOwnPropertyDescriptor(type.prototype, name), enumerable: true });
    }
  }

  // Answers for the fake geocoder: a few places, and addresses that return each status.
  const PLACES = {
    berlin: [52.52, 13.405, 'Berlin, Deutschland'],
    hamburg: [53.5511, 9.9937, 'Hamburg, Deutschland'],
    münchen: [48.1351, 11.582, 'München, Deutschland'],
  };
  class Geocoder {
    geocode(request, callback) {
      const address = String(request.address ?? '')
        .trim()
        .toLowerCase();
      log.geocodes.push(address);
      const status = /^status:([a-z_]+)$/i.exec(address)?.[1]?.toUpperCase();
      const answer = (results, code) => {
        setTimeout(() => callback?.(results, code), 5);
        return code === 'OK' ? Promise.resolve({ results }) : Promise.reject(Object.assign(new Error(code), { code }));
      };
      if (status) return answer(null, status);
      const place = PLACES[address];
      if (!place) return answer([], 'ZERO_RESULTS');
      return answer([{ geometry: { location: new LatLng(place[0], place[1]) }, formatted_address: place[2] }], 'OK');
    }
  }

  // AdvancedMarkerElement: properties instead of setters, `map` puts it on a map, `element` is its DOM
  class AdvancedMarkerElement extends MVCObject {
    constructor(options = {}) {
      super();
      this.__el = document.createElement('div');
      this.__el.className = 'fake-marker fake-advanced-marker';
      this.__el.setAttribute('role', 'button');
      this.__el.style.cssText =
        'position:absolute;min-width:14px;min-height:14px;margin:-14px 0 0 -7px;border-radius:50% 50% 50% 0;background:#1565c0;cursor:pointer;';
      this.__el.addEventListener('click', () => {
        if (this.gmpClickable !== false) {
          event.trigger(this, 'click');
          event.trigger(this, 'gmp-click');
        }
      });
      this.__map = null;
      const { map, ...rest } = options;
      Object.assign(this, rest);
      if (map) this.map = map;
    }
    get element() {
      return this.__el;
    }
    get position() {
      return this.__position ?? null;
    }
    set position(value) {
      this.__position = value ? toLatLng(value) : null;
      this.__draw();
    }
    get title() {
      return this.__el.title;
    }
    set title(value) {
      if (value) this.__el.title = value;
      else this.__el.removeAttribute('title');
    }
    get content() {
      return this.__content ?? null;
    }
    set content(value) {
      this.__content = value ?? null;
      this.__el.replaceChildren(...(value ? [value] : []));
      const count = value?.dataset?.count;
      this.__el.dataset.label = count ?? '';
      this.__el.classList.toggle('fake-cluster', Boolean(count));
    }
    get zIndex() {
      return this.__zIndex ?? null;
    }
    set zIndex(value) {
      this.__zIndex = value;
      this.__el.style.zIndex = value == null ? '' : String(value);
    }
    get map() {
      return this.__map;
    }
    set map(map) {
      if (this.__map === (map || null)) return;
      this.__map?.__remove(this);
      this.__el.remove();
      this.__map = map || null;
      if (map) {
        map.__layer.append(this.__el);
        map.__add(this);
      }
    }
    __draw() {
      if (!this.__map || !this.__position) return;
      const p = this.__map.__toPixel(this.__position);
      this.__el.style.left = `${p.x}px`;
      this.__el.style.top = `${p.y}px`;
    }
  }
  class PinElement {
    constructor(options = {}) {
      this.element = document.createElement('div');
      Object.assign(this, options);
    }
  }

  // Places (new API): suggestions from the same few places, matched by prefix of name or address
  log.placeQueries = [];
  class AutocompleteSessionToken {}
  class Place {
    constructor({ id }) {
      this.id = id;
      this.location = null;
    }
    async fetchFields() {
      const place = PLACES[this.id];
      if (!place) throw new Error('NOT_FOUND');
      this.location = new LatLng(place[0], place[1]);
      this.formattedAddress = place[2];
      return { place: this };
    }
  }
  const AutocompleteSuggestion = {
    async fetchAutocompleteSuggestions(request) {
      const input = String(request.input ?? '')
        .trim()
        .toLowerCase();
      log.placeQueries.push(input);
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (input === 'status:error') throw new Error('REQUEST_DENIED');
      const suggestions = Object.entries(PLACES)
        .filter(([id, place]) => id.startsWith(input) || place[2].toLowerCase().startsWith(input))
        .map(([id, place]) => ({
          placePrediction: { placeId: id, text: { text: place[2], toString: () => place[2] }, toPlace: () => new Place({ id }) },
        }));
      return { suggestions };
    },
  };

  Object.assign(maps, {
    LatLng,
    LatLngBounds,
    Point,
    Size,
    Map: GMap,
    Marker,
    InfoWindow,
    OverlayView,
    MVCObject,
    Geocoder,
    event,
    Polygon: shapeClass('polygon'),
    Polyline: shapeClass('polyline'),
    Circle: shapeClass('circle'),
    BicyclingLayer: layerClass('Bicycling'),
    TrafficLayer: layerClass('Traffic'),
    TransitLayer: layerClass('Transit'),
    ControlPosition: {
      TOP_LEFT: 1,
      TOP_CENTER: 2,
      TOP_RIGHT: 3,
      LEFT_CENTER: 4,
      LEFT_TOP: 5,
      LEFT_BOTTOM: 6,
      RIGHT_TOP: 7,
      RIGHT_CENTER: 8,
      RIGHT_BOTTOM: 9,
      BOTTOM_LEFT: 10,
      BOTTOM_CENTER: 11,
      BOTTOM_RIGHT: 12,
    },
    MapTypeId: { ROADMAP: 'roadmap', SATELLITE: 'satellite', HYBRID: 'hybrid', TERRAIN: 'terrain' },
    MapTypeControlStyle: { DEFAULT: 0, HORIZONTAL_BAR: 1, DROPDOWN_MENU: 2 },
    Animation: { BOUNCE: 1, DROP: 2 },
    GeocoderStatus: {
      OK: 'OK',
      ZERO_RESULTS: 'ZERO_RESULTS',
      OVER_QUERY_LIMIT: 'OVER_QUERY_LIMIT',
      REQUEST_DENIED: 'REQUEST_DENIED',
      INVALID_REQUEST: 'INVALID_REQUEST',
      UNKNOWN_ERROR: 'UNKNOWN_ERROR',
    },
    version: 'fake',
    marker: { AdvancedMarkerElement, PinElement },
    places: { AutocompleteSuggestion, AutocompleteSessionToken, Place },
  });

  const libraries = {
    core: { LatLng, LatLngBounds, Point, Size, MVCObject, event, ControlPosition: maps.ControlPosition },
    maps: maps,
    marker: { Marker, Animation: maps.Animation, AdvancedMarkerElement, PinElement },
    geocoding: { Geocoder },
    places: maps.places,
  };
  maps.importLibrary = async (name) => libraries[name] ?? {};

  const callback = new URL(document.currentScript?.src ?? location.href).searchParams.get('callback');
  if (callback === 'google.maps.__ib__' && typeof maps.__ib__ === 'function') maps.__ib__();
})();
