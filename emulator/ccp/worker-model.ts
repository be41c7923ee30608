/**
 * The ccp-v2 page's shared worker: streams' own release bundle and worker entry point, plus one extension of the
 * CTI model that bundle carries. Amazon's hosted worker knows `segmentAttributes[k].ValueMap` (the
 * connect:CustomerAuthentication map that ChatConnection.isAuthenticated() reads); the model in the npm bundle only
 * knows `ValueString`, so its response parser drops the map and every chat would read as not authenticated
 * (research streams-surface §2.2, §2.4). The extension adds that one member before the worker builds its client; it
 * touches nothing else, and if the bundle's model already has it (a newer streams), it does nothing.
 */
export const SHARED_WORKER_SCRIPT = `importScripts('/connect/streams/connect-streams.js');
(function () {
  var model = self.AWS && self.AWS.apiLoader.services.connect && self.AWS.apiLoader.services.connect['2017-02-15'];
  var contact = model && model.operations.GetAgentSnapshot.output.members.snapshot.members.contacts.member;
  var value = contact && contact.members.segmentAttributes && contact.members.segmentAttributes.value;
  if (value && value.members && !value.members.ValueMap) {
    value.members.ValueMap = { type: 'map', key: {}, value: { type: 'structure', members: { ValueString: {} } } };
  }
})();
connect.worker.main();
`;
