import { createElement } from 'react';
import { iconData, type IconShape } from './icons/icon-data';
import { extraIconData } from './icons/extra-icons';
import './Icon.css';

export type IconName = keyof typeof iconData | keyof typeof extraIconData;
export type IconSize = 'small' | 'normal' | 'medium' | 'big';

const shapes: Record<IconName, readonly IconShape[]> = { ...iconData, ...extraIconData };

/**
 * A Cloudscape icon (the agent workspace's icon set), drawn in the current text colour.
 *
 *   <Icon name="call" />                 decorative, next to a visible label (the default: aria-hidden)
 *   <Icon name="status-warning" label="Warning" />   an icon that carries meaning on its own (role img)
 *
 * Only the icons listed in scripts/generate-look.mjs are bundled; add a name there and run
 * `npm run generate:look` to use another one.
 */
export function Icon({ name, size = 'normal', label, className }: { name: IconName; size?: IconSize; label?: string; className?: string }) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <span className={`icon icon-${size}${className ? ` ${className}` : ''}`} {...a11y}>
      <svg viewBox="0 0 16 16" focusable="false" aria-hidden="true">
        {shapes[name].map(([tag, attrs], i) => createElement(tag, { key: i, ...attrs }))}
      </svg>
    </span>
  );
}
