// The one place the C library comes in. Every file of the command line sees
// it through this re-export, so the platform ladder is written once.
//
// The command line is built and tested on Linux (glibc). The core library,
// `RecipeScale`, imports nothing of the platform and builds anywhere Swift does.
#if canImport(Glibc)
  @_exported import Glibc
#elseif canImport(Musl)
  @_exported import Musl
#elseif canImport(Darwin)
  @_exported import Darwin
#endif

// Wrappers for the calls whose names our own types also use for methods
// (`write`, `signal`); inside those types the bare name means the method.

/// `write(2)`.
package func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}

/// `signal(3)`: sets a signal's disposition.
package func systemSignal(_ number: Int32, _ handler: sighandler_t?) {
  _ = signal(number, handler)
}
