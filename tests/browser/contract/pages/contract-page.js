// What every contract page needs: the Connect Local origin from ?instance=, and the agent and its contacts as
// streams' public API hands them over (the page keeps the agent that connect.agent gave it).
window.contractPage = {
  instance: function (page) {
    var instance = new URLSearchParams(location.search).get('instance');
    if (!instance) throw new Error(page + ': ?instance=<Connect Local origin> is required');
    return instance;
  },
  /** initCCP's parameters for Connect Local at this origin, as every contract page passes them, plus `extra`. */
  initParams: function (instance, extra) {
    return Object.assign({
      ccpUrl: instance + '/connect/ccp-v2/',
      loginUrl: instance + '/connect/login',
      region: 'us-west-2',
      loginPopup: true,
      loginPopupAutoClose: true,
      softphone: { allowFramedSoftphone: false },
    }, extra || {});
  },
  /** The events a page saw, in order: record(name, detail) adds one, events() answers a copy. */
  recorder: function () {
    var events = [];
    return {
      record: function (name, detail) { events.push(Object.assign({ name: name, seq: events.length }, detail || {})); },
      events: function () { return events.slice(); },
    };
  },
  /** A value as JSON can carry it back to the test (undefined as {undefined: true}). */
  plain: function (v) {
    if (v === undefined) return { undefined: true };
    try { return JSON.parse(JSON.stringify(v)); } catch (e) { return { unserialisable: String(e) }; }
  },
  agentLookup: function (currentAgent) {
    var agent = function () {
      var a = currentAgent();
      if (!a) throw new Error('The agent has not been initialised by streams yet');
      return a;
    };
    var findContact = function (contactId) {
      var c = agent().getContacts().filter(function (x) { return x.getContactId() === contactId; })[0];
      if (!c) throw new Error('streams has no contact ' + contactId);
      return c;
    };
    return { agent: agent, findContact: findContact };
  },
};
