import { useId } from 'react';
import { Badge } from '../common/Badge';
import { FormattedMessage, useIntl } from 'react-intl';
import { otherConnections, supervisorControls, type MonitorMode } from '../../model';
import { otherMode, type BargeBlock, type SilentMonitorBlock } from '../../rules/supervision';
import { useModel } from '../app/model-context';
import { useValue } from '../app/use-value';
import { Button, ControlButton, ControlGrid } from '../common/Button';
import { useArmed } from '../common/use-armed';
import { microphoneIcon } from '../common/icons';
import './supervision.css';

/** Why a mode cannot be chosen, in words; barge names the channel (separate messages for chat and call, §5). */
function blockMessageId(block: SilentMonitorBlock | BargeBlock, channel: 'call' | 'chat'): string | null {
  if (!block) return null;
  if (block === 'other-manager-barged') return `supervision.block.otherManager.${channel}`;
  return `supervision.block.${block}`;
}

/**
 * The supervisor's monitor/barge panel on a contact they monitor: whom they monitor, the mode (connecting while a
 * switch is on its way), the switch to the other mode where the rules allow it, a forced mute of the agent while
 * barged in on a call, and the leave or end-monitor button.
 */
export function MonitorPanel({ contactId, channel }: { contactId: string; channel: 'call' | 'chat' }) {
  const model = useModel();
  const intl = useIntl();
  const armed = useArmed();
  const reasonId = useId();
  const entry = model.contacts.get(contactId)!;
  const contact = useValue(entry.contact);
  const progress = useValue(entry.progress);
  const controls = supervisorControls(contact, progress, { monitor: model.agent.hasPermission('monitor'), bargeIn: model.agent.hasPermission('bargeIn') });
  if (!controls) return null;
  const act = (p: Promise<unknown>) => void p.catch(() => undefined);
  const target: MonitorMode = otherMode(controls.mode);
  const block = target === 'barge' ? controls.barge : controls.silentMonitor;
  const reason = blockMessageId(block, channel);
  const agentName = contact.supervision.monitoredAgentName ?? otherConnections(contact).find((k) => k.endpoint.type === 'agent')?.endpoint.name ?? '';
  const agentLeg = otherConnections(contact).find((k) => k.endpoint.type === 'agent');
  const modeText = controls.switchingTo ? 'supervision.mode.connecting' : `supervision.mode.${controls.mode}`;

  return (
    <section className="monitor-panel" aria-labelledby={`${reasonId}-title`}>
      <h3 id={`${reasonId}-title`} className="monitor-title">
        {/* The SDK (plugin) does not name the monitored agent. */}
        {agentName ? <FormattedMessage id="supervision.monitoring" values={{ agent: <bdi>{agentName}</bdi> }} /> : <FormattedMessage id="supervision.monitoringUnnamed" />}
      </h3>
      {/* The mode as a status badge (bold blue text read as a link, issue 41). */}
      <p className="monitor-mode" role="status">
        <Badge colour={controls.mode === 'barge' ? 'red' : 'blue'}>
          <FormattedMessage id={modeText} />
        </Badge>
      </p>
      <ControlGrid label={intl.formatMessage({ id: 'supervision.controls' })}>
        {model.can('supervisor') && (
          <ControlButton
            icon={target === 'barge' ? 'bargeIn' : 'listen'}
            disabled={!!block || !!controls.switchingTo}
            aria-describedby={reason ? reasonId : undefined}
            onClick={() => act(model.intents.setMonitorMode(contactId, target))}
          >
            <FormattedMessage id={target === 'barge' ? 'supervision.bargeIn' : 'supervision.silentMonitor'} />
          </ControlButton>
        )}
        {channel === 'call' && model.can('supervisor') && controls.mode === 'barge' && agentLeg && (
          <ControlButton
            icon={microphoneIcon(agentLeg.isMute)}
            aria-pressed={agentLeg.isMute}
            disabled={!!controls.switchingTo}
            onClick={() => act(model.intents.forceMuteAgent(contactId, !agentLeg.isMute))}
          >
            <FormattedMessage id="supervision.muteAgent" />
          </ControlButton>
        )}
      </ControlGrid>
      {reason && (
        <p className="monitor-reason" id={reasonId}>
          <FormattedMessage id={reason} />
        </p>
      )}
      {model.can('destroyConnection') && (
        <Button variant="danger" icon="endCall" className="end-call" disabled={!armed} onClick={() => act(model.intents.endMonitoring(contactId))}>
          <FormattedMessage id={controls.mode === 'barge' ? 'supervision.leave' : 'supervision.endMonitoring'} />
        </Button>
      )}
    </section>
  );
}
