import Foundation
import PlumbGraphics

/// One property of an entity, as Core Data's `NSPropertyDescription`.
open class NSPropertyDescription: NSObject, @unchecked Sendable {
  open var name: String = ""
  open var isOptional = true
  open var isTransient = false
}

/// The kinds of attribute value, as Core Data's `NSAttributeType` (the common ones).
public enum NSAttributeType: UInt, Sendable {
  case undefinedAttributeType = 0
  case integer16AttributeType = 100
  case integer32AttributeType = 200
  case integer64AttributeType = 300
  case decimalAttributeType = 400
  case doubleAttributeType = 500
  case floatAttributeType = 600
  case stringAttributeType = 700
  case booleanAttributeType = 800
  case dateAttributeType = 900
  case binaryDataAttributeType = 1000
  case UUIDAttributeType = 1100
  case URIAttributeType = 1200
  case transformableAttributeType = 1800
}

/// One attribute of an entity, as Core Data's `NSAttributeDescription`: a new object starts
/// with its `defaultValue`.
open class NSAttributeDescription: NSPropertyDescription, @unchecked Sendable {
  open var attributeType: NSAttributeType = .undefinedAttributeType
  open var defaultValue: Any?
  open var attributeValueClassName: String?
}

/// A relationship of an entity, as Core Data's `NSRelationshipDescription` (described; its
/// inverse is not maintained, and delete rules other than nullify are not applied).
open class NSRelationshipDescription: NSPropertyDescription, @unchecked Sendable {
  open var destinationEntity: NSEntityDescription?
  open var inverseRelationship: NSRelationshipDescription?
  open var maxCount = 0
  open var minCount = 0
  open var isToMany: Bool { maxCount != 1 }
}

/// The description of one kind of managed object, as Core Data's `NSEntityDescription`.
open class NSEntityDescription: NSObject, @unchecked Sendable {
  open var name: String?
  /// The class of the entity's objects, "Module.Class" or "Class".
  open var managedObjectClassName: String!
  open var properties: [NSPropertyDescription] = []
  open internal(set) weak var managedObjectModel: NSManagedObjectModel?
  var objectClass: NSManagedObject.Type?

  public override init() { super.init() }

  open var attributesByName: [String: NSAttributeDescription] {
    Dictionary(attributes.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
  }

  open var relationshipsByName: [String: NSRelationshipDescription] {
    Dictionary(properties.compactMap { $0 as? NSRelationshipDescription }.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
  }

  open var propertiesByName: [String: NSPropertyDescription] {
    Dictionary(properties.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
  }

  var attributes: [NSAttributeDescription] { properties.compactMap { $0 as? NSAttributeDescription } }

  /// The entity named `entityName` in the model of `context`'s coordinator.
  open class func entity(forEntityName entityName: String, in context: NSManagedObjectContext) -> NSEntityDescription? {
    context.persistentStoreCoordinator?.managedObjectModel.entitiesByName[entityName]
  }

  /// A new object of the named entity, inserted into `context`.
  open class func insertNewObject(forEntityName entityName: String, into context: NSManagedObjectContext) -> NSManagedObject {
    guard let entity = entity(forEntityName: entityName, in: context) else {
      preconditionFailure("NSEntityDescription: the context's model has no entity named '\(entityName)'")
    }
    let type = entity.objectClass ?? NSManagedObject.self
    return type.init(entity: entity, insertInto: context)
  }

  /// An entity named after `type`, in no model (what `Item.entity()` gives outside a context).
  static func standalone(for type: NSManagedObject.Type) -> NSEntityDescription {
    let e = NSEntityDescription()
    e.name = String(describing: type)
    e.managedObjectClassName = String(reflecting: type)
    e.objectClass = type
    return e
  }

  /// Whether objects of `type` belong to this entity (by class name, qualified or not).
  func matches(_ type: NSManagedObject.Type) -> Bool {
    if objectClass == type { return true }
    guard let className = managedObjectClassName else { return name == String(describing: type) }
    return className == String(reflecting: type) || className == String(describing: type)
  }
}

/// The entities of a data model, as Core Data's `NSManagedObjectModel`. Built in code; an entity
/// for a subclass the model does not list is added the first time an object of it is made
/// (docs/compatibility/coredata.md, "Models").
open class NSManagedObjectModel: NSObject, @unchecked Sendable {
  open var entities: [NSEntityDescription] = [] {
    didSet { for e in entities { e.managedObjectModel = self } }
  }

  public override init() { super.init() }

  /// Reading a compiled model (`.momd`) is not supported: nil, with a warning.
  public convenience init?(contentsOf url: URL) {
    RenderWarnings.warnOnce("CoreData.NSManagedObjectModel.momd", """
      CoreData: reading a compiled model (\(url.lastPathComponent)) is not supported on Linux; \
      entities are taken from the NSManagedObject subclasses the code uses
      """)
    return nil
  }

  open var entitiesByName: [String: NSEntityDescription] {
    Dictionary(entities.compactMap { e in e.name.map { ($0, e) } }, uniquingKeysWith: { a, _ in a })
  }

  /// The entity of `type`'s objects, added to the model when it lists none.
  func entity(for type: NSManagedObject.Type) -> NSEntityDescription {
    if let e = entities.first(where: { $0.matches(type) }) {
      if e.objectClass == nil { e.objectClass = type }
      return e
    }
    let e = NSEntityDescription.standalone(for: type)
    entities.append(e)
    return e
  }
}
