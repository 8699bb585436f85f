#!/usr/bin/env bash
# usage: scripts/bench/machine-cpu.sh <label> <command...>
# The whole machine's busy CPU seconds (from /proc/stat: user, nice, system, irq, softirq,
# steal) while <command> runs, and its wall time. Unlike `time`, it counts the browsers a test
# launches, which no one waits for and `time` misses. Meaningful on a quiet machine only.
label=$1
shift
busy() {
  read -r _ user nice system _ _ irq softirq steal _ </proc/stat
  echo $((user + nice + system + irq + softirq + steal))
}
before=$(busy)
started=$(date +%s)
"$@"
code=$?
echo "$label: machine CPU $((($(busy) - before) / 100)) s, wall $(($(date +%s) - started)) s, exit $code" >&2
exit $code
