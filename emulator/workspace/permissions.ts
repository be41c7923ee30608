/**
 * Manifest permission needed per request route / event topic, as listed in the
 * Amazon Connect admin guide ('Events and requests when granting third-party
 * applications access') and per-method 'Permissions required' pages of the
 * Agent Workspace developer guide. Entries marked ASSUMED are not documented.
 * Routes not listed here are allowed (the emulator cannot know better).
 */
const P: Record<string, string> = {
  // User.Details.View
  'aws.connect.contact|agent/getName': 'User.Details.View',
  'aws.connect.contact|agent/getARN': 'User.Details.View',
  // User.Configuration.View
  'aws.connect.contact|agent/getRoutingProfile': 'User.Configuration.View',
  'aws.connect.contact|agent/getChannelConcurrency': 'User.Configuration.View',
  'aws.connect.contact|agent/getExtension': 'User.Configuration.View',
  'aws.connect.contact|agent/getDialableCountries': 'User.Configuration.View',
  'aws.connect.contact|agent/listAvailabilityStates': 'User.Configuration.View',
  'aws.connect.contact|agent/listQuickConnects': 'User.Configuration.View',
  'aws.connect.voice|voice/getOutboundCallPermission': 'User.Configuration.View',
  'aws.connect.voice|voice/listDialableCountries': 'User.Configuration.View',
  // User.Configuration.Edit (documented for setOffline)
  'aws.connect.contact|agent/setOffline': 'User.Configuration.Edit',
  // User.Status.View
  'aws.connect.contact|agent/getState': 'User.Status.View',
  'aws.connect.contact|agent/stateChange': 'User.Status.View',
  // Contact.Details.View
  'aws.connect.contact|contact/getInitialContactId': 'Contact.Details.View',
  'aws.connect.contact|contact/getType': 'Contact.Details.View',
  'aws.connect.contact|contact/getChannelType': 'Contact.Details.View',
  'aws.connect.contact|contact/getStateDuration': 'Contact.Details.View',
  'aws.connect.contact|contact/getQueue': 'Contact.Details.View',
  'aws.connect.contact|contact/getQueueTimestamp': 'Contact.Details.View',
  'aws.connect.contact|contact/cleared': 'Contact.Details.View',
  'aws.connect.contact|contact/destroy': 'Contact.Details.View',
  'aws.connect.contact|contact/missed': 'Contact.Details.View',
  'aws.connect.contact|contact/acw': 'Contact.Details.View',
  'aws.connect.contact|contact/connected': 'Contact.Details.View',
  'aws.connect.contact|contact/incoming': 'Contact.Details.View', // ASSUMED
  // Contact.CustomerDetails.View
  'aws.connect.voice|voice/getInitialCustomerPhoneNumber': 'Contact.CustomerDetails.View',
  'aws.connect.voice|contact/getPhoneNumber': 'Contact.CustomerDetails.View',
  // Contact.Attributes.View
  'aws.connect.contact|contact/getAttributes': 'Contact.Attributes.View',
  // Contact.Details.Edit
  'aws.connect.contact|contact/accept': 'Contact.Details.Edit',
  'aws.connect.contact|contact/reject': 'Contact.Details.Edit', // ASSUMED
  'aws.connect.contact|contact/clear': 'Contact.Details.Edit', // ASSUMED
  'aws.connect.contact|agent/setAvailabilityState': 'User.Configuration.Edit', // ASSUMED
  'aws.connect.contact|agent/setAvailabilityStateByName': 'User.Configuration.Edit', // ASSUMED
  // '*' (docs: AppController APIs, isAutoAcceptEnabled, VoiceClient APIs)
  'aws.connect.contact|contact/isAutoAcceptEnabled': '*',
};

/** The AppController (workspace namespace) needs `*`, except the theme; VoiceClient needs `*` too. */
export function requiredPermission(namespace: string, commandOrKey: string): string | undefined {
  const direct = P[`${namespace}|${commandOrKey}`];
  if (direct) return direct;
  if (namespace === 'aws.connect.workspace' && commandOrKey !== 'getTheme') return '*';
  if (namespace === 'aws.connect.voice') return '*';
  return undefined;
}
