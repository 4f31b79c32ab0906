import RecipeScale

/// Reads whole files with open(2), fstat(2) and read(2), refusing directories
/// and stopping endless inputs such as `/dev/zero` at a size limit.
package enum InputFile {
  /// The most bytes a recipes file may hold: 1 GiB.
  package static let sizeLimit = 1 << 30

  /// Reads a whole file.
  ///
  /// - Parameters:
  ///   - path: The file's path.
  ///   - limit: The most bytes to accept.
  /// - Returns: Every byte, mapped for a regular file.
  /// - Throws: ``InputError`` when the file cannot be opened or read, is a
  ///   directory, or is larger than `limit`.
  package static func read(path: String, limit: Int = sizeLimit) throws(InputError) -> InputBuffer {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw .system(path: path, code: errno) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw .system(path: path, code: errno) }
    if status.st_mode & S_IFMT == S_IFDIR { throw .isDirectory(path: path) }
    let isRegular = status.st_mode & S_IFMT == S_IFREG
    if isRegular && Int(status.st_size) > limit { throw .tooLarge(path: path, limit: limit) }
    // A regular file is mapped, not copied; anything else is read to its end.
    if isRegular, let mapped = InputBuffer(mapping: descriptor, length: Int(status.st_size)) {
      return mapped
    }
    return InputBuffer(
      try readAll(
        descriptor: descriptor, name: path, limit: limit,
        sizeHint: isRegular ? Int(status.st_size) : 0))
  }

  /// The names in a folder, `.` and `..` left out, in the order the folder
  /// lists them.
  ///
  /// - Parameter path: The folder's path.
  /// - Returns: The names.
  /// - Throws: ``InputError`` when the folder cannot be opened.
  package static func names(inFolder path: String) throws(InputError) -> [String] {
    guard let folder = opendir(path) else { throw .system(path: path, code: errno) }
    defer { closedir(folder) }
    var names: [String] = []
    while let entry = readdir(folder) {
      // `d_name` is a C string in a fixed array: its bytes up to the NUL.
      let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names
  }

  /// Opens a file to read as a stream, refusing directories.
  ///
  /// - Parameter path: The file's path.
  /// - Returns: An input that reads the file a chunk at a time and closes it when done.
  /// - Throws: ``InputError`` when the file cannot be opened or is a directory.
  package static func openStream(path: String) throws(InputError) -> FileStream {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw .system(path: path, code: errno) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      close(descriptor)
      throw .system(path: path, code: errno)
    }
    guard status.st_mode & S_IFMT != S_IFDIR else {
      close(descriptor)
      throw .isDirectory(path: path)
    }
    return FileStream(descriptor: descriptor, name: path)
  }

  /// Reads a descriptor to its end, or to its first NUL byte.
  ///
  /// No JSON text holds a NUL byte, so reading stops there and the syntax
  /// scan reports the error at once: `/dev/zero` fails in microseconds, not
  /// after 1 GiB.
  ///
  /// - Parameters:
  ///   - descriptor: An open file descriptor.
  ///   - name: The name messages use for the input.
  ///   - limit: The most bytes to accept.
  ///   - sizeHint: The size of a regular file, read in one go; 0 for a stream.
  /// - Returns: Every byte up to the end, or up to and with the first NUL.
  /// - Throws: ``InputError`` when reading fails or the input is over `limit`.
  package static func readAll(descriptor: Int32, name: String, limit: Int, sizeHint: Int)
    throws(InputError) -> [UInt8]
  {
    var bytes: [UInt8] = []
    while true {
      // One byte past a file's size, so that one read finds its end too.
      let wanted = bytes.isEmpty && sizeHint > 0 ? sizeHint + 1 : 1 << 16
      var (chunk, failure) = InputBuffer.chunk(from: descriptor, upTo: wanted)
      if let failure { throw .system(path: name, code: failure) }
      guard bytes.count + chunk.count <= limit else { throw .tooLarge(path: name, limit: limit) }
      let ended = chunk.count < wanted
      if let nul = ByteScan.firstIndex(of: 0, in: chunk.span) {
        chunk.removeSubrange((nul + 1)...)
        bytes += chunk
        return bytes
      }
      if bytes.isEmpty { bytes = chunk } else { bytes += chunk }
      if ended { return bytes }
    }
  }
}
