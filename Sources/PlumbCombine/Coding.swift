import Foundation

/// A decoder of whole values from one input type, as Combine's `TopLevelDecoder` (which
/// `JSONDecoder` and `PropertyListDecoder` adopt), for `decode(type:decoder:)`.
public protocol TopLevelDecoder {
  associatedtype Input
  func decode<T: Decodable>(_ type: T.Type, from: Input) throws -> T
}

/// An encoder of whole values to one output type, as Combine's `TopLevelEncoder`.
public protocol TopLevelEncoder {
  associatedtype Output
  func encode<T: Encodable>(_ value: T) throws -> Output
}

extension JSONDecoder: TopLevelDecoder {}
extension PropertyListDecoder: TopLevelDecoder {}
extension JSONEncoder: TopLevelEncoder {}
extension PropertyListEncoder: TopLevelEncoder {}

extension Publishers {
  /// `decode(type:decoder:)`: each value decoded, a thrown error ending the stream.
  public typealias Decode<Upstream: Publisher, Output: Decodable, Coder: TopLevelDecoder> = RelayPublisher<Upstream, Output, any Error>
  /// `encode(encoder:)`: each value encoded, a thrown error ending the stream.
  public typealias Encode<Upstream: Publisher, Coder: TopLevelEncoder> = RelayPublisher<Upstream, Coder.Output, any Error>
}

extension Publisher {
  /// Decodes every value with `decoder`; a decoding error ends the stream with that error.
  public func decode<Item: Decodable, Coder: TopLevelDecoder>(type: Item.Type, decoder: Coder)
    -> Publishers.Decode<Self, Item, Coder> where Output == Coder.Input
  {
    tryMap { try decoder.decode(Item.self, from: $0) }
  }

  /// Encodes every value with `encoder`; an encoding error ends the stream with that error.
  public func encode<Coder: TopLevelEncoder>(encoder: Coder) -> Publishers.Encode<Self, Coder> where Output: Encodable {
    tryMap { try encoder.encode($0) }
  }
}
