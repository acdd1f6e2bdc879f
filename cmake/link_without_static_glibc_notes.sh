#!/bin/sh
# Runs a link command (CMake's RULE_LAUNCH_LINK for the static arbiter) and
# leaves out of its messages only glibc's notes that getpwnam and friends
# (readline's "~user") and dlopen (SQLite's extension loading, never used)
# load NSS or libraries at run time in a static program. Every other message,
# and the link's exit status, pass through unchanged.
out=$(mktemp) || exit 1
"$@" 2>"$out"
status=$?
awk '
  /in statically linked applications requires at runtime the shared libraries/ { held = ""; next }
  /: in function `/ { if (held != "") print held > "/dev/stderr"; held = $0; next }
  { if (held != "") print held > "/dev/stderr"; held = ""; print > "/dev/stderr" }
  END { if (held != "") print held > "/dev/stderr" }
' "$out"
rm -f "$out"
exit $status
