// The terminal front end lands in a later issue; until then the executable only says so.
print(
  "lockdial-tui: the terminal front end is not built yet; run `make test` to check the timing core."
)
