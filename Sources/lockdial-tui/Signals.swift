import CTerminal
import Glibc
import Synchronization

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
  var resize = sigaction()
  resize.__sigaction_handler.sa_handler = { _ in resized.store(true, ordering: .relaxed) }
  sigemptyset(&resize.sa_mask)
  resize.sa_flags = 0
  sigaction(SIGWINCH, &resize, nil)
  installSuspendHandler()
}

/// Installs the handlers of ``terminatingSignals``, which only set ``pendingSignal``: the code
/// that runs (the session's loop, `doctor`'s probe) restores the terminal and exits 128 + n.
func installTerminatingHandlers() {
  var quit = sigaction()
  quit.__sigaction_handler.sa_handler = { signal in pendingSignal.store(signal, ordering: .relaxed)
  }
  sigemptyset(&quit.sa_mask)
  quit.sa_flags = 0
  for signal in terminatingSignals { sigaction(signal, &quit, nil) }
}

/// Installs the SIGTSTP handler (again, after a stop).
func installSuspendHandler() {
  var suspend = sigaction()
  suspend.__sigaction_handler.sa_handler = { _ in suspendRequested.store(true, ordering: .relaxed) }
  sigemptyset(&suspend.sa_mask)
  suspend.sa_flags = 0
  sigaction(SIGTSTP, &suspend, nil)
}

/// Every catchable signal whose default action ends the process, apart from the fatal traps.
///
/// Each one restores the terminal once and exits with 128 + its number (the fatal traps have
/// `ct_install_fatal_handlers`). SIGQUIT (Ctrl-\) quits like Ctrl-C, with no report.
let terminatingSignals: [Int32] =
  [
    SIGHUP, SIGINT, SIGQUIT, SIGPIPE, SIGALRM, SIGTERM, SIGUSR1, SIGUSR2, SIGVTALRM, SIGPROF,
    SIGXCPU, SIGIO, SIGPWR, SIGSTKFLT,
  ] + Array(ct_sigrtmin()...ct_sigrtmax())

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
