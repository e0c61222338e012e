#!/usr/bin/env bash
# Installs the system packages the tests use, from Debian, when they are missing:
# Chromium (browser journeys), poppler-utils (the parser benchmark's reference), qpdf, and redis-server
# (rate-limit counters shared through Redis), and what the poppler text addon is built with during
# `npm install` (libpoppler-private-dev, pkg-config, g++, make).
set -euo pipefail
missing=()
command -v chromium >/dev/null 2>&1 || [ -x /usr/bin/chromium ] || missing+=(chromium)
command -v pdftotext >/dev/null 2>&1 || missing+=(poppler-utils)
command -v qpdf >/dev/null 2>&1 || missing+=(qpdf)
command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)
command -v pkg-config >/dev/null 2>&1 || missing+=(pkg-config)
# TextOutputDev.h, poppler's word builder, ships only in the private headers package.
[ -f /usr/include/poppler/TextOutputDev.h ] || missing+=(libpoppler-private-dev)
command -v g++ >/dev/null 2>&1 || missing+=(g++)
command -v make >/dev/null 2>&1 || missing+=(make)
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
