import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from './Icon';
import './FormField.css';

/**
 * One form field as Cloudscape's FormField draws it: a bold label, the control, a grey constraint line, and the
 * error in one style (the error icon, then the text) — the same in Create task, a template's fields and an email
 * reply. The control keeps its own id; `${id}-constraint` and `${id}-error` are the ids to describe it by.
 */
export function FormField({ id, label, constraint, error, className, children }: { id: string; label: ReactNode; constraint?: ReactNode; error: string | null; className?: string; children: ReactNode }) {
  return (
    <div className={`form-field${className ? ` ${className}` : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children}
      {constraint && (
        <span id={`${id}-constraint`} className="form-field-constraint">
          {constraint}
        </span>
      )}
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </div>
  );
}

/** A field's error: the error icon (named "Error" for a screen reader) and the text, in the error colour. */
export function FieldError({ id, role, children }: { id?: string; role?: 'alert'; children: ReactNode }) {
  const intl = useIntl();
  return (
    <span id={id} className="field-error" role={role}>
      <Icon name="error" label={intl.formatMessage({ id: 'form.error' })} />
      <span>{children}</span>
    </span>
  );
}
