# Prints each failed test of a TAP log in a few lines: its name, its error, where it failed.
/^ *not ok / { sub(/^ */, ""); print "  " $0; err = 0; n = 0; stack = 0; next }
/^ *error: / {
  v = $0; sub(/^ *error: /, "", v)
  if (v == "|-" || v == "|" || v == ">-") { err = 1; ind = -1 } else { print "    " v }
  next
}
err {
  if (ind < 0) { match($0, /^ */); ind = RLENGTH }
  match($0, /^ */)
  if (RLENGTH < ind && $0 !~ /^ *$/) { err = 0 } else {
    if ($0 !~ /^ *$/ && n < 8) { line = substr($0, ind + 1); print "    " line; n++ }
    next
  }
}
/^ *stack: / { stack = 1; next }
stack && /\.test\.mjs:[0-9]+/ { s = $0; sub(/^ */, "", s); print "    at " s; stack = 0; next }
/^ *\.\.\.$/ { stack = 0 }
