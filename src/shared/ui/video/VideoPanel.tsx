import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { VideoTiles } from '../../model';
import { useModel } from '../app/model-context';
import { useValue } from '../app/use-value';
import { ControlButton } from '../common/Button';
import './video.css';

/** Each web-conferencing status (§4) the agent is told about in words; started speaks through the tiles. */
const STATUS_TEXT = {
  'not-started': 'video.status.notStarted',
  starting: 'video.status.starting',
  started: null,
  'failed-to-start': 'video.status.failedToStart',
  failed: 'video.status.failed',
  ended: 'video.status.ended',
  reconnecting: 'video.status.reconnecting',
  left: 'video.status.left',
} as const;

/**
 * The video panel of a video call (voice spec §2): the customer's tile and the agent's own, and the camera toggle.
 * A window that is not the master window shows the spec's placeholder instead.
 */
export function VideoPanel({ contactId }: { contactId: string }) {
  const model = useModel();
  const intl = useIntl();
  const state = useValue(model.video.get(contactId)!);
  // Stable refs: React calls a ref again only when its element comes or goes, and so does the binding.
  const refs = useMemo(() => {
    const ref = (tile: keyof VideoTiles) => (el: HTMLVideoElement | null) => model.video.bind(contactId, tile, el);
    return { remote: ref('remote'), local: ref('local') };
  }, [model, contactId]);

  if (state.isMaster === false) {
    return (
      <section className="video-panel" aria-label={intl.formatMessage({ id: 'video.title' })}>
        {state.lost ? (
          <p role="status" className="video-elsewhere">
            <strong>
              <FormattedMessage id="video.lost" />
            </strong>{' '}
            <FormattedMessage id="video.lostDetail" />
          </p>
        ) : (
          <p className="video-elsewhere">
            <FormattedMessage id="video.openElsewhere" />
          </p>
        )}
      </section>
    );
  }
  const text = state.screenSharing && state.status === 'left' ? 'video.status.screenSharing' : STATUS_TEXT[state.status];
  const live = state.status === 'started' || state.status === 'reconnecting';
  return (
    <section className="video-panel" aria-label={intl.formatMessage({ id: 'video.title' })}>
      <p role="status" className="video-status">
        {text && <FormattedMessage id={text} />}
      </p>
      {live && (
        <div className="video-tiles">
          <figure className="video-tile video-remote">
            <video ref={refs.remote} autoPlay playsInline muted hidden={!state.tiles.remote} />
            {!state.tiles.remote && (
              <span className="video-empty">
                <FormattedMessage id="video.noVideo" />
              </span>
            )}
            <figcaption>
              <FormattedMessage id="video.customerTile" />
            </figcaption>
          </figure>
          <figure className="video-tile video-local">
            <video ref={refs.local} autoPlay playsInline muted hidden={!state.tiles.local} />
            {!state.tiles.local && (
              <span className="video-empty">
                <FormattedMessage id="video.cameraOff" />
              </span>
            )}
            <figcaption>
              <FormattedMessage id="video.agentTile" />
            </figcaption>
          </figure>
        </div>
      )}
      {state.status === 'started' && (
        <ControlButton icon={state.camera === 'on' ? 'camera' : 'cameraOff'} aria-pressed={state.camera === 'on'} disabled={state.camera === 'starting'} onClick={() => void model.video.toggleCamera(contactId)}>
          <FormattedMessage id="video.camera" />
        </ControlButton>
      )}
    </section>
  );
}
