import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../common/Button';

/**
 * The Video devices section (voice §2): the camera, and a preview of it (at most 386x218). The preview opens the
 * camera only when the agent asks for it, so opening Settings never turns a camera light on. The spec's 'Video
 * Enhancement' blur is not offered: the Chime SDK's blur model and worker are served only from Amazon's CDN.
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

export function VideoDevices(props: { cameraId: string; onChange: (deviceId: string) => void }) {
  const intl = useIntl();
  const cameras = usePageCameras();
  const [previewing, setPreviewing] = useState(false);
  const [refused, setRefused] = useState(false);
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    if (!previewing) return;
    let stream: MediaStream | null = null;
    let gone = false;
    setRefused(false);
    const constraints = { video: props.cameraId === 'default' ? true : { deviceId: { exact: props.cameraId } } };
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
  }, [previewing, props.cameraId]);

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
      <Button icon="video-camera-on" aria-pressed={previewing} onClick={() => setPreviewing((p) => !p)}>
        <FormattedMessage id="settings.cameraPreview" />
      </Button>
      {previewing && <video ref={video} className="settings-camera-preview" aria-label={intl.formatMessage({ id: 'settings.cameraPreview' })} autoPlay playsInline muted />}
      {refused && (
        <p role="alert">
          <FormattedMessage id="alert.camera_not_shared" />
        </p>
      )}
    </fieldset>
  );
}
