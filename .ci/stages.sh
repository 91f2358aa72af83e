# Stage clock for .ci/run (sourced): `stage NAME` closes the stage that ran
# since the last call and names it; at exit a table gives each stage's
# minutes and the total, with a warning past the budget (docs/hardening.md,
# "CI"), whether the run passed or not.
ci_start=$SECONDS
ci_mark=$SECONDS
ci_names=()
ci_secs=()
CI_BUDGET_MIN=${CI_BUDGET_MIN:-45}  # the aim; the limit is 90
CI_WARN_MIN=${CI_WARN_MIN:-50}

ci_fmt() { printf '%d min %02d s' $(($1 / 60)) $(($1 % 60)); }

stage() {
  local now=$SECONDS
  ci_names+=("$1")
  ci_secs+=($((now - ci_mark)))
  echo "== ci: $1 done in $(ci_fmt $((now - ci_mark))), $(ci_fmt $((now - ci_start))) since the start"
  ci_mark=$now
}

ci_summary() {
  local rc=$? i total=$((SECONDS - ci_start))
  echo "== ci: where the time went"
  for i in "${!ci_names[@]}"; do
    printf '   %-44s %s\n' "${ci_names[$i]}" "$(ci_fmt "${ci_secs[$i]}")"
  done
  [ "$rc" = 0 ] || printf '   %-44s %s\n' "(the stage that failed)" "$(ci_fmt $((SECONDS - ci_mark)))"
  printf '   %-44s %s\n' total "$(ci_fmt $total)"
  if [ $total -gt $((CI_WARN_MIN * 60)) ]; then
    echo "warning: CI took $(ci_fmt $total), more than $CI_WARN_MIN minutes (budget $CI_BUDGET_MIN, limit 90): see docs/hardening.md, \"CI\""
  fi
  return $rc
}
trap ci_summary EXIT
