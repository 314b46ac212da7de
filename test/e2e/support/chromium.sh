#!/usr/bin/env bash
# Starts Debian's chromium (or $CHROMIUM_PATH) with every --disable-features and --enable-features list
# merged into one: Chromium keeps only the last of each, and Playwright passes its own before ours.
set -euo pipefail
args=()
disabled=''
enabled=''
for arg in "$@"; do
  case "$arg" in
    --disable-features=*) disabled="${disabled:+$disabled,}${arg#--disable-features=}" ;;
    --enable-features=*) enabled="${enabled:+$enabled,}${arg#--enable-features=}" ;;
    *) args+=("$arg") ;;
  esac
done
if [[ -n "$disabled" ]]; then args+=("--disable-features=$disabled"); fi
if [[ -n "$enabled" ]]; then args+=("--enable-features=$enabled"); fi
exec "${CHROMIUM_PATH:-/usr/bin/chromium}" "${args[@]}"
