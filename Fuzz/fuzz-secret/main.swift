// fuzz-secret: `LockFuzz.secret` under libFuzzer (make fuzz), or over the files named (see FuzzRunner).
import LockFuzz

FuzzRunner.main()
