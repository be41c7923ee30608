import { lazyView } from '../common/lazy-view';

// The dialling views and their phone-number library (libphonenumber-js, 120 kB), loaded after start-up rather
// than in it: the first screen shows the status long before the agent dials.
export const NumberPad = lazyView(() => import('./NumberPad'), (m) => m.NumberPad);
export const QuickConnectsPanel = lazyView(() => import('./QuickConnectsPanel'), (m) => m.QuickConnectsPanel);
