#!/bin/sh
# Runs a command inside a private D-Bus session whose Secret Service is a throwaway gnome-keyring,
# unlocked with a fixed password: the keychain tests talk to a real keychain without touching the
# user's own. Used by `npm test` (scripts/test.mjs, when there is no session bus) and .ci/run.
#
# The keyring is not started by hand: D-Bus starts it on the first request, from a service file in
# the private data folder that takes precedence over the system's. A daemon that dies mid-run (seen
# once in CI, cause unknown) is then started again, unlocked, at the next request, instead of the
# system's locked one whose password prompt cannot open without a display.
#
# Usage: with-keyring.sh COMMAND [ARG...]   (XDG_DATA_HOME: the keyring's folder; default: a new
# temporary one, removed afterwards)
set -eu
own=""
if [ -z "${XDG_DATA_HOME:-}" ]; then
  XDG_DATA_HOME="$(mktemp -d)"
  own="$XDG_DATA_HOME"
  export XDG_DATA_HOME
fi
services="$XDG_DATA_HOME/dbus-1/services"
mkdir -p "$services"
cat >"$services/org.freedesktop.secrets.service" <<'SERVICE'
[D-BUS Service]
Name=org.freedesktop.secrets
Exec=/bin/sh -c "echo 'with-keyring.sh: starting an unlocked gnome-keyring' >&2; printf pw | exec gnome-keyring-daemon --foreground --unlock --components=secrets >/dev/null"
SERVICE
status=0
dbus-run-session -- "$@" || status=$?
[ -z "$own" ] || rm -rf "$own"
exit "$status"
