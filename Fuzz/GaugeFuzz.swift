// libFuzzer entry point: each input is a program of C-ABI calls (Fuzz/FuzzDriver.swift). A broken invariant
// traps with the violation and the last calls as its message (the runtime prints it to stderr), so libFuzzer
// saves the input as a crash file; AddressSanitizer and LeakSanitizer report memory errors and leaks on
// their own. Built by `./build.sh fuzz [seconds]` with Sources/GaugeCore and Sources/GaugeABI as one module.

@_cdecl("LLVMFuzzerTestOneInput")
public func LLVMFuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    if let failure = runFuzzProgram(UnsafeRawBufferPointer(start: data, count: size)) {
        fatalError("GaugeFuzz invariant violated: " + failure)
    }
    return 0
}
