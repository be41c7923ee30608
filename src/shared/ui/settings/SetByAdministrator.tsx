import { FormattedMessage } from 'react-intl';

/** Says why a setting cannot be changed; the disabled control names it as its description (aria-describedby). */
export function SetByAdministrator({ id }: { id: string }) {
  return (
    <p id={id} className="settings-locked">
      <FormattedMessage id="settings.setByAdministrator" />
    </p>
  );
}
