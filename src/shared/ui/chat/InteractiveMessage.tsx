import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { parseInteractive, parseInteractiveResponse, type InteractiveImage, type InteractiveTemplate } from '../../rules/chat-interactive';

/**
 * An interactive message as the agent sees it: the prompt and the options the customer was offered (the agent
 * reads them; only the customer picks). Text nodes only; images only from https URLs.
 */
export function InteractiveMessage({ content }: { content: string }) {
  const template = useMemo(() => parseInteractive(content), [content]);
  if (!template) {
    return (
      <p className="chat-text chat-interactive-unknown">
        <FormattedMessage id="chat.interactive.unsupported" />
      </p>
    );
  }
  return <Template template={template} />;
}

function Template({ template: t }: { template: InteractiveTemplate }) {
  const intl = useIntl();
  const kindLabel = (kind: string) => intl.formatMessage({ id: `chat.interactive.kind.${kind}` });
  switch (t.kind) {
    case 'ListPicker':
    case 'Panel':
    case 'QuickReply':
      return (
        <figure className={`chat-interactive chat-interactive-${t.kind}`} aria-label={intl.formatMessage({ id: 'chat.interactive.label' }, { kind: kindLabel(t.kind), title: t.title })}>
          <figcaption>
            <strong>{t.title}</strong>
            {t.subtitle && <span className="chat-interactive-subtitle">{t.subtitle}</span>}
          </figcaption>
          {t.image && <Image image={t.image} />}
          <ul aria-label={intl.formatMessage({ id: 'chat.interactive.options' })}>
            {t.options.map((o, i) => (
              <li key={i}>
                {o.image && <Image image={o.image} />}
                <span>{o.title}</span>
                {o.subtitle && <span className="chat-interactive-subtitle">{o.subtitle}</span>}
              </li>
            ))}
          </ul>
        </figure>
      );
    case 'TimePicker':
      return (
        <figure className="chat-interactive chat-interactive-TimePicker" aria-label={intl.formatMessage({ id: 'chat.interactive.label' }, { kind: kindLabel(t.kind), title: t.title })}>
          <figcaption>
            <strong>{t.title}</strong>
            {t.subtitle && <span className="chat-interactive-subtitle">{t.subtitle}</span>}
            {t.location && <span className="chat-interactive-subtitle">{t.location}</span>}
          </figcaption>
          <ul aria-label={intl.formatMessage({ id: 'chat.interactive.timeslots' })}>
            {t.slots.map((s, i) => (
              <li key={i}>
                <FormattedMessage
                  id="chat.interactive.timeslot"
                  values={{
                    start: intl.formatDate(s.start, { dateStyle: 'medium', timeStyle: 'short' }),
                    minutes: s.durationMinutes,
                  }}
                />
              </li>
            ))}
          </ul>
        </figure>
      );
    case 'Carousel':
      return (
        <div className="chat-interactive-carousel" role="group" aria-label={intl.formatMessage({ id: 'chat.interactive.carousel' }, { count: t.cards.length })}>
          {t.title && <strong>{t.title}</strong>}
          {t.cards.map((card, i) => (
            <Template key={i} template={card} />
          ))}
        </div>
      );
    case 'Other':
      return (
        <p className="chat-text chat-interactive-other">
          <FormattedMessage id="chat.interactive.other" values={{ kind: t.templateType }} />
          {t.title && <> {t.title}</>}
          {t.appName && <> <FormattedMessage id="chat.interactive.app" values={{ name: t.appName }} /></>}
          {t.payment && (
            <>
              {' '}
              <FormattedMessage id="chat.interactive.payment" values={{ total: formatAmount(intl.locale, t.payment.amount, t.payment.currencyCode) }} />
            </>
          )}
        </p>
      );
  }
}

function formatAmount(locale: string, amount: string, currency: string): string {
  const n = Number(amount);
  try {
    return Number.isFinite(n) ? new Intl.NumberFormat(locale, { style: 'currency', currency }).format(n) : `${amount} ${currency}`;
  } catch {
    return `${amount} ${currency}`;
  }
}

function Image({ image }: { image: InteractiveImage }) {
  // Loaded without a referrer; only https URLs get here (safeImageUrl).
  return <img src={image.url} alt={image.description ?? ''} referrerPolicy="no-referrer" loading="lazy" className="chat-interactive-image" />;
}

/** The customer's pick from an interactive message. */
export function InteractiveResponse({ content }: { content: string }) {
  const response = useMemo(() => parseInteractiveResponse(content), [content]);
  if (!response) {
    return (
      <p className="chat-text chat-interactive-unknown">
        <FormattedMessage id="chat.interactive.unsupported" />
      </p>
    );
  }
  return (
    <p className="chat-text chat-interactive-response">
      {response.listTitle ? (
        <FormattedMessage id="chat.interactive.selectedFrom" values={{ selection: response.selectionText, list: response.listTitle }} />
      ) : (
        <FormattedMessage id="chat.interactive.selected" values={{ selection: response.selectionText }} />
      )}
    </p>
  );
}
