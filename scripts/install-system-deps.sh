#!/usr/bin/env bash
# Installs the system packages the tests use, from Debian, when they are missing:
# Chromium (browser journeys), poppler-utils (the parser benchmark's reference), qpdf, and redis-server
# (rate-limit counters shared through Redis).
set -euo pipefail
missing=()
command -v chromium >/dev/null 2>&1 || [ -x /usr/bin/chromium ] || missing+=(chromium)
command -v pdftotext >/dev/null 2>&1 || missing+=(poppler-utils)
command -v qpdf >/dev/null 2>&1 || missing+=(qpdf)
command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)
fc-list 2>/dev/null | grep -qi dejavu || missing+=(fonts-dejavu-core)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Missing system packages: ${missing[*]}. Install them with: sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
echo "Installing ${missing[*]} from Debian..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
