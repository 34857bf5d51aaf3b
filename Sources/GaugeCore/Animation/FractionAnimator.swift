/// Animates a gauge's drawn fraction toward its target over time given by the caller (milliseconds; the
/// core never reads a clock).
///
/// ```swift
/// var animator = FractionAnimator(target: 0.2)
/// animator.retarget(0.8, animation: .easeInOut(duration: 0.35))
/// let frame = animator.sample(at: 16)   // the fraction to draw 16 ms in, and whether it still moves
/// print(frame.fraction ?? 0, frame.animating)
/// ```
///
/// Rules (docs/regression-cases.md › retarget-mid-flight, rising-targets, needles-straight-to-value and first-value-zero):
/// - A new target starts from the fraction currently shown (at the last sampled time) — never from the
///   old start or from 0 — and a spring keeps its current velocity, so there is no jump and no kink.
/// - The animation starts at the first `sample` after the change (time enters only through `sample`).
/// - `retargetKeepingTimeline` (bounds changed) moves the target without restarting: the curve's start
///   point is rebased so the shown fraction is continuous and the animation ends when it would have.
/// - No value (nil) shows nothing at once; the first value after no value appears without animating.
/// - Settled when a curve's time is up, or a spring is within 1e-5 of the target moving slower than 1e-4/s;
///   then the target is shown exactly.
public struct FractionAnimator: Equatable, Sendable {
    /// The fraction the animation heads for (nil = no value).
    public private(set) var target: Double?
    private var from = 0.0
    private var velocity = 0.0
    private var startMs: Double? = nil
    private var animation: Animation? = nil
    private var lastShown: Double? = nil
    private var lastVelocity = 0.0
    private var lastMs: Double? = nil
    private var moving = false

    public init(target: Double?) {
        self.target = target
        lastShown = target
        from = target ?? 0
    }

    /// Whether the last sample was still moving.
    public var isAnimating: Bool { moving }

    /// The last sampled position, not clamped (nil: no value): what a value animator shows.
    public var shown: Double? { lastShown }

    /// Where the running (or last) animation started: the position shown when the last animated `retarget`
    /// happened; after a jump (no animation), or with none yet, the target itself.
    public var start: Double { from }

    /// Heads for `newTarget` with `animation` (nil: jump there at the next sample).
    /// Out of line: two callers had a copy each in the wasm (docs/wasm-build.md › Size and allocation).
    @inline(never)
    public mutating func retarget(_ newTarget: Double?, animation: Animation?) {
        defer { target = newTarget }
        guard let animation, let shown = lastShown, newTarget != nil, animation.isValid else {
            self.animation = nil
            moving = false
            lastShown = newTarget
            from = newTarget ?? 0  // no transition: `start` is where it now stands
            return
        }
        if newTarget == target && moving && self.animation == animation { return }
        from = shown
        velocity = lastVelocity
        startMs = nil
        self.animation = animation
        moving = true
    }

    /// Moves the target (for a bounds change) without restarting or jumping.
    public mutating func retargetKeepingTimeline(_ newTarget: Double?) {
        guard moving, let animation, let newTarget, let old = target, let shown = lastShown,
              let start = startMs, let now = lastMs else {
            retarget(newTarget, animation: nil)
            return
        }
        switch animation.kind {
        case .curve(let curve, let duration):
            let p = curve.value(at: (now - start) / (duration * 1000))
            // shown = from + (to − from)·p must still hold for the new target: solve for `from`.
            if p < 1 { from = (shown - newTarget * p) / (1 - p) } else { from = newTarget }
            _ = old
            target = newTarget
        case .spring:
            // A spring is stateful: restart it from the shown state toward the new target.
            from = shown
            velocity = lastVelocity
            startMs = now
            target = newTarget
        }
    }

    /// The longest a spring animation runs (s): after it, the value is shown exactly and no frame is asked for. Twice
    /// the longest response the ABI accepts (60 s): a spring with dampingFraction ≥ 0.1 has long settled by then.
    public static let maximumSpringSeconds = GaugeLimits.springSeconds

    /// The fraction to draw at `timeMs`, and whether it is still moving (so the host draws another frame).
    /// `settleScale` multiplies a spring's settling thresholds (1: fractions); an animator of a raw value (the
    /// counting value text, docs/design.md › Counting value text) passes the range's span, so it settles when the
    /// fill of the same change does.
    public mutating func sample(at timeMs: Double, settleScale: Double = 1) -> (fraction: Double?, animating: Bool) {
        guard let target else { lastShown = nil; lastMs = timeMs; moving = false; return (nil, false) }
        guard moving, let animation else {
            lastShown = target; lastVelocity = 0; lastMs = timeMs
            return (target, false)
        }
        let start = startMs ?? timeMs
        startMs = start
        let t = max(timeMs - start, 0) / 1000
        var shown = target, v = 0.0, done = false
        switch animation.kind {
        case .curve(let curve, let duration):
            if t >= duration {
                done = true
            } else {
                let p = curve.value(at: t / duration)
                shown = from + (target - from) * p
                // Velocity by a small finite difference, used only if a spring takes over later.
                let h = 1e-3
                let p2 = curve.value(at: min(t + h, duration) / duration)
                v = (target - from) * (p2 - p) / h
            }
        case .spring(let response, let damping):
            let s = SpringSolution(response: response, dampingFraction: damping,
                                   displacement: from - target, velocity: velocity).state(at: t)
            shown = target + s.displacement
            v = s.velocity
            // Settled, or past the longest a spring may run: a barely damped spring (dampingFraction near 0)
            // would otherwise ask for frames for ever (docs/abi.md › Functions, gauge_set_animation).
            done = (s.displacement.magnitude < 1e-5 * settleScale && v.magnitude < 1e-4 * settleScale)
                || t >= Self.maximumSpringSeconds
        }
        if done { shown = target; v = 0; moving = false }
        lastShown = shown
        lastVelocity = v
        lastMs = timeMs
        // The drawn fraction stays in 0…1 even when a curve or spring overshoots.
        return (GaugeMath.clamp(shown, 0, 1), !done)
    }
}
