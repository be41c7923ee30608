// The embedded CCP page's one call: streams' initCCP in a visible container, as a CRM integration does.
(function () {
  'use strict';
  var instance = contractPage.instance('embedded CCP page');
  connect.core.initCCP(document.getElementById('ccp'), {
    ccpUrl: instance + '/connect/ccp-v2/',
    loginUrl: instance + '/connect/login',
    region: 'us-west-2',
    loginPopup: true,
    loginPopupAutoClose: true,
    softphone: { allowFramedSoftphone: true },
  });
})();
