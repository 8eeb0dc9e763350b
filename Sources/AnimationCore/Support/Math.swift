#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#elseif canImport(WASILibc)
import WASILibc
#elseif canImport(Android)
import Android
#elseif canImport(Bionic)
import Bionic
#endif

/// The handful of libm functions the timing core needs, behind one import.
///
/// Keeping the C library import in this one file lets every other file stay free of platform
/// conditionals and of Foundation.
enum Math {
  @inline(__always) static func exp(_ x: Double) -> Double { libmExp(x) }
  @inline(__always) static func log(_ x: Double) -> Double { libmLog(x) }
  @inline(__always) static func cos(_ x: Double) -> Double { libmCos(x) }
  @inline(__always) static func sin(_ x: Double) -> Double { libmSin(x) }
  @inline(__always) static func atan2(_ y: Double, _ x: Double) -> Double { libmAtan2(y, x) }
  @inline(__always) static func pow(_ x: Double, _ y: Double) -> Double { libmPow(x, y) }
}

@inline(__always) private func libmExp(_ x: Double) -> Double { exp(x) }
@inline(__always) private func libmLog(_ x: Double) -> Double { log(x) }
@inline(__always) private func libmCos(_ x: Double) -> Double { cos(x) }
@inline(__always) private func libmSin(_ x: Double) -> Double { sin(x) }
@inline(__always) private func libmAtan2(_ y: Double, _ x: Double) -> Double { atan2(y, x) }
@inline(__always) private func libmPow(_ x: Double, _ y: Double) -> Double { pow(x, y) }
