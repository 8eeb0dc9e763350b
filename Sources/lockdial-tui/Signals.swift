import CTerminal
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The signal that asked lockdial to quit (any of ``terminatingSignals``), or 0.
///
/// A handler may only store into an atomic; the run loop reads it after its sleep returns
/// (interrupted: no SA_RESTART), restores the terminal and exits with 128 + the signal.
let pendingSignal = Atomic<Int32>(0)

/// Set by SIGWINCH: the terminal changed size.
let resized = Atomic<Bool>(false)

/// Set by SIGTSTP (Ctrl-Z): restore the terminal and stop.
let suspendRequested = Atomic<Bool>(false)

/// Installs the handlers: one owner per signal, lockdial.
func installSignalHandlers() {
  installTerminatingHandlers()
  var resize = handling { _ in resized.store(true, ordering: .relaxed) }
  sigaction(SIGWINCH, &resize, nil)
  installSuspendHandler()
}

/// Installs the handlers of ``terminatingSignals``, which only set ``pendingSignal``: the code
/// that runs (the session's loop, `doctor`'s probe) restores the terminal and exits 128 + n.
func installTerminatingHandlers() {
  var quit = handling { signal in pendingSignal.store(signal, ordering: .relaxed) }
  for signal in terminatingSignals { sigaction(signal, &quit, nil) }
}

/// Installs the SIGTSTP handler (again, after a stop).
func installSuspendHandler() {
  var suspend = handling { _ in suspendRequested.store(true, ordering: .relaxed) }
  sigaction(SIGTSTP, &suspend, nil)
}

/// A signal action that calls `handler` with nothing masked and no flags (no SA_RESTART: a
/// signal interrupts the loop's sleep); the handler's field has each C library's own name.
func handling(_ handler: (@convention(c) (Int32) -> Void)?) -> sigaction {
  var action = sigaction()
  #if canImport(Glibc)
  action.__sigaction_handler.sa_handler = handler
  #elseif canImport(Musl)
  action.__sa_handler.sa_handler = handler
  #elseif canImport(Darwin)
  action.__sigaction_u.__sa_handler = handler
  #endif
  sigemptyset(&action.sa_mask)
  action.sa_flags = 0
  return action
}

/// Every catchable signal whose default action ends the process, apart from the fatal traps.
///
/// Each one restores the terminal once and exits with 128 + its number (the fatal traps have
/// `ct_install_fatal_handlers`). SIGQUIT (Ctrl-\) quits like Ctrl-C, with no report.
let terminatingSignals: [Int32] =
  [
    SIGHUP, SIGINT, SIGQUIT, SIGPIPE, SIGALRM, SIGTERM, SIGUSR1, SIGUSR2, SIGVTALRM, SIGPROF,
    SIGXCPU, SIGIO,
  ] + linuxOnlySignals

/// Linux's terminating signals that other systems lack: the power failure, the coprocessor
/// stack fault and the real-time signals.
#if os(Linux)
let linuxOnlySignals: [Int32] = [SIGPWR, SIGSTKFLT] + Array(ct_sigrtmin()...ct_sigrtmax())
#else
let linuxOnlySignals: [Int32] = []
#endif

/// The signals lockdial handles.
let handledSignals = terminatingSignals + [SIGWINCH, SIGTSTP]

/// Blocks (`true`) or unblocks the handled signals on this thread.
///
/// The run loop keeps them blocked and opens them only while it sleeps (`ct_wait_readable`), so a
/// flag can never be set between the loop's check and its sleep.
func blockHandledSignals(_ block: Bool) {
  var set = sigset_t()
  sigemptyset(&set)
  for signal in handledSignals { sigaddset(&set, signal) }
  pthread_sigmask(block ? SIG_BLOCK : SIG_UNBLOCK, &set, nil)
}
