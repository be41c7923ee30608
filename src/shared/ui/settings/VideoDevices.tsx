import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../common/Button';
import { useModel } from '../app/model-context';
import { useValue } from '../app/use-value';
import { blurControl } from '../../rules/background-blur';

/**
 * The Video devices section (voice §2): the camera, and a preview of it (at most 386x218). The preview opens the
 * camera only when the agent asks for it, so opening Settings never turns a camera light on. 'Video Enhancement'
 * is background blur from the Chime SDK, whose worker and model come from Amazon's CDN (or the deployment's own
 * copy): the section asks the engine whether it works and, when it does not (or the deployment turned blur off),
 * says so under a disabled checkbox.
 */
/**
 * This page's own cameras. The devices store may hold the CCP frame's list (framed softphone), whose ids mean
 * nothing in this origin; video runs in the panel's page, so its cameras are listed here.
 */
function usePageCameras(): MediaDeviceInfo[] {
  const [cameras, setCameras] = useState<MediaDeviceInfo[]>([]);
  useEffect(() => {
    const media = navigator.mediaDevices;
    if (!media) return;
    let gone = false;
    const list = () => void media.enumerateDevices().then((all) => !gone && setCameras(all.filter((d) => d.kind === 'videoinput' && d.deviceId !== '')), () => undefined);
    list();
    media.addEventListener('devicechange', list);
    return () => {
      gone = true;
      media.removeEventListener('devicechange', list);
    };
  }, []);
  return cameras;
}

function VideoEnhancement(props: { blur: boolean; onChange: (on: boolean) => void }) {
  const model = useModel();
  const availability = useValue(model.video.blurAvailability);
  useEffect(() => void model.video.checkBlur(), [model]);
  const control = blurControl(availability, props.blur);
  return (
    <div className="settings-field">
      <label>
        <input type="checkbox" checked={control.checked} disabled={!control.enabled} aria-describedby="settings-blur-description" onChange={(e) => props.onChange(e.target.checked)} />
        <FormattedMessage id="settings.videoEnhancement" />
      </label>
      <p id="settings-blur-description" className="settings-description">
        <FormattedMessage id={control.description} />
      </p>
    </div>
  );
}

/**
 * A preview of the camera (at most 386x218), opened only when the agent asks for it, so opening Settings never
 * turns a camera light on. Settings' Video devices and Check my setup both show it.
 */
export function CameraPreview({ cameraId }: { cameraId: string }) {
  const intl = useIntl();
  const [previewing, setPreviewing] = useState(false);
  const [refused, setRefused] = useState(false);
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    if (!previewing) return;
    let stream: MediaStream | null = null;
    let gone = false;
    setRefused(false);
    const constraints = { video: cameraId === 'default' ? true : { deviceId: { exact: cameraId } } };
    navigator.mediaDevices.getUserMedia(constraints).then(
      (s) => {
        if (gone) return s.getTracks().forEach((t) => t.stop());
        stream = s;
        if (video.current) video.current.srcObject = s;
      },
      () => !gone && (setRefused(true), setPreviewing(false)),
    );
    return () => {
      gone = true;
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, [previewing, cameraId]);

  return (
    <>
      <Button icon="camera" aria-pressed={previewing} onClick={() => setPreviewing((p) => !p)}>
        <FormattedMessage id="settings.cameraPreview" />
      </Button>
      {previewing && <video ref={video} className="settings-camera-preview" aria-label={intl.formatMessage({ id: 'settings.cameraPreview' })} autoPlay playsInline muted />}
      {refused && (
        <p role="alert">
          <FormattedMessage id="alert.camera_not_shared" />
        </p>
      )}
    </>
  );
}

export function VideoDevices(props: { cameraId: string; onChange: (deviceId: string) => void; blur: boolean; onBlurChange: (on: boolean) => void }) {
  const intl = useIntl();
  const cameras = usePageCameras();

  const extra = props.cameraId !== 'default' && !cameras.some((c) => c.deviceId === props.cameraId) ? [props.cameraId] : [];
  return (
    <fieldset className="settings-video-devices">
      <legend>
        <FormattedMessage id="settings.videoDevices" />
      </legend>
      <div className="settings-field">
        <label htmlFor="settings-device-camera">
          <FormattedMessage id="settings.camera" />
        </label>
        <select id="settings-device-camera" value={props.cameraId} onChange={(e) => props.onChange(e.target.value)}>
          <option value="default">{intl.formatMessage({ id: 'settings.defaultDevice' })}</option>
          {extra.map((v) => (
            <option key={v} value={v}>
              {intl.formatMessage({ id: 'settings.unlistedDevice' })}
            </option>
          ))}
          {cameras.map((d, i) => (
            <option key={d.deviceId} value={d.deviceId}>
              {d.label || intl.formatMessage({ id: 'settings.unnamedDevice' }, { number: i + 1 })}
            </option>
          ))}
        </select>
      </div>
      <CameraPreview cameraId={props.cameraId} />
      <VideoEnhancement blur={props.blur} onChange={props.onBlurChange} />
    </fieldset>
  );
}
