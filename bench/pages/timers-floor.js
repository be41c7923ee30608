(function () {
  // N timers showing mm:ss, each its own text node, all written once a second from one interval: no framework, no
  // layers, no containment; the least a page drawing those seconds does (one frame a second).
  var n = Number(new URLSearchParams(location.search).get('timers')) || 0;
  var started = Date.now();
  var nodes = [];
  var list = document.getElementById('timers');
  for (var i = 0; i < n; i++) {
    var timer = document.createElement('p');
    timer.setAttribute('role', 'timer');
    var text = document.createTextNode('00:00');
    timer.appendChild(text);
    list.appendChild(timer);
    nodes.push(text);
  }
  var two = function (x) { return (x < 10 ? '0' : '') + x; };
  setInterval(function () {
    var s = Math.floor((Date.now() - started) / 1000);
    var shown = two(Math.floor(s / 60) % 60) + ':' + two(s % 60);
    for (var k = 0; k < nodes.length; k++) if (nodes[k].data !== shown) nodes[k].data = shown;
  }, 1000);
})();
