import { createElement, memo } from 'react';
import { iconData, type IconShape } from './icons/icon-data';
import { extraIconData } from './icons/extra-icons';
import { iconFor, type Glyph, type IconMeaning } from './icons';
import './Icon.css';

/** An icon's name is its meaning (src/shared/ui/common/icons.ts maps each meaning to one drawing). */
export type IconName = IconMeaning;
export type IconSize = 'small' | 'normal' | 'medium' | 'big';

const shapes: Record<Glyph, readonly IconShape[]> = { ...iconData, ...extraIconData };

/**
 * A Cloudscape icon (the agent workspace's icon set), drawn in the current text colour, named by its meaning.
 *
 *   <Icon name="call" />                 decorative, next to a visible label (the default: aria-hidden)
 *   <Icon name="warning" label="Warning" />   an icon that carries meaning on its own (role img)
 *
 * A new meaning goes into ICONS (icons.ts); only the drawings listed in scripts/generate-look.mjs are bundled: add
 * one there and run `npm run generate:look` to use another. Memoised: its props are plain values, and a parent's
 * render (a tab's count, a row's status) need not redraw its drawing.
 */
export const Icon = memo(function Icon({ name, size = 'normal', label, className }: { name: IconName; size?: IconSize; label?: string; className?: string }) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <span className={`icon icon-${size}${className ? ` ${className}` : ''}`} {...a11y}>
      <svg viewBox="0 0 16 16" focusable="false" aria-hidden="true">
        {shapes[iconFor(name)].map(([tag, attrs], i) => createElement(tag, { key: i, ...attrs }))}
      </svg>
    </span>
  );
});
