#!/bin/sh
# Runs a command where WebRTC between headless Chromiums works and stays on this machine: a private network
# namespace with loopback plus a veth pair whose end emu0 carries 127.0.0.2/32. Chromium's WebRTC ignores
# loopback-flagged interfaces (and with only lo, navigator.onLine is false and streams' websocket will not
# start); emu0 is a normal interface whose address is still a loopback one, so every ICE, TURN and RTP packet
# stays inside the namespace. Needs unshare and ip (util-linux, iproute2) and the right to create a network
# namespace (root, or user namespaces). Where that is refused the command runs as it is, with
# CONNECT_LOCAL_MEDIA_NETWORK unset and CONNECT_LOCAL_MEDIA_SKIP saying why: the media tests then skip.
#
#   scripts/media-network.sh npx playwright test tests/browser/media --workers=1
set -u
if [ "$#" -eq 0 ]; then echo "usage: $0 command [args...]" >&2; exit 2; fi

why=""
command -v unshare >/dev/null 2>&1 || why="unshare (util-linux) is not installed"
[ -z "$why" ] && ! command -v ip >/dev/null 2>&1 && why="ip (iproute2) is not installed"
if [ -z "$why" ]; then
  # Try once: a kernel or container that refuses namespaces says so here.
  probe=$(unshare -n sh -c 'ip link add emu0 type veth peer name emu1 && echo ok' 2>&1) || true
  case "$probe" in *ok) ;; *) why="this machine refuses a private network namespace (${probe:-unshare -n failed})" ;; esac
fi
if [ -z "$why" ] && [ "$(id -u)" -ne 0 ] && ! unshare -n true 2>/dev/null; then
  why="a private network namespace needs root here"
fi

if [ -n "$why" ]; then
  echo "media-network: $why; softphone media tests will be skipped" >&2
  export CONNECT_LOCAL_MEDIA_SKIP="$why"; exec "$@"
fi

exec unshare -n sh -c '
  ip link set lo up
  ip link add emu0 type veth peer name emu1
  ip addr add 127.0.0.2/32 dev emu0
  sysctl -qw net.ipv6.conf.all.disable_ipv6=1 2>/dev/null; sysctl -qw net.ipv6.conf.default.disable_ipv6=1 2>/dev/null
  ip link set emu0 up; ip link set emu1 up
  export CONNECT_LOCAL_MEDIA_NETWORK=1; exec "$@"' sh "$@"
