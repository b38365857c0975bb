import Foundation

// The predicate format language `NSPredicate(format:)` reads, which Linux Foundation does not
// parse: comparisons (== != < <= > >= BETWEEN IN), string operators (CONTAINS BEGINSWITH ENDSWITH
// LIKE MATCHES, with [c] [d] [cd]), AND/OR/NOT (&& || !), parentheses, TRUEPREDICATE and
// FALSEPREDICATE, ANY/ALL/NONE over to-many key paths, `@count`, and the arguments %@ %K %d %i
// %ld %f. Key paths are read with `value(forKey:)` of NSManagedObject, or from dictionaries.
// What is not covered throws at parse time (docs/compatibility/coredata.md, "Predicates").

/// A parsed predicate format, evaluated against one object.
indirect enum PredicateFormat {
  enum Operator: String { case equal, notEqual, less, lessOrEqual, greater, greaterOrEqual,
    contains, beginsWith, endsWith, like, matches, `in`, between }
  enum Quantifier { case any, all, noneOf }
  indirect enum Operand {
    case keyPath(String)
    case value(Any?)
    case list([Operand])
  }

  case constant(Bool)
  case not(PredicateFormat)
  case and(PredicateFormat, PredicateFormat)
  case or(PredicateFormat, PredicateFormat)
  case comparison(Quantifier?, Operand, Operator, Operand, caseInsensitive: Bool, diacriticInsensitive: Bool)

  struct ParseError: Error, CustomStringConvertible {
    let description: String
  }

  static func parse(_ format: String, arguments: [Any?]) throws -> PredicateFormat {
    var parser = Parser(tokens: try tokenize(format), arguments: arguments, format: format)
    let result = try parser.orExpression()
    guard parser.atEnd else { throw ParseError(description: "unexpected '\(parser.peek?.text ?? "")' in \"\(format)\"") }
    return result
  }

  func evaluate(_ object: Any?) -> Bool {
    switch self {
    case .constant(let b): return b
    case .not(let p): return !p.evaluate(object)
    case .and(let a, let b): return a.evaluate(object) && b.evaluate(object)
    case .or(let a, let b): return a.evaluate(object) || b.evaluate(object)
    case .comparison(let q, let l, let op, let r, let c, let d):
      let left = Self.value(of: l, on: object)
      let right = Self.value(of: r, on: object)
      guard let q else { return Self.compare(left, op, right, c, d) }
      let elements = Self.elements(left) ?? []
      switch q {
      case .any: return elements.contains { Self.compare($0, op, right, c, d) }
      case .all: return elements.allSatisfy { Self.compare($0, op, right, c, d) }
      case .noneOf: return !elements.contains { Self.compare($0, op, right, c, d) }
      }
    }
  }

  // MARK: - Values

  static func value(of operand: Operand, on object: Any?) -> Any? {
    switch operand {
    case .value(let v): return v
    case .list(let items): return items.map { value(of: $0, on: object) }
    case .keyPath(let path): return resolve(path, on: object)
    }
  }

  static func resolve(_ path: String, on object: Any?) -> Any? {
    var current: Any? = object
    for part in path.split(separator: ".").map(String.init) {
      if part == "self" || part == "SELF" { continue }
      if part == "@count" { current = elements(current)?.count ?? 0; continue }
      if let many = elements(current), !(current is String) {
        current = many.map { resolve(part, on: $0) }
      } else if let m = current as? NSManagedObject {
        current = m.value(forKey: part)
      } else if let d = current as? [String: Any] {
        current = d[part]
      } else {
        return nil
      }
    }
    return current
  }

  /// The members of a to-many value (an array or set), or nil for a single value.
  static func elements(_ value: Any?) -> [Any?]? {
    switch value {
    case let a as [Any?]: return a
    case let a as [Any]: return a
    case let s as Set<NSManagedObject>: return Array(s)
    case let s as NSSet: return s.allObjects
    case let a as NSArray: return a.map { $0 }
    default: return nil
    }
  }

  enum Scalar: Equatable {
    case null, number(Double), string(String), date(Date), object(ObjectIdentifier), data(Data), uuid(UUID), other
  }

  static func scalar(_ value: Any?) -> Scalar {
    guard let value else { return .null }
    if case Optional<Any>.none = value as Any? { return .null }
    switch value {
    case is NSNull: return .null
    case let b as Bool: return .number(b ? 1 : 0)
    case let s as String: return .string(s)
    case let s as NSString: return .string(String(describing: s))
    case let d as Date: return .date(d)
    case let n as NSNumber: return .number(n.doubleValue)
    case let u as UUID: return .uuid(u)
    case let d as Data: return .data(d)
    case let o as NSManagedObject: return .object(ObjectIdentifier(o))
    case let i as any BinaryInteger: return .number(Double(i))
    case let f as any BinaryFloatingPoint: return .number(Double(f))
    default: return .other
    }
  }

  static func fold(_ s: String, _ c: Bool, _ d: Bool) -> String {
    var options: String.CompareOptions = []
    if c { options.insert(.caseInsensitive) }
    if d { options.insert(.diacriticInsensitive) }
    return options.isEmpty ? s : s.folding(options: options, locale: nil)
  }

  static func compare(_ left: Any?, _ op: Operator, _ right: Any?, _ c: Bool, _ d: Bool) -> Bool {
    switch op {
    case .in:
      if let list = elements(right) { return list.contains { compare(left, .equal, $0, c, d) } }
      if case .string(let r) = scalar(right), case .string(let l) = scalar(left) { return fold(r, c, d).contains(fold(l, c, d)) }
      return false
    case .between:
      guard let bounds = elements(right), bounds.count == 2 else { return false }
      return compare(left, .greaterOrEqual, bounds[0], c, d) && compare(left, .lessOrEqual, bounds[1], c, d)
    case .contains:
      if let list = elements(left), !(left is String) { return list.contains { compare($0, .equal, right, c, d) } }
      fallthrough
    default:
      break
    }
    let l = scalar(left), r = scalar(right)
    if case .string(let a) = l, case .string(let b) = r {
      let x = fold(a, c, d), y = fold(b, c, d)
      switch op {
      case .equal: return x == y
      case .notEqual: return x != y
      case .less: return x < y
      case .lessOrEqual: return x <= y
      case .greater: return x > y
      case .greaterOrEqual: return x >= y
      case .contains: return y.isEmpty || x.contains(y)
      case .beginsWith: return x.hasPrefix(y)
      case .endsWith: return x.hasSuffix(y)
      case .like: return matchesWildcard(x, y)
      case .matches: return x.range(of: "^(?:" + y + ")$", options: .regularExpression) != nil
      case .in, .between: return false
      }
    }
    func order() -> ComparisonResult? {
      switch (l, r) {
      case (.number(let a), .number(let b)): return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
      case (.date(let a), .date(let b)): return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
      default: return nil
      }
    }
    switch op {
    case .equal: return l == r && l != .other
    case .notEqual: return l != r
    case .less: return order() == .orderedAscending
    case .lessOrEqual: return order().map { $0 != .orderedDescending } ?? false
    case .greater: return order() == .orderedDescending
    case .greaterOrEqual: return order().map { $0 != .orderedAscending } ?? false
    default: return false
    }
  }

  /// LIKE: `*` matches any run of characters, `?` one character.
  static func matchesWildcard(_ s: String, _ pattern: String) -> Bool {
    let a = Array(s), p = Array(pattern)
    var memo: [Int: Bool] = [:]
    func match(_ i: Int, _ j: Int) -> Bool {
      let key = i * (p.count + 1) + j
      if let m = memo[key] { return m }
      let r: Bool
      if j == p.count { r = i == a.count }
      else if p[j] == "*" { r = match(i, j + 1) || (i < a.count && match(i + 1, j)) }
      else { r = i < a.count && (p[j] == "?" || p[j] == a[i]) && match(i + 1, j + 1) }
      memo[key] = r
      return r
    }
    return match(0, 0)
  }
}
