// The views the first screen does not show, each a chunk of its own (see lazyView): start-up evaluates the shell,
// the status and the softphone home only.
import { lazyView } from '../common/lazy-view';

export const ChatContactPanel = lazyView(() => import('../chat/ChatContactPanel'), (m) => m.ChatContactPanel);
export const EmailContactPanel = lazyView(() => import('../email/EmailContactPanel'), (m) => m.EmailContactPanel);
export const EmailHome = lazyView(() => import('../email/EmailHome'), (m) => m.EmailHome);
export const TaskContactPanel = lazyView(() => import('../task/TaskContactPanel'), (m) => m.TaskContactPanel);
export const TaskHome = lazyView(() => import('../task/TaskHome'), (m) => m.TaskHome);
export const CreateTaskPanel = lazyView(() => import('../task/CreateTaskPanel'), (m) => m.CreateTaskPanel);
export const SettingsPage = lazyView(() => import('../settings/SettingsPage'), (m) => m.SettingsPage);
