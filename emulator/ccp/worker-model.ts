/**
 * The ccp-v2 page's shared worker: streams' own release bundle and worker entry point, plus two extensions of the
 * CTI model that bundle carries. Amazon's hosted worker knows `segmentAttributes[k].ValueMap` (the
 * connect:CustomerAuthentication map that ChatConnection.isAuthenticated() reads) and a connection's
 * `capabilities.ScreenShare` (what canAgentSendScreenShare() reads); the model in the npm bundle only knows
 * `ValueString` and `capabilities.Video`, so its response parser drops both, every chat would read as not
 * authenticated and no call as able to share a screen (research streams-surface §2.2, §2.4). The extensions add
 * those members before the worker builds its client; they touch nothing else, and where the bundle's model already
 * has a member (a newer streams), they leave it.
 */
export const SHARED_WORKER_SCRIPT = `importScripts('/connect/streams/connect-streams.js');
(function () {
  var model = self.AWS && self.AWS.apiLoader.services.connect && self.AWS.apiLoader.services.connect['2017-02-15'];
  var contact = model && model.operations.GetAgentSnapshot.output.members.snapshot.members.contacts.member;
  var value = contact && contact.members.segmentAttributes && contact.members.segmentAttributes.value;
  if (value && value.members && !value.members.ValueMap) {
    value.members.ValueMap = { type: 'map', key: {}, value: { type: 'structure', members: { ValueString: {} } } };
  }
  var connection = contact && contact.members.connections && contact.members.connections.member;
  var capabilities = connection && connection.members.capabilities;
  if (capabilities && capabilities.members && !capabilities.members.ScreenShare) capabilities.members.ScreenShare = {};
})();
connect.worker.main();
`;
