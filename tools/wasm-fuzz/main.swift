// gauge-record: runs Fuzz/FuzzDriver.swift over programs and writes each one's call log (tools/wasm-fuzz/Recorder.swift).
//   gauge-record FILE…   one log per file, in order
//   gauge-record         programs from stdin, each framed as a little-endian u32 byte count and the bytes
// Each log goes to stdout framed the same way. Every program runs in a forked child of a process that has made no
// ABI call, so it starts from the state a fresh wasm instance has (no handle issued, empty buffers); a child killed
// by a signal (a native trap) or running past 60 s ends its log with `K <signal>`.
import Glibc

func writeAll(_ fd: Int32, _ bytes: [UInt8]) {
    bytes.withUnsafeBytes { buf in
        var at = 0
        while at < buf.count {
            let n = write(fd, buf.baseAddress! + at, buf.count - at)
            if n <= 0 { if errno == EINTR { continue }; exit(1) }
            at += n
        }
    }
}

func readExactly(_ fd: Int32, _ count: Int) -> [UInt8]? {
    var out = [UInt8](repeating: 0, count: count)
    var at = 0
    while at < count {
        let n = out.withUnsafeMutableBytes { read(fd, $0.baseAddress! + at, count - at) }
        if n < 0 && errno == EINTR { continue }
        if n <= 0 { return nil }
        at += n
    }
    return out
}

func frame(_ bytes: [UInt8]) -> [UInt8] {
    let n = UInt32(bytes.count)
    return [UInt8(n & 0xFF), UInt8(n >> 8 & 0xFF), UInt8(n >> 16 & 0xFF), UInt8(n >> 24)] + bytes
}

/// The log of one program, recorded in a child process.
func record(_ program: [UInt8]) -> [UInt8] {
    var fds: [Int32] = [0, 0]
    guard pipe(&fds) == 0 else { exit(1) }
    let pid = fork()
    if pid == 0 {
        close(fds[0])
        alarm(60)
        let failure = program.withUnsafeBytes { runFuzzProgram($0) }
        if let failure {
            callLog.add("X " + failure.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\\n") + "\n")
        }
        writeAll(fds[1], callLog.out)
        _exit(0)
    }
    close(fds[1])
    var log: [UInt8] = []
    var buf = [UInt8](repeating: 0, count: 65_536)
    while true {
        let n = buf.withUnsafeMutableBytes { read(fds[0], $0.baseAddress!, 65_536) }
        if n < 0 && errno == EINTR { continue }
        if n <= 0 { break }
        log += buf[0..<n]
    }
    close(fds[0])
    var st: Int32 = 0
    while waitpid(pid, &st, 0) < 0 && errno == EINTR {}
    let signal = st & 0x7F
    if signal != 0 { log += Array(("\nK " + String(signal) + "\n").utf8) }
    return log
}

let files = CommandLine.arguments.dropFirst()
if !files.isEmpty {
    for path in files {
        guard let f = fopen(path, "rb") else { writeAll(2, Array("gauge-record: cannot open \(path)\n".utf8)); exit(2) }
        var program: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = fread(&chunk, 1, chunk.count, f)
            if n <= 0 { break }
            program += chunk[0..<n]
        }
        fclose(f)
        writeAll(1, frame(record(program)))
    }
} else {
    while let head = readExactly(0, 4) {
        let n = Int(head[0]) | Int(head[1]) << 8 | Int(head[2]) << 16 | Int(head[3]) << 24
        guard let program = n == 0 ? [] : readExactly(0, n) else { break }
        writeAll(1, frame(record(program)))
    }
}
