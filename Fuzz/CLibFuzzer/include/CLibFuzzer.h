// libFuzzer's driver, for a program whose `main` is its own (SwiftPM renames an executable's
// `main`, so the one in libFuzzer's runtime is not linked). Defined by the fuzzer runtime that
// `-sanitize=fuzzer` links; declared here so that Swift calls it with the C convention.
#ifndef LOCKDIAL_CLIBFUZZER_H
#define LOCKDIAL_CLIBFUZZER_H

#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv,
                        int (*callback)(const uint8_t *data, size_t size));

#endif
