import AssetCatImageHeaders

/// Why the car writer could not use a rendition, with its evidence: what kind of failure it is
/// (pixels over the limits, or a file that does not decode or draw), the imaging error beneath
/// it when there is one, and the message as the error gave it. Callers tell the kinds apart by
/// type (AC024 and AC020), never by the message.
public struct CARRenditionFailure: Error, Sendable, Hashable, CustomStringConvertible {
  public enum Kind: Sendable, Hashable {
    /// The pixels, decoded or drawn, would be over the limits (nothing was allocated).
    case overLimits(width: Int, height: Int, limits: ImageLimits)
    /// The file does not decode, or cannot be drawn, or makes no rendition.
    case unusable
  }

  public var kind: Kind
  /// The decoder's or renderer's error beneath, when the failure is an imaging one.
  public var imaging: ImagingError?
  /// The message: the error's own (`image of 17000×2 pixels is over the limits …`).
  public var description: String

  /// The failure `error` says, read from its type: an imaging error, or one the encoder wrapped
  /// around one (`big.pdf cannot be drawn at 3x: …`); anything else is `unusable`.
  public init(_ error: any Error) {
    if let failure = error as? CARRenditionFailure {
      self = failure
      return
    }
    description = "\(error)"
    imaging = (error as? ImagingError) ?? (error as? CARRenditionEncoder.Failure)?.underlying
    if case .overLimits(let w, let h, let limits)? = imaging {
      kind = .overLimits(width: w, height: h, limits: limits)
    } else {
      kind = .unusable
    }
  }
}
