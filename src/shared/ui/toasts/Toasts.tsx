import { useLayoutEffect, useRef, useState, type CSSProperties, type RefObject } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { channelOf, type Contact, type Toast } from '../../model';
import type { ReadonlySignal } from '../../model/signals';
import { routeOfChannel } from '../../rules/channels';
import { chatSubtypeKind, contactName, rowName, type ChatSubtypeKind } from '../../rules/contact-name';
import type { Channel } from '../../domain/agent';
import { TOAST_GAP_PX, toastPlacement } from '../../rules/toasts';
import { useModel } from '../app/model-context';
import { navigate } from '../app/router';
import { useValue } from '../app/use-value';
import { Button, IconButton } from '../common/Button';
import { channelIcon, contactIcon } from '../common/channel-icon';
import { Icon } from '../common/Icon';
import { Badge } from '../common/Badge';
import { useAcceptBlockedByMonitoring } from '../common/use-contact-list-facts';
import { TEXT_FIELD } from '../common/text-field';
import { useShowsAuthenticated } from '../common/use-shows-authenticated';
import type { Severity } from '../common/Banner';
import './Toasts.css';

/**
 * Toasts: an incoming contact on another channel (accept opens it, reject, close), and short notices. Notices go
 * into live regions that are always present, so their text is announced when it arrives. Incoming contacts show one
 * at a time, the oldest, with a "+N more" count for the rest (Cloudscape Flashbar's stacked mode): three stacked
 * toasts covered a 360-px chat (issue 41). A compact tray in the main area's end corner, clear of the task list and
 * the action bar, away from the field the agent types into (never moving or covering it).
 */
export function Toasts() {
  const model = useModel();
  const toasts = useValue(model.toasts.list);
  const urgent = (t: Toast) => t.kind === 'notice' && (t.level === 'error' || t.level === 'critical');
  const notice = (t: Toast) => (t.kind === 'notice' ? <NoticeToast key={t.id} toast={t} /> : null);
  const tray = useRef<HTMLDivElement>(null);
  const style = useTrayPlacement(toasts.length > 0, tray);
  const incoming = toasts.filter((t): t is IncomingToastData => t.kind === 'incoming-contact');
  return (
    <div className="toasts" style={style} ref={tray}>
      {incoming.length > 0 && <IncomingToast key={incoming[0]!.id} toast={incoming[0]!} more={incoming.length - 1} />}
      <div className="toast-region" role="alert">
        {toasts.filter(urgent).map(notice)}
      </div>
      <div className="toast-region" role="status">
        {toasts.filter((t) => !urgent(t)).map(notice)}
      </div>
    </div>
  );
}

/**
 * The tray's place while it holds toasts: over the main area below the task list (where it runs across the top, at
 * narrow widths) and above the action bar, on the side of the focused text field with more room, as tall as that room
 * at most. Followed as focus moves, the window resizes or the main area scrolls; but not while
 * the agent acts on a toast: pressing Accept takes the focus from the message box, and a tray moving then would
 * take the button from under the pointer before it is released, and the click would be lost.
 */
function useTrayPlacement(shown: boolean, tray: RefObject<HTMLElement | null>): CSSProperties | undefined {
  const [style, setStyle] = useState<CSSProperties>();
  const frame = useRef(0);
  useLayoutEffect(() => {
    const trayEl = tray.current;
    if (!shown || !trayEl) return;
    let pressed = false;
    const place = () => {
      const main = document.querySelector('.ccp-main');
      if (!main) return;
      if (pressed || trayEl.contains(document.activeElement)) return;
      const area = workArea(main);
      const active = document.activeElement;
      const field = active instanceof HTMLElement && active.matches(TEXT_FIELD) && main.contains(active) ? active.getBoundingClientRect() : null;
      const { edge, room } = toastPlacement(field, area);
      const offset = edge === 'top' ? area.top + TOAST_GAP_PX : window.innerHeight - area.bottom + TOAST_GAP_PX;
      setStyle({ [edge]: `${offset}px`, maxHeight: `${room}px` });
    };
    const later = () => {
      cancelAnimationFrame(frame.current);
      frame.current = requestAnimationFrame(place);
    };
    const press = () => void (pressed = true);
    const release = () => {
      if (!pressed) return;
      pressed = false;
      later();
    };
    place();
    const resize = new ResizeObserver(later);
    const main = document.querySelector('.ccp-main');
    if (main) resize.observe(main);
    trayEl.addEventListener('pointerdown', press);
    document.addEventListener('pointerup', release, true);
    document.addEventListener('pointercancel', release, true);
    document.addEventListener('focusin', later);
    document.addEventListener('focusout', later);
    document.addEventListener('scroll', later, true);
    window.addEventListener('resize', later);
    return () => {
      cancelAnimationFrame(frame.current);
      resize.disconnect();
      trayEl.removeEventListener('pointerdown', press);
      document.removeEventListener('pointerup', release, true);
      document.removeEventListener('pointercancel', release, true);
      document.removeEventListener('focusin', later);
      document.removeEventListener('focusout', later);
      document.removeEventListener('scroll', later, true);
      window.removeEventListener('resize', later);
    };
  }, [shown, tray]);
  return shown ? style : undefined;
}

/**
 * The part of the main area a toast may cover: not the task list when it runs across the top of the area (at narrow
 * widths; beside the work it takes no height from it), nor the open contact's action bar.
 */
function workArea(main: Element): { top: number; bottom: number } {
  const area = main.getBoundingClientRect();
  let { top, bottom } = area;
  const list = main.querySelector('.task-list')?.getBoundingClientRect();
  // Across the top: it spans most of the area's width, so a tray in the end corner would sit on it.
  if (list && list.height > 0 && list.width > area.width / 2) top = Math.max(top, Math.min(list.bottom, bottom));
  for (const bar of Array.from(main.querySelectorAll('.action-bar'))) {
    const r = bar.getBoundingClientRect();
    if (r.height > 0 && r.top > top) bottom = Math.min(bottom, r.top);
  }
  return { top, bottom: Math.max(top, bottom) };
}

const SEVERITY_ICON = { info: 'info', warning: 'warning', error: 'error', critical: 'error' } as const;
const SEVERITY: Record<string, Severity> = { info: 'info', warning: 'warning', error: 'error', critical: 'error' };

type IncomingToastData = Extract<Toast, { kind: 'incoming-contact' }>;

function IncomingToast({ toast, more }: { toast: IncomingToastData; more: number }) {
  const entry = useModel().contacts.get(toast.contactId);
  return entry ? <IncomingToastBody toast={toast} more={more} contactSignal={entry.contact} /> : null;
}

function IncomingToastBody({ toast, more, contactSignal }: { toast: IncomingToastData; more: number; contactSignal: ReadonlySignal<Contact> }) {
  const model = useModel();
  const intl = useIntl();
  const contact = useValue(contactSignal);
  const channel = channelOf(contact.type);
  const name = contactName(contact) ?? '';
  const description = rowName(name, 'incoming');
  // SMS, Apple Messages and WhatsApp chats have their own headers (chat/task/email §2).
  const kind = channel === 'chat' ? chatSubtypeKind(contact.subtype) : 'chat';
  const title = incomingToastTitle(intl, channel === 'chat' && kind !== 'chat' ? kind : channel, name);
  // An email's sender is in its title ("Incoming email from Pat Customer", one line): not said again under it.
  const showName = channel !== 'email';
  const act = (p: Promise<unknown>) => void p.catch(() => undefined);
  const blocked = useAcceptBlockedByMonitoring(toast.contactId);
  const authenticated = useShowsAuthenticated(contact);
  return (
    <section className="toast toast-incoming" role="alertdialog" aria-label={title} aria-describedby={`toast-${toast.id}-desc`}>
      <div className="toast-head">
        <span className="toast-channel">
          <Icon name={contactIcon(contact)} size="medium" />
        </span>
        <h2>
          <bdi>{title}</bdi>
        </h2>
        {more > 0 && (
          <Badge colour="blue" className="toast-more" label={intl.formatMessage({ id: 'toast.moreLabel' }, { count: more })}>
            <FormattedMessage id="toast.more" values={{ count: more }} />
          </Badge>
        )}
        <IconButton icon="close" className="toast-close" label={intl.formatMessage({ id: 'toast.close' })} onClick={() => model.toasts.dismiss(toast.id)} />
      </div>
      <p className="toast-desc" id={`toast-${toast.id}-desc`}>
        {showName && <bdi title={name !== description ? name : undefined}>{description}</bdi>}
        {authenticated && (
          <>
            {' '}
            <Icon name="authenticated" className="authenticated" label={intl.formatMessage({ id: 'taskList.authenticated' })} />
          </>
        )}
        {blocked && (
          <span className="toast-blocked">
            {' '}
            <FormattedMessage id="supervision.acceptBlocked" />
          </span>
        )}
      </p>
      <div className="toast-actions">
        <Button
          variant="primary"
          icon={channelIcon(channel)}
          // Accept is disabled on a call toast while monitoring (chat §2); the reason is in the description.
          disabled={blocked}
          onClick={() => {
            navigate(model, routeOfChannel(channel), contact.contactId);
            act(model.intents.accept(contact.contactId));
          }}
        >
          <FormattedMessage id="toast.accept" />
        </Button>
        <Button onClick={() => act(model.intents.reject(contact.contactId))}>
          <FormattedMessage id="toast.reject" />
        </Button>
      </div>
    </section>
  );
}

/**
 * An incoming toast's title: the channel or chat subtype ("Incoming SMS chat"); an email's names its sender, by
 * display name or else address, so the title is a whole sentence for a screen reader too; with no sender at all,
 * "Incoming email".
 */
export function incomingToastTitle(intl: IntlShape, kind: Channel | Exclude<ChatSubtypeKind, 'chat'>, name: string): string {
  if (kind !== 'email') return intl.formatMessage({ id: `toast.incoming.${kind}` });
  return name ? intl.formatMessage({ id: 'toast.incoming.email' }, { name }) : intl.formatMessage({ id: 'email.status.incoming' });
}

function NoticeToast({ toast }: { toast: Extract<Toast, { kind: 'notice' }> }) {
  const model = useModel();
  const intl = useIntl();
  const id = `alert.${toast.type}`;
  const text = intl.messages[id] ? intl.formatMessage({ id }, toast.messageParams) : intl.formatMessage({ id: 'alert.default' });
  return (
    <div className={`toast toast-notice banner-${SEVERITY[toast.level]}`}>
      <Icon name={SEVERITY_ICON[toast.level]} className="toast-notice-icon" />
      <span className="toast-text">{text}</span>
      <IconButton icon="close" className="toast-close" label={intl.formatMessage({ id: 'toast.close' })} onClick={() => model.toasts.dismiss(toast.id)} />
    </div>
  );
}
