(function () {
  var instance = new URLSearchParams(location.search).get('instance');
  connect.core.initCCP(document.getElementById('ccp'), {
    ccpUrl: instance + '/connect/ccp-v2/',
    loginUrl: instance + '/connect/login',
    region: 'us-west-2',
    softphone: { allowFramedSoftphone: false },
  });
  document.querySelector('#ccp iframe').addEventListener('load', function () {
    import('/bench-built/react-floor.js');
  });
})();
