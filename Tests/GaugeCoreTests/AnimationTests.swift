// Timing curves, springs and the animator (docs/swiftui-fidelity.md › Animation; docs/regression-cases.md › retarget-mid-flight, rising-targets and first-value-zero).
// Reference values were computed independently with mpmath at 40 digits (bisection on the Bézier, the
// closed-form spring), tolerance 1e-9.
import Glibc
import Testing
@testable import GaugeCore

@Suite struct TimingCurveTests {
    @Test(arguments: [
        ("easeIn", TimingCurve.easeIn, [0.017026609651562944, 0.09346465071882486, 0.31535681257253934, 0.6218618691748902, 0.8394278457624665]),
        ("easeOut", TimingCurve.easeOut, [0.1605721542375335, 0.37813813082510983, 0.6846431874274607, 0.9065353492811752, 0.9829733903484371]),
        ("easeInOut", TimingCurve.easeInOut, [0.0197224535483112, 0.12916193104731982, 0.5, 0.8708380689526802, 0.9802775464516889]),
    ])
    func bezierAgainstReference(_ name: String, _ curve: TimingCurve, _ expected: [Double]) {
        for (x, y) in zip([0.1, 0.25, 0.5, 0.75, 0.9], expected) {
            #expect(abs(curve.value(at: x) - y) < 1e-9, "\(name) at \(x)")
        }
    }

    @Test func endsAreExactAndInputIsClamped() {
        for c in [TimingCurve.linear, .easeIn, .easeOut, .easeInOut, TimingCurve(0.3, -0.5, 0.7, 1.5)] {
            #expect(c.value(at: 0) == 0 && c.value(at: 1) == 1)
            #expect(c.value(at: -3) == 0 && c.value(at: 7) == 1 && c.value(at: .nan) == 0)
        }
        #expect(TimingCurve.linear.value(at: 0.3) == 0.3)
    }

    @Test func easeInOutIsSwiftUIsDefaultCurve() {
        #expect(Animation.easeInOut() == Animation(.curve(TimingCurve(0.42, 0, 0.58, 1), duration: 0.35)))
        #expect(Animation.default == Animation(.spring(response: 0.55, dampingFraction: 1)))
    }
}

@Suite struct SpringTests {
    @Test(arguments: [(0.1, -0.6835387851216438), (0.25, -0.22171451864865244), (0.5, -0.02219048548425162)])
    func criticallyDampedAgainstClosedForm(_ t: Double, _ x: Double) {
        let s = SpringSolution(response: 0.55, dampingFraction: 1, displacement: -1, velocity: 0)
        #expect(abs(s.state(at: t).displacement - x) < 1e-9)
    }

    @Test(arguments: [(0.1, -0.5827590215845682), (0.25, 0.10243654565348578), (0.5, 0.01893849789441712)])
    func underdampedAgainstClosedForm(_ t: Double, _ x: Double) {
        let s = SpringSolution(response: 0.55, dampingFraction: 0.5, displacement: -1, velocity: 0)
        #expect(abs(s.state(at: t).displacement - x) < 1e-9)
    }

    @Test(arguments: [0.3, 1.0, 2.5])
    func satisfiesTheSpringEquationAndItsInitialState(_ zeta: Double) {
        // x'' + 2ζω x' + ω² x = 0, with x(0) = x0 and x'(0) = v0; velocity is the derivative of position.
        let s = SpringSolution(response: 0.4, dampingFraction: zeta, displacement: 0.7, velocity: -3)
        #expect(abs(s.state(at: 0).displacement - 0.7) < 1e-12 && abs(s.state(at: 0).velocity + 3) < 1e-12)
        let h = 1e-5
        for t in stride(from: 0.05, through: 1.0, by: 0.05) {
            let a = s.state(at: t - h), b = s.state(at: t), c = s.state(at: t + h)
            let dx = (c.displacement - a.displacement) / (2 * h)
            let ddx = (c.displacement - 2 * b.displacement + a.displacement) / (h * h)
            #expect(abs(dx - b.velocity) < 1e-5)
            #expect(abs(ddx + 2 * zeta * s.omega * b.velocity + s.omega * s.omega * b.displacement) < 1e-2 * max(1, s.omega * s.omega))
        }
    }

    @Test func expWithinOneUlpOfGlibc() {
        var worst: UInt64 = 0
        var x = -700.0
        while x <= 700 {
            let a = GaugeMath.exp(x).bitPattern, b = Glibc.exp(x).bitPattern
            worst = max(worst, a > b ? a - b : b - a)
            x += 0.0137
        }
        #expect(worst <= 1)
        #expect(GaugeMath.exp(0) == 1 && GaugeMath.exp(.nan) == 0 && GaugeMath.exp(-.infinity) == 0)
        #expect(GaugeMath.exp(.infinity) == .greatestFiniteMagnitude)
    }
}

@Suite struct AnimatorTests {
    /// Samples `a` from `t0` to `t1` ms every 16 ms; returns the shown fractions.
    func run(_ a: inout FractionAnimator, from t0: Double, to t1: Double) -> [Double] {
        var out: [Double] = []
        var t = t0
        while t <= t1 { out.append(a.sample(at: t).fraction ?? -1); t += 16 }
        return out
    }

    @Test func newTargetMidFlightEndsAtTheLastTarget() {  // docs/regression-cases.md › retarget-mid-flight
        var a = FractionAnimator(target: 0)
        _ = a.sample(at: 0)
        a.retarget(1.0, animation: .linear(duration: 10))
        _ = a.sample(at: 0)
        let shownAt5s = a.sample(at: 5000).fraction!
        #expect(abs(shownAt5s - 0.5) < 1e-12)
        a.retarget(0.5, animation: .linear(duration: 2))
        #expect(a.sample(at: 5000).fraction == shownAt5s)  // starts from what is shown, no jump
        #expect(a.sample(at: 7000) == (0.5, false))
        #expect(a.sample(at: 60000).fraction == 0.5)
    }

    // An underdamped spring (ζ < 1) overshoots and swings back by design; docs/regression-cases.md › rising-targets is about the curves and the
    // default (critically damped) spring.
    @Test(arguments: [Animation.easeInOut(duration: 0.5), .linear(duration: 0.5), .default, .spring(response: 0.3, dampingFraction: 1.5)])
    func rapidIncreasingTargetsNeverMoveBackwards(_ animation: Animation) {  // docs/regression-cases.md › rising-targets
        var a = FractionAnimator(target: 0)
        var shown: [Double] = []
        var t = 0.0
        for k in 0...10 {
            a.retarget(Double(k) / 10, animation: animation)
            let end = t + 100
            while t < end { shown.append(a.sample(at: t).fraction!); t += 16 }
        }
        while a.sample(at: t).animating { shown.append(a.sample(at: t).fraction!); t += 16 }
        shown.append(a.sample(at: t).fraction!)
        for (p, q) in zip(shown, shown.dropFirst()) { #expect(q >= p - 1e-12) }
        #expect(shown.last == 1.0)
        #expect(t < 10_000, "settles")
    }

    @Test func springRetargetKeepsVelocity() {  // no kink in the position curve
        var a = FractionAnimator(target: 0)
        _ = a.sample(at: 0)
        a.retarget(1, animation: .default)
        for t in stride(from: 0.0, through: 200, by: 10) { _ = a.sample(at: t) }
        let before = a.sample(at: 200).fraction!, prev = a.sample(at: 199).fraction!
        _ = a.sample(at: 200)
        a.retarget(0.8, animation: .default)
        let at = a.sample(at: 200).fraction!, next = a.sample(at: 201).fraction!
        #expect(at == before)
        let v1 = (before - prev) / 1, v2 = (next - at) / 1
        #expect(abs(v1 - v2) < 0.02 * abs(v1), "velocity before \(v1), after \(v2)")
    }

    @Test func boundsChangeMidAnimationNeitherJumpsNorRestarts() {
        var a = FractionAnimator(target: 0)
        _ = a.sample(at: 0)
        a.retarget(1, animation: .easeInOut(duration: 1))
        _ = a.sample(at: 0)
        let shown = a.sample(at: 400).fraction!
        a.retargetKeepingTimeline(0.5)
        #expect(abs(a.sample(at: 400).fraction! - shown) < 1e-12)
        #expect(a.sample(at: 999).animating)
        #expect(a.sample(at: 1000) == (0.5, false))
    }

    @Test(arguments: [1e-10, 5e-324, 1e-3])
    func aBarelyDampedSpringEndsWithinItsMaximum(damping: Double) {  // it would otherwise ask for frames for ever
        var a = FractionAnimator(target: 0)
        a.retarget(1, animation: .spring(response: 60, dampingFraction: damping))
        #expect(a.sample(at: 0).animating)
        let limit = FractionAnimator.maximumSpringSeconds * 1000
        #expect(a.sample(at: limit - 1).animating)
        #expect(a.sample(at: limit) == (1, false))
        #expect(a.sample(at: 1e12) == (1, false))
    }

    @Test func noValueAndFirstValueShowAtOnce() {
        var a = FractionAnimator(target: nil)
        #expect(a.sample(at: 0) == (nil, false))
        a.retarget(0.7, animation: .default)
        #expect(a.sample(at: 16) == (0.7, false))
        a.retarget(nil, animation: .default)
        #expect(a.sample(at: 32) == (nil, false))
    }

    @Test func firstValueZeroDrawsExactlyOneMarkerAtTheMinimum() {  // docs/regression-cases.md › first-value-zero
        let cmds = Gauge(value: 0, in: 0...100, style: .accessoryCircular).commands(58, 58)
        let dots = cmds.compactMap { c -> (Float, Float)? in if case let .fillCircle(x, y, _, _) = c { return (x, y) }; return nil }
        #expect(dots.count == 1)
        #expect(isClose(dots[0].0, 29 + 26 * GaugeMath.cos(135 * degree)) && isClose(dots[0].1, 29 + 26 * GaugeMath.sin(135 * degree)))
    }

    @Test func layoutDrawsTheShownFractionButTheNewText() {
        var list = DisplayList()
        let g = Gauge(value: 80, in: 0...100, style: .accessoryCircularCapacity)
        g.render(width: 58, height: 58, pixelRatio: 1, showing: 0.25, into: &list)
        let cmds = try! DisplayList.decode(list.bytes()).commands
        #expect(cmds.contains { if case let .strokeArc(_, _, _, a0, a1, _, .round, _) = $0 { return isClose(a1 - a0, Double.pi / 2) }; return false })
        #expect(cmds.contains { if case .text("80", _, _, _, _, _, _, _) = $0 { return true }; return false })
    }
}
