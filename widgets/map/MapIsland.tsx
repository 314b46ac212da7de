/**
 * The map island's markup: the consent placeholder until Google Maps is allowed, then a loading or
 * offline notice, and the element Google draws into (React renders nothing inside it).
 */
import { useEffect, useState, type ComponentType } from 'react';
import { useChoice, useConsentStore, useServiceConsent } from '../../src/consent/react';
import type { IslandComponentProps } from '../../src/islands/island';
import { getConfig, pageGlobal } from '../../src/wp/config';
import type { LiveMapProps } from './LiveMap';
import { t } from '../../src/maps/messages';
import type { props } from './props';
import { readSettings } from '../../src/maps/settings';
import { safeHref } from '../../src/wp/url';

type Live = { LiveMap: ComponentType<LiveMapProps> } & Pick<LiveMapProps, 'maps' | 'placesLibrary'>;
type State = { status: 'waiting' | 'loading' | 'failed' } | ({ status: 'ready' } & Live);

const categoryList = (text: string) =>
  text
    .split(',')
    .map((category) => category.trim())
    .filter(Boolean);

export function MapIsland({
  mapKey,
  apiKey,
  cluster,
  service,
  googleMapId,
  excludeOverlays,
  categories,
}: IslandComponentProps<typeof props>) {
  const allowed = useServiceConsent(service, 'marketing');
  const consent = useConsentStore();
  const { failure, choose } = useChoice();
  const [state, setState] = useState<State>({ status: 'waiting' });
  const [canvas, setCanvas] = useState<HTMLDivElement | null>(null);
  const config = getConfig();
  const [settings] = useState(() => readSettings(pageGlobal('gmwdmapData'), mapKey, excludeOverlays ? { excludeOverlays: true } : {}));
  const [initialCategories] = useState(() => categoryList(categories));

  useEffect(() => {
    if (!allowed) return;
    let current = true;
    const locale = config.locale.replace('_', '-');
    import('./live')
      .then(async ({ LiveMap, loadLive }) => ({
        LiveMap,
        ...(await loadLive(
          {
            key: apiKey || String(config.googleMapsKey ?? ''),
            language: locale.split('-')[0] ?? 'de',
            region: (locale.split('-')[1] ?? 'DE').toUpperCase(),
          },
          settings,
          mapKey,
          cluster && !initialCategories.length,
        )),
      }))
      .then(
        (live) => current && setState({ status: 'ready', ...live }),
        (error: unknown) => {
          console.warn('[shop-islands] map: Google Maps could not be loaded', error);
          if (current) setState({ status: 'failed' });
        },
      );
    return () => {
      current = false;
    };
  }, [allowed, apiKey, config, settings, mapKey, cluster, initialCategories]);

  const privacy = consent.settings.pageLinks.find((link) => link.key === 'privacy-statement');
  const { status } = state;
  return (
    <div
      className="si-map"
      role="region"
      aria-label={t('map.label')}
      style={settings.borderRadius ? { borderRadius: settings.borderRadius, overflow: 'hidden' } : undefined}
    >
      {!allowed ? (
        <div className="si-map__placeholder">
          <p>
            {t('map.consentNeeded')}
            {privacy ? (
              <>
                {' '}
                <a href={safeHref(privacy.url)}>{t('map.privacy')}</a>
              </>
            ) : null}
          </p>
          <button type="button" className="button" onClick={() => choose(consent.acceptService(service))}>
            {t('map.load')}
          </button>
          {failure && (
            <p className="si-map__error" role="alert">
              {t(failure)}
            </p>
          )}
        </div>
      ) : status === 'loading' || status === 'waiting' ? (
        <div className="si-map__placeholder" role="status">
          {t('map.loading')}
        </div>
      ) : status === 'failed' ? (
        <div className="si-map__placeholder" role="alert">
          {t('map.offline')}
        </div>
      ) : null}
      <div className="si-map__canvas" ref={setCanvas} hidden={status !== 'ready'} />
      {state.status === 'ready' && canvas ? (
        <state.LiveMap
          maps={state.maps}
          placesLibrary={state.placesLibrary}
          canvas={canvas}
          settings={settings}
          mapKey={mapKey}
          cluster={cluster}
          googleMapId={googleMapId || String(config.googleMapId ?? '')}
          categories={initialCategories}
          locale={config.locale}
        />
      ) : null}
    </div>
  );
}
