// The views the first screen does not show, from the later-views chunk (see lazyView): start-up evaluates the
// shell, the status and the softphone home only.
import { lazyChunk, lazyView } from '../common/lazy-view';
import { appBase } from '../app/router';

/** The later views' styles, beside main.css (build.mjs writes them out of the first stylesheet); none unbundled. */
declare const LATER_VIEWS_STYLESHEET: string | undefined;
const laterStyles = () => (typeof LATER_VIEWS_STYLESHEET === 'string' ? `${appBase()}${LATER_VIEWS_STYLESHEET}` : null);

export const laterViews = lazyChunk(() => import('./later-views'), laterStyles);
export const ChatContactPanel = lazyView(laterViews, (m) => m.ChatContactPanel);
export const EmailContactPanel = lazyView(laterViews, (m) => m.EmailContactPanel);
export const EmailHome = lazyView(laterViews, (m) => m.EmailHome);
export const TaskContactPanel = lazyView(laterViews, (m) => m.TaskContactPanel);
export const TaskHome = lazyView(laterViews, (m) => m.TaskHome);
export const CreateTaskPanel = lazyView(laterViews, (m) => m.CreateTaskPanel);
export const SettingsPage = lazyView(laterViews, (m) => m.SettingsPage);
