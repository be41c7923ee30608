import { lazyView } from '../common/lazy-view';
import { laterViews } from '../shell/lazy-channel-views';

// The dialling views and their phone-number library (libphonenumber-js, 120 kB), in the later-views chunk loaded
// after start-up rather than in it: the first screen shows the status long before the agent dials.
export const NumberPad = lazyView(laterViews, (m) => m.NumberPad);
export const QuickConnectsPanel = lazyView(laterViews, (m) => m.QuickConnectsPanel);
