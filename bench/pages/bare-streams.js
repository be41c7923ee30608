(function () {
  // On the React floor page (react-floor.html) the same start, then its module shows the status instead.
  var then = document.currentScript.dataset.then;
  var instance = new URLSearchParams(location.search).get('instance');
  window.__initCCPAt = performance.now();
  connect.core.initCCP(document.getElementById('ccp'), {
    ccpUrl: instance + '/connect/ccp-v2/',
    loginUrl: instance + '/connect/login',
    region: 'us-west-2',
    softphone: { allowFramedSoftphone: false },
  });
  var frame = document.querySelector('#ccp iframe');
  if (frame) frame.addEventListener('load', function () {
    window.__frameLoadedAt = performance.now();
    if (then) import(then);
  });
  if (then) return;
  connect.agent(function (a) {
    document.getElementById('status').textContent = a.getState().name;
    if (window.__statusAt !== undefined) return;
    window.__statusAt = performance.now();
    console.debug('bench: status shown');
  });
})();
