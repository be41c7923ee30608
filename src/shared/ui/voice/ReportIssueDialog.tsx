import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CALL_ISSUE_DESCRIPTION_MAX, CALL_ISSUE_REASONS, type CallIssueReason } from '../../rules/call-issues';
import { Dialog } from '../common/Dialog';
import { useModel } from '../app/model-context';
import { useValue } from '../app/use-value';
import { useQualityFigures } from './CallQualityIndicator';

/** Reporting a call-quality issue: one reason from the fixed list and an optional description. */
export function ReportIssueDialog({ contactId, onClose }: { contactId: string; onClose: (reported: boolean) => void }) {
  const model = useModel();
  const intl = useIntl();
  const [reason, setReason] = useState<CallIssueReason | null>(null);
  const [description, setDescription] = useState('');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  // The latest figures go with the report (the intent attaches them); the agent sees what is sent.
  const quality = useValue(model.callQuality.of(contactId));
  const figures = useQualityFigures();

  const submit = async () => {
    if (!reason) return;
    setBusy(true);
    try {
      await model.intents.reportCallIssue(contactId, reason, description);
      onClose(true);
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };

  return (
    <Dialog title={intl.formatMessage({ id: 'voice.issue.title' })} onClose={() => onClose(false)}>
      <form onSubmit={(e) => (e.preventDefault(), void submit())}>
        <fieldset className="issue-reasons">
          <legend>
            <FormattedMessage id="voice.issue.reason" />
          </legend>
          {CALL_ISSUE_REASONS.map((r) => (
            <label key={r}>
              <input type="radio" name="issue-reason" value={r} checked={reason === r} onChange={() => setReason(r)} />
              <FormattedMessage id={`voice.issue.reason.${r}`} />
            </label>
          ))}
        </fieldset>
        <label htmlFor="issue-description">
          <FormattedMessage id="voice.issue.description" />
        </label>
        <textarea id="issue-description" maxLength={CALL_ISSUE_DESCRIPTION_MAX} value={description} onChange={(e) => setDescription(e.target.value)} />
        {quality && (
          <p className="issue-figures">
            <FormattedMessage id="voice.issue.figures" values={{ figures: figures(quality.figures) }} />
          </p>
        )}
        {failed && (
          <p role="alert">
            <FormattedMessage id="voice.issue.failed" />
          </p>
        )}
        <div className="action-bar">
          <button type="submit" className="primary" disabled={!reason || busy}>
            <FormattedMessage id="voice.issue.submit" />
          </button>
          <button type="button" onClick={() => onClose(false)}>
            <FormattedMessage id="voice.issue.cancel" />
          </button>
        </div>
      </form>
    </Dialog>
  );
}
