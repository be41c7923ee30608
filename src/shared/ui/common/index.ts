// The panel's shared components, in the agent workspace's visual language (Cloudscape tokens and icons).
// Import from here in new screens rather than styling native elements by hand.
export { Icon, type IconName, type IconSize } from './Icon';
export { Button, IconButton, ControlButton, ControlGrid, type ButtonVariant } from './Button';
export { Banner, type Severity } from './Banner';
export { StatusDot, StatusPill, type StatusKind } from './Status';
export { Menu, MoreMenu, type MenuItem } from './Menu';
export { Badge, type BadgeColour } from './Badge';
export { channelIcon, rowIcon } from './channel-icon';
export { FileName } from './FileName';
export { FormField, FieldError } from './FormField';
export { ICONS, iconFor, microphoneIcon, type IconMeaning } from './icons';
