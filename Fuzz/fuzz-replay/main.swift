// fuzz-replay: `LockFuzz.replay` under libFuzzer (make fuzz), or over the files named (see FuzzRunner).
import LockFuzz

FuzzRunner.main()
