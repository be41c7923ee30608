// The embedded CCP page's one call: streams' initCCP in a visible container, as a CRM integration does.
(function () {
  'use strict';
  var instance = contractPage.instance('embedded CCP page');
  connect.core.initCCP(document.getElementById('ccp'), contractPage.initParams(instance, { softphone: { allowFramedSoftphone: true } }));
})();
