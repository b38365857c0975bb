import CoreData

/// The `Idea` entity of the sample's model (`Conferences.xcdatamodel`: optional strings `title` and
/// `overview`). Xcode generates this class from the model, so the repository has no source for it;
/// this is what Xcode's generated `@NSManaged` properties become on Linux (docs/compatibility/coredata.md).
final class Idea: NSManagedObject, Identifiable {
  var title: String? {
    get { value(forKey: "title") as? String }
    set { setValue(newValue, forKey: "title") }
  }
  var overview: String? {
    get { value(forKey: "overview") as? String }
    set { setValue(newValue, forKey: "overview") }
  }
}
