/// The terminal, in raw mode on the alternate screen, for the picker.
///
/// Drawing goes to `/dev/tty`, never to standard output, which stays free for
/// the accepted result. However the process ends — normally, on an error, or
/// by SIGINT, SIGTERM, SIGHUP or SIGQUIT — the terminal gets its settings
/// back and the cursor is shown again.
package final class TerminalSession {
  package let descriptor: Int32

  /// Opens the controlling terminal.
  ///
  /// - Returns: `nil` when there is none, or `TERM` is `dumb`.
  package init?(environment: ProcessEnvironment) {
    guard environment.variables["TERM"] != "dumb" else { return nil }
    let descriptor = open("/dev/tty", O_RDWR | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    var settings = termios()
    guard tcgetattr(descriptor, &settings) == 0 else {
      close(descriptor)
      return nil
    }
    self.descriptor = descriptor
    TerminalSession.saved = settings
    TerminalSession.savedDescriptor = descriptor
    var raw = settings
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
    raw.c_iflag &= ~tcflag_t(IXON | ICRNL | BRKINT | INPCK | ISTRIP)
    raw.c_cflag |= tcflag_t(CS8)
    withUnsafeMutableBytes(of: &raw.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    tcsetattr(descriptor, TCSAFLUSH, &raw)
    TerminalSession.installSignalHandlers()
    write("\u{1B}[?1049h\u{1B}[?25l")
  }

  deinit {
    TerminalSession.restore()
    close(descriptor)
  }

  /// The terminal's size, from TIOCGWINSZ; 80×24 when it will not say.
  package var size: (width: Int, height: Int) {
    var window = winsize()
    guard ioctl(descriptor, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0 else {
      return (80, 24)
    }
    return (Int(window.ws_col), Int(window.ws_row))
  }

  /// Whether the terminal was resized since the last call.
  package func takeResize() -> Bool {
    let resized = TerminalSession.resized != 0
    TerminalSession.resized = 0
    return resized
  }

  package func write(_ text: String) {
    _ = FileDescriptorOutput.writeAll(descriptor, text.utf8.span)
  }

  /// Clears the screen and draws lines from the top.
  package func draw(_ lines: [String]) {
    write("\u{1B}[H\u{1B}[2J" + lines.joined(separator: "\r\n"))
  }

  /// Waits for input and returns the bytes of one burst of keys; empty when a
  /// signal (a resize) interrupted the wait.
  package func readKeys() -> [UInt8] {
    var buffer = [UInt8](repeating: 0, count: 64)
    let count = read(descriptor, &buffer, buffer.count)
    guard count > 0 else { return [] }
    var bytes = Array(buffer[..<count])
    // A lone ESC may be the start of an arrow key still in flight.
    if bytes == [0x1B] {
      var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      if poll(&poller, 1, 50) > 0 {
        let more = read(descriptor, &buffer, buffer.count)
        if more > 0 { bytes += buffer[..<more] }
      }
    }
    return bytes
  }

  // MARK: - Restoring the terminal, also from signal handlers

  // Written once before the handlers are installed, then only read; a signal
  // handler can reach nothing but globals, and these are what it needs.
  nonisolated(unsafe) private static var saved = termios()
  nonisolated(unsafe) private static var savedDescriptor: Int32 = -1
  nonisolated(unsafe) fileprivate static var resized: sig_atomic_t = 0

  /// Puts the terminal back; safe to call from a signal handler (write and
  /// tcsetattr are async-signal-safe) and more than once.
  fileprivate static func restore() {
    guard savedDescriptor >= 0 else { return }
    let reset: StaticString = "\u{1B}[?25h\u{1B}[?1049l"
    reset.withUTF8Buffer { _ = FileDescriptorOutput.writeAll(savedDescriptor, $0.span) }
    tcsetattr(savedDescriptor, TCSAFLUSH, &saved)
  }

  private static func installSignalHandlers() {
    for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] {
      var action = sigaction()
      action.__sigaction_handler.sa_handler = { number in
        TerminalSession.restore()
        // Die of the same signal, as the shell expects, now that the terminal is sane.
        systemSignal(number, SIG_DFL)
        raise(number)
      }
      sigaction(signal, &action, nil)
    }
    var resize = sigaction()
    // No SA_RESTART: a resize interrupts the wait for a key, so the screen is redrawn.
    resize.__sigaction_handler.sa_handler = { _ in TerminalSession.resized = 1 }
    sigaction(SIGWINCH, &resize, nil)
  }
}
