# The step runner of `make test` and `make test-fast` (sourced, not run): each step runs in the
# background with its output in .test-results/logs/<step>.log, printed whole and in a fixed order when
# the step is waited for, so parallel output never interleaves.
# shellcheck shell=bash
results=.test-results
logs=$results/logs
rm -rf "$results" && mkdir -p "$logs"
failed_steps=()
declare -A step_pid=() step_title=() step_started=()

# start NAME TITLE STEP_FILE COMMAND…: runs COMMAND in the background. A STEP_FILE
# (name.step) counts the step as one test; runners that write a JSON report leave it empty.
start() {
  local name=$1 title=$2 step_file=$3
  shift 3
  step_title[$name]=$title
  step_started[$name]=$(date +%s)

  (
    "$@" >"$logs/$name.log" 2>&1
    code=$?
    echo "$code" >"$logs/$name.code"
    [ -n "$step_file" ] && echo "$code" >"$results/$step_file"
    exit 0
  ) &
  step_pid[$name]=$!
}

# finish NAME…: waits for the steps and prints their output in the order given.
finish() {
  local name code
  for name in "$@"; do
    wait "${step_pid[$name]}"
    code=$(cat "$logs/$name.code" 2>/dev/null || echo 1)
    echo
    echo "=== ${step_title[$name]} ($(($(date +%s) - step_started[$name])) s, exit $code) ==="
    cat "$logs/$name.log"
    [ "$code" = "0" ] || failed_steps+=("${step_title[$name]}")
  done
}

jest() { npx --no-install jest "$@"; }

# summary: the closing line ("N passed, N failed") and the exit status.
summary() {
  echo
  echo "$1 took $(($(date +%s) - suite_started)) s"
  if [ ${#failed_steps[@]} -gt 0 ]; then
    printf 'failed: %s\n' "${failed_steps[@]}"
  fi
  node .ci/test-summary.mjs "$results"
  [ ${#failed_steps[@]} -eq 0 ]
}
suite_started=$(date +%s)
