import { directionsUrl } from '../../src/maps/geo';
import { t } from '../../src/maps/messages';
import type { MapMarker } from '../../src/maps/overlays';
import { safeHref } from '../../src/wp/url';

/** An info window's content: title and address as text, the links with noopener. */
export function InfoContent({ marker }: { marker: MapMarker }) {
  return (
    <div className="si-map-info">
      <strong className="si-map-info__title">{marker.title}</strong>
      {marker.address ? <p>{marker.address}</p> : null}
      {marker.description ? <p>{marker.description}</p> : null}
      <p>
        <a href={directionsUrl(marker)} target="_blank" rel="noopener noreferrer">
          {t('map.directions')}
        </a>
        {marker.linkUrl ? (
          <>
            {' · '}
            <a href={safeHref(marker.linkUrl)} target="_blank" rel="noopener">
              {t('map.more')}
            </a>
          </>
        ) : null}
      </p>
    </div>
  );
}
