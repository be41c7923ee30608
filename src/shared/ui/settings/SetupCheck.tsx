import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SetupCheckStore, ToneTarget } from '../../model/setup-check/setup-check';
import { meterPercent } from '../../rules/setup-check';
import { Button } from '../common/Button';
import { useModel } from '../app/model-context';
import { useValue } from '../app/use-value';
import { useQualityFigures } from '../voice/CallQualityIndicator';
import { CameraPreview } from './VideoDevices';
import './setup-check.css';

/**
 * Check my setup (loaded when opened): the browser, the microphone and its live level, a test sound on the speaker
 * and on the ringer, the camera, and the network through the softphone's relay, each with a plain verdict and
 * what to do. A sound only the agent can hear is theirs to confirm; a part the host cannot test says so.
 */
export function SetupCheck() {
  const model = useModel();
  const check = model.setupCheck();
  const showVideo = useValue(model.video.settingsEnabled);
  const camera = useValue(model.video.camera);
  if (!check) return null;
  return (
    <div className="setup-check">
      <BrowserRow check={check} />
      <MicrophoneRow check={check} />
      <ToneRow check={check} target="speaker" />
      <ToneRow check={check} target="ringer" />
      {!check.canChooseOutput && (
        <p className="settings-description">
          <FormattedMessage id="setup.tone.defaultOnly" />
        </p>
      )}
      {showVideo && (
        <section className="setup-row" aria-labelledby="setup-camera">
          <h4 id="setup-camera">
            <FormattedMessage id="setup.camera.title" />
          </h4>
          <p className="setup-verdict">
            <FormattedMessage id="setup.camera.hint" />
          </p>
          <CameraPreview cameraId={camera} />
        </section>
      )}
      <NetworkRow check={check} />
    </div>
  );
}

function BrowserRow({ check }: { check: SetupCheckStore }) {
  const verdict = useValue(check.browser);
  return (
    <section className="setup-row" aria-labelledby="setup-browser">
      <h4 id="setup-browser">
        <FormattedMessage id="setup.browser.title" />
      </h4>
      <p className={`setup-verdict setup-${verdict === 'supported' ? 'good' : 'poor'}`}>
        <FormattedMessage id={`setup.browser.${verdict}`} />
      </p>
    </section>
  );
}

function MicrophoneRow({ check }: { check: SetupCheckStore }) {
  const intl = useIntl();
  const mic = useValue(check.microphone);
  const permission = useValue(check.permission);
  // Opening the section reads the permission; leaving it closes the microphone.
  useEffect(() => (check.checkPermission(), () => check.stopMicrophone()), [check]);
  const live = mic.state === 'opening' || mic.state === 'listening';
  const percent = meterPercent(mic.levelDbfs);
  const verdict = mic.state === 'refused' || mic.state === 'failed' ? mic.state : mic.verdict;
  return (
    <section className="setup-row" aria-labelledby="setup-microphone">
      <h4 id="setup-microphone">
        <FormattedMessage id="setup.microphone.title" />
      </h4>
      {permission && permission !== 'unknown' && (
        <p className="settings-description">
          <FormattedMessage id={`setup.microphone.permission.${permission}`} />
        </p>
      )}
      <Button icon="microphone" aria-pressed={live} onClick={() => void (live ? check.stopMicrophone() : check.startMicrophone())}>
        <FormattedMessage id={live ? 'setup.microphone.stop' : 'setup.microphone.test'} />
      </Button>
      {live && (
        <div
          className="setup-meter"
          role="meter"
          aria-label={intl.formatMessage({ id: 'setup.microphone.level' })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={intl.formatMessage({ id: 'setup.microphone.levelText' }, { percent })}
        >
          <div className="setup-meter-fill" style={{ inlineSize: `${percent}%` }} />
        </div>
      )}
      <div role="status">
        {verdict && (
          <p className={`setup-verdict setup-${verdict === 'heard' ? 'good' : verdict === 'listening' ? 'pending' : 'poor'}`}>
            <FormattedMessage id={`setup.microphone.${verdict}`} />
          </p>
        )}
      </div>
    </section>
  );
}

function ToneRow({ check, target }: { check: SetupCheckStore; target: ToneTarget }) {
  const state = useValue(check.tones)[target];
  const id = `setup-${target}`;
  return (
    <section className="setup-row" aria-labelledby={id}>
      <h4 id={id}>
        <FormattedMessage id={`setup.${target}.title`} />
      </h4>
      <Button icon="listen" disabled={state === 'playing'} onClick={() => void check.playTone(target)}>
        <FormattedMessage id={`setup.${target}.play`} />
      </Button>
      <div role="status">
        {state === 'played' && (
          <div className="setup-question">
            <p className="setup-verdict">
              <FormattedMessage id="setup.tone.didYouHear" />
            </p>
            <Button onClick={() => check.confirmTone(target, true)}>
              <FormattedMessage id="setup.tone.yes" />
            </Button>
            <Button onClick={() => check.confirmTone(target, false)}>
              <FormattedMessage id="setup.tone.no" />
            </Button>
          </div>
        )}
        {(state === 'heard' || state === 'not_heard' || state === 'failed' || state === 'playing') && (
          <p className={`setup-verdict setup-${state === 'heard' ? 'good' : state === 'playing' ? 'pending' : 'poor'}`}>
            <FormattedMessage id={`setup.tone.${state}`} />
          </p>
        )}
      </div>
    </section>
  );
}

function NetworkRow({ check }: { check: SetupCheckStore }) {
  const intl = useIntl();
  const network = useValue(check.network);
  const figures = useQualityFigures();
  return (
    <section className="setup-row" aria-labelledby="setup-network">
      <h4 id="setup-network">
        <FormattedMessage id="setup.network.title" />
      </h4>
      {network.state === 'unavailable' ? (
        <p className="setup-verdict">
          <FormattedMessage id="setup.network.unavailable" />
        </p>
      ) : (
        <Button icon="runTest" disabled={network.state === 'running'} onClick={() => void check.runNetworkTest()}>
          <FormattedMessage id="setup.network.test" />
        </Button>
      )}
      <div role="status">
        {network.state === 'running' && (
          <p className="setup-verdict setup-pending">
            <FormattedMessage id="setup.network.running" />
          </p>
        )}
        {network.state === 'failed' && (
          <p className="setup-verdict setup-poor">
            <FormattedMessage id="setup.network.failed" />
          </p>
        )}
        {network.state === 'done' && network.figures && network.level && (
          <>
            <p className="setup-figures" data-testid="network-figures">
              {figures(network.figures)}
            </p>
            <p className={`setup-verdict setup-${network.level}`}>
              <FormattedMessage
                id={`setup.network.${network.level}`}
                values={{ problems: intl.formatList(network.poor.map((k) => intl.formatMessage({ id: `voice.quality.problem.${k}` })), { type: 'conjunction' }) }}
              />
            </p>
          </>
        )}
      </div>
    </section>
  );
}
