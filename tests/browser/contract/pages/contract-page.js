// What every contract page needs: the Connect Local origin from ?instance=, and the agent and its contacts as
// streams' public API hands them over (the page keeps the agent that connect.agent gave it).
window.contractPage = {
  instance: function (page) {
    var instance = new URLSearchParams(location.search).get('instance');
    if (!instance) throw new Error(page + ': ?instance=<Connect Local origin> is required');
    return instance;
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
