// The views the first screen does not show, from the later-views chunk (see lazyView): start-up evaluates the
// shell, the status and the softphone home only.
import { lazyChunk, lazyView } from '../common/lazy-view';

export const laterViews = lazyChunk(() => import('./later-views'));
export const ChatContactPanel = lazyView(laterViews, (m) => m.ChatContactPanel);
export const EmailContactPanel = lazyView(laterViews, (m) => m.EmailContactPanel);
export const EmailHome = lazyView(laterViews, (m) => m.EmailHome);
export const TaskContactPanel = lazyView(laterViews, (m) => m.TaskContactPanel);
export const TaskHome = lazyView(laterViews, (m) => m.TaskHome);
export const CreateTaskPanel = lazyView(laterViews, (m) => m.CreateTaskPanel);
export const SettingsPage = lazyView(laterViews, (m) => m.SettingsPage);
