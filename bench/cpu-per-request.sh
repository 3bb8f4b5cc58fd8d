#!/bin/bash
# Issue 34, point 6: what a start line's Node flags cost, as the server's CPU time per request
# (user + system, /proc/<pid>/stat), which a shared machine's load disturbs far less than req/s.
#   bench/cpu-per-request.sh <port> <label> [node flags…]   (build in dist/ first)
# Starts dist/main.mjs with MALLOC_ARENA_MAX=2 and the flags, then autocannon (8 connections):
# 5,000 requests of a cached page (/veneers) and 300 of a rendered one (/search, never cached).
set -euo pipefail
cd "$(dirname "$0")/.."
port=$1; label=$2; shift 2
data=$(mktemp -d)
MALLOC_ARENA_MAX=2 PORT=$port HOST=127.0.0.1 DATA_DIR=$data NODE_ENV=production node "$@" dist/main.mjs >/dev/null 2>&1 &
pid=$!
trap 'kill $pid 2>/dev/null; rm -rf "$data"' EXIT
until curl -sf -o /dev/null "http://127.0.0.1:$port/robots.txt"; do sleep 0.5; done
until [ -S "$data/control.sock" ]; do sleep 0.5; done
for _ in 1 2 3; do curl -s -o /dev/null -H 'accept-encoding: br' "http://127.0.0.1:$port/veneers"; curl -s -o /dev/null "http://127.0.0.1:$port/search"; done
ticks() { awk '{print $14+$15}' "/proc/$pid/stat"; }
measure() { # path requests
  local t0 out t1
  t0=$(ticks)
  out=$(node node_modules/autocannon/autocannon.js -j -c 8 -a "$2" -H 'accept-encoding=br, gzip' "http://127.0.0.1:$port$1" 2>/dev/null | node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>{const r=JSON.parse(s);console.log(Math.round(r.requests.average)+" req/s, "+r.non2xx+" not 2xx")})')
  t1=$(ticks)
  echo "$1: $out, CPU $(( (t1 - t0) * 10000 / $2 )) µs/request"
}
echo "$label $(measure /veneers 5000); $(measure /search 300); $(grep VmRSS "/proc/$pid/status" | tr -s ' \t' ' ')"
