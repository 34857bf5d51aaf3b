// Helpers shared by the core tests: decoding a gauge's display list and measuring what it draws.
import Testing
@testable import GaugeCore

extension Gauge {
    /// The decoded commands of a render into `width × height`.
    func commands(_ width: Double, _ height: Double, ratio: Double = 1) -> [DisplayList.Command] {
        var list = displayList(width: width, height: height, pixelRatio: ratio)
        return try! DisplayList.decode(list.bytes()).commands
    }
}

struct Extent {
    var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
    mutating func add(_ x: Double, _ y: Double, _ pad: Double = 0) {
        minX = min(minX, x - pad); maxX = max(maxX, x + pad)
        minY = min(minY, y - pad); maxY = max(maxY, y + pad)
    }
    var isEmpty: Bool { minX > maxX }
}

/// The area the list paints (knock-outs only erase, so they do not count). Arcs are sampled every 0.5°
/// plus both ends, padded by half the line width (a round cap reaches exactly that far). Text boxes use the
/// built-in metrics, limited by `maxWidth` as the host limits them.
func paintedExtent(_ commands: [DisplayList.Command]) -> Extent {
    var e = Extent()
    for c in commands {
        switch c {
        case let .strokeArc(cx, cy, r, a0, a1, w, cap, _):
            let steps = max(2, Int((Double(a1 - a0) / (Double.pi / 360)).rounded(.up)))
            for k in 0...steps {
                let a = Double(a0) + Double(a1 - a0) * Double(k) / Double(steps)
                if cap == .round {
                    e.add(Double(cx) + Double(r) * GaugeMath.cos(a), Double(cy) + Double(r) * GaugeMath.sin(a), Double(w) / 2)
                } else {
                    // A butt-capped stroke is the annulus sector between r ± w/2 (sampled finely enough).
                    for rr in [Double(r) - Double(w) / 2, Double(r) + Double(w) / 2] {
                        e.add(Double(cx) + rr * GaugeMath.cos(a), Double(cy) + rr * GaugeMath.sin(a))
                    }
                }
            }
        case let .fillRoundRect(x, y, w, h, _, _):
            e.add(Double(x), Double(y)); e.add(Double(x + w), Double(y + h))
        case let .fillCircle(cx, cy, r, _):
            e.add(Double(cx), Double(cy), Double(r))
        case let .text(s, x, y, size, weight, align, _, maxWidth):
            let width = min(FontMetrics.width(of: s, weight: Int(weight)) * Double(size), Double(maxWidth))
            let left: Double
            switch align {
            case .left: left = Double(x)
            case .center: left = Double(x) - width / 2
            case .right: left = Double(x) - width
            }
            let half = Double(size) * FontMetrics.lineHeight / 2
            e.add(left, Double(y) - half); e.add(left + width, Double(y) + half)
        case let .line(x0, y0, x1, y1, w, cap, _):
            // A butt end's corners lie w/2 to either side of the end; a round cap reaches w/2 all round.
            let dx = Double(x1 - x0), dy = Double(y1 - y0), len = (dx * dx + dy * dy).squareRoot()
            let nx = -dy / len * Double(w) / 2, ny = dx / len * Double(w) / 2
            for (x, y) in [(Double(x0), Double(y0)), (Double(x1), Double(y1))] {
                if cap == .round { e.add(x, y, Double(w) / 2) } else { e.add(x + nx, y + ny); e.add(x - nx, y - ny) }
            }
        case let .fillQuad(x0, y0, x1, y1, x2, y2, x3, y3, _):
            e.add(Double(x0), Double(y0)); e.add(Double(x1), Double(y1)); e.add(Double(x2), Double(y2)); e.add(Double(x3), Double(y3))
        default: break
        }
    }
    return e
}

/// Every f32 in the list is finite.
func allFinite(_ commands: [DisplayList.Command]) -> Bool {
    func ok(_ xs: Float...) -> Bool { xs.allSatisfy { $0.isFinite } }
    for c in commands {
        switch c {
        case let .linear(_, a, b, c2, d): if !ok(a, b, c2, d) { return false }
        case let .conic(_, a, b, c2): if !ok(a, b, c2) { return false }
        case let .stop(_, o, _): if !ok(o) || o < 0 || o > 1 { return false }
        case let .strokeArc(a, b, c2, d, e, f, _, _): if !ok(a, b, c2, d, e, f) { return false }
        case let .fillRoundRect(a, b, c2, d, e, _): if !ok(a, b, c2, d, e) { return false }
        case let .fillCircle(a, b, c2, _): if !ok(a, b, c2) { return false }
        case let .knockOut(a, b, c2): if !ok(a, b, c2) { return false }
        case let .text(_, a, b, c2, _, _, _, d): if !ok(a, b, c2, d) { return false }
        case let .line(a, b, c2, d, e, _, _): if !ok(a, b, c2, d, e) { return false }
        case let .fillQuad(a, b, c2, d, e, f, g, h, _): if !ok(a, b, c2, d, e, f, g, h) { return false }
        default: break
        }
    }
    return true
}

func isClose(_ a: Float, _ b: Double, _ tolerance: Double = 1e-4) -> Bool { abs(Double(a) - b) <= tolerance }

let degree = Double.pi / 180
