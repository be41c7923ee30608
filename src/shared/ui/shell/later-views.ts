// Every view the first screen does not show, in one chunk loaded once the status is up (see lazyView): the
// channel views the shell opens later (chat, task, email, settings) and the dialling views with their phone-number
// library (libphonenumber-js, 120 kB). One chunk rather than one per view: esbuild puts each module that views
// and the panel share into a chunk per set of importers, so nine lazy views made start-up fetch 21 files where 7
// do, and on this 2-core machine the extra requests delayed the CCP frame (bench: start-up ratio 1.40 → 1.26).
export { ChatContactPanel } from '../chat/ChatContactPanel';
export { EmailContactPanel } from '../email/EmailContactPanel';
export { EmailHome } from '../email/EmailHome';
export { TaskContactPanel } from '../task/TaskContactPanel';
export { TaskHome } from '../task/TaskHome';
export { CreateTaskPanel } from '../task/CreateTaskPanel';
export { SettingsPage } from '../settings/SettingsPage';
export { NumberPad } from '../voice/NumberPad';
export { QuickConnectsPanel } from '../voice/QuickConnectsPanel';
// The rules a click-to-dial link's number is checked by (standalone/crm/dial-route.ts), with the same library: not
// part of start-up either (issue 33: importing them there put libphonenumber-js, 118 KB, back into the first bundle).
export { initialCountry } from '../../rules/countries';
export { buildDialableNumber } from '../../rules/phone-number';
