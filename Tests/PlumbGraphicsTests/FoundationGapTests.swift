import Foundation
import PlumbGraphics
import Testing

/// Apple Foundation API that Linux Foundation lacks, added in Sources/PlumbGraphics/Foundation.
@Suite struct FoundationGapTests {
  // MARK: FileManager.containerURL(forSecurityApplicationGroupIdentifier:)

  @Test func appGroupContainerIsAFolderUnderTheTemporaryDirectory() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumbline-app-groups").standardizedFileURL.path
    let url = try #require(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.com.example.app"))
    var isDirectory: ObjCBool = false
    #expect(FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue)
    #expect(url.standardizedFileURL.deletingLastPathComponent().path == root)
    #expect(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.com.example.app") == url)
    #expect(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.other") != url)
  }

  @Test(arguments: ["..", "../../etc", "/", "/etc/passwd", "a/../../b", ".", "", "%2E%2E", String(repeating: "../", count: 200)])
  func hostileGroupIdentifiersStayInsideTheRoot(_ id: String) throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumbline-app-groups").standardizedFileURL.path
    let url = try #require(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: id))
    let resolved = url.standardizedFileURL.resolvingSymlinksInPath()
    #expect(resolved.deletingLastPathComponent().path == URL(fileURLWithPath: root).resolvingSymlinksInPath().path)
    #expect(!resolved.lastPathComponent.contains("/") && resolved.lastPathComponent != ".." && resolved.lastPathComponent != ".")
  }

  // MARK: NSUserActivity

  @Test func userActivityKeepsWhatTheAppSets() {
    let activity = NSUserActivity(activityType: "com.example.view-item")
    activity.title = "Item"
    activity.userInfo = ["id": 1]
    activity.addUserInfoEntries(from: ["id": 2, "tab": "info"])
    activity.isEligibleForSearch = true
    activity.webpageURL = URL(string: "https://example.com/item/2")
    activity.becomeCurrent()
    activity.resignCurrent()
    activity.invalidate()
    #expect(activity.activityType == "com.example.view-item")
    #expect(activity.userInfo?["id"] as? Int == 2)
    #expect(activity.userInfo?["tab"] as? String == "info")
    #expect(activity.isEligibleForHandoff && activity.isEligibleForSearch && !activity.isEligibleForPrediction)
    #expect(NSUserActivityTypeBrowsingWeb == "NSUserActivityTypeBrowsingWeb")
  }

  // MARK: DateComponentsFormatter (outputs as Apple documents them for en_US)

  func formatter(_ units: NSCalendar.Unit? = nil, _ style: DateComponentsFormatter.UnitsStyle,
                 _ zero: DateComponentsFormatter.ZeroFormattingBehavior? = nil, locale: String = "en_US",
                 _ configure: (DateComponentsFormatter) -> Void = { _ in }) -> DateComponentsFormatter {
    let f = DateComponentsFormatter()
    var calendar = Calendar(identifier: .gregorian)
    calendar.locale = Locale(identifier: locale)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    f.calendar = calendar
    f.referenceDate = Date(timeIntervalSinceReferenceDate: 0)
    if let units { f.allowedUnits = units }
    f.unitsStyle = style
    if let zero { f.zeroFormattingBehavior = zero }
    configure(f)
    return f
  }

  let hms: NSCalendar.Unit = [.hour, .minute, .second]
  let dhms: NSCalendar.Unit = [.day, .hour, .minute, .second]

  @Test func positional() {
    #expect(formatter(hms, .positional).string(from: 3725) == "1:02:05")
    #expect(formatter([.minute, .second], .positional).string(from: 125) == "2:05")
    #expect(formatter(hms, .positional).string(from: 4200) == "1:10:00")
    #expect(formatter(hms, .positional).string(from: 3610) == "1:00:10")
    #expect(formatter(hms, .positional).string(from: 5) == "0:05")
    #expect(formatter(hms, .positional, .pad).string(from: 3725) == "01:02:05")
    #expect(formatter(dhms, .positional, .pad).string(from: 3600) == "0d 1:00:00")
    #expect(formatter([.minute, .second], .positional).string(for: 65.0) == "1:05")
  }

  @Test func namedStyles() {
    #expect(formatter(hms, .abbreviated).string(from: 3725) == "1h 2m 5s")
    #expect(formatter(hms, .short).string(from: 3725) == "1 hr, 2 min, 5 sec")
    #expect(formatter(hms, .full).string(from: 3725) == "1 hour, 2 minutes, 5 seconds")
    #expect(formatter(hms, .spellOut).string(from: 3725) == "one hour, two minutes, five seconds")
    #expect(formatter(hms, .brief).string(from: 3725) == "1hr 2min 5sec")
    #expect(formatter(hms, .spellOut).string(from: 34_890) == "nine hours, forty-one minutes, thirty seconds")
    #expect(formatter([.minute, .second], .full).string(from: 543) == "9 minutes, 3 seconds")
    #expect(formatter([.minute, .second], .short).string(from: 123) == "2 min, 3 sec")
  }

  @Test func appleDocumentationExampleInEveryStyle() {
    let c = DateComponents(year: 3, month: 9, day: 26, hour: 19, second: 17)
    #expect(formatter(nil, .abbreviated).string(from: c) == "3y 9mo 26d 19h 17s")
    #expect(formatter(nil, .short).string(from: c) == "3 yrs, 9 mths, 26 days, 19 hr, 17 sec")
    #expect(formatter(nil, .full).string(from: c) == "3 years, 9 months, 26 days, 19 hours, 17 seconds")
    #expect(formatter(nil, .spellOut).string(from: c)
      == "three years, nine months, twenty-six days, nineteen hours, seventeen seconds")
    #expect(formatter(nil, .brief).string(from: c) == "3yrs 9mths 26days 19hr 17sec")
  }

  @Test func zeroFormattingBehaviors() {
    #expect(formatter(dhms, .abbreviated).string(from: 3610) == "1h 10s")
    #expect(formatter(dhms, .abbreviated, .dropLeading).string(from: 600) == "10m 0s")
    #expect(formatter(dhms, .abbreviated, .dropTrailing).string(from: 3600) == "0d 1h")
    #expect(formatter(dhms, .abbreviated, .dropAll).string(from: 3600) == "1h")
    #expect(formatter(dhms, .abbreviated, .pad).string(from: 3600) == "0d 1h 0m 0s")
    #expect(formatter(hms, .full).string(from: 0) == "0 seconds")
  }

  @Test func phrasesLimitsAndOtherInputs() {
    let remaining = formatter([.minute, .second], .brief) {
      $0.includesApproximationPhrase = true
      $0.includesTimeRemainingPhrase = true
    }
    #expect(remaining.string(from: 123) == "About 2min 3sec remaining")
    #expect(formatter(hms, .full) { $0.maximumUnitCount = 1 }.string(from: 5640) == "1 hour")
    #expect(formatter([.minute, .second], .full) { $0.collapsesLargestUnit = true }.string(from: 70) == "70 seconds")
    #expect(formatter(dhms, .full).string(from: Date(timeIntervalSince1970: 0), to: Date(timeIntervalSince1970: 90_061))
      == "1 day, 1 hour, 1 minute, 1 second")
    #expect(formatter(hms, .full).string(from: .nan) == nil)
  }

  /// Apple's output, quoted on the Apple Developer Forums (thread 72257): hours only, values
  /// truncated, `allowsFractionalUnits` without effect.
  @Test func truncatesToTheSmallestUnit() {
    let hours = formatter([.hour], .full) { $0.allowsFractionalUnits = true }
    #expect([1800, 3600, 5400, 7200, 10_000].map { hours.string(from: $0) }
      == ["0 hours", "1 hour", "1 hour", "2 hours", "2 hours"])
  }

  @Test func otherLanguagesUseICUWords() {
    #expect(formatter(hms, .full, locale: "de_DE").string(from: 3725) == "1 Stunde, 2 Minuten und 5 Sekunden")
    #expect(formatter(hms, .positional, locale: "fi_FI").string(from: 3725) == "1.02.05")
  }

  // MARK: ListFormatter

  @Test func listFormatterJoinsInTheLocale() {
    let f = ListFormatter()
    f.locale = Locale(identifier: "en_US")
    #expect(f.string(from: ["a", "b", "c"]) == "a, b, and c")
    f.locale = Locale(identifier: "de_DE")
    #expect(f.string(from: ["a", "b", "c"]) == "a, b und c")
  }

  // MARK: NSHashTable, NSMapTable, NSPointerArray

  final class Box: NSObject {
    let n: Int
    init(_ n: Int) { self.n = n }
  }

  @Test func weakHashTableDropsDeallocatedObjects() {
    let table = NSHashTable<Box>.weakObjects()
    let kept = Box(1)
    table.add(kept)
    do {
      let gone = Box(2)
      table.add(gone)
      #expect(table.count == 2 && table.contains(gone))
    }
    #expect(table.count == 1)
    #expect(table.allObjects.map(\.n) == [1])
    #expect(table.objectEnumerator().allObjects.count == 1)
    table.remove(kept)
    #expect(table.count == 0)
  }

  @Test func mapTablesHoldKeysAndValuesAsAsked() {
    let strongToWeak = NSMapTable<NSString, Box>.strongToWeakObjects()
    let value = Box(1)
    strongToWeak.setObject(value, forKey: "kept")
    do { strongToWeak.setObject(Box(2), forKey: "gone") }
    #expect(strongToWeak.object(forKey: "kept")?.n == 1)
    #expect(strongToWeak.object(forKey: "gone") == nil)
    #expect(strongToWeak.count == 1)

    let weakToStrong = NSMapTable<Box, NSString>.weakToStrongObjects()
    let key = Box(3)
    weakToStrong.setObject("three", forKey: key)
    do { weakToStrong.setObject("four", forKey: Box(4)) }
    #expect(weakToStrong.count == 1)
    #expect(weakToStrong.object(forKey: key) == "three")
    #expect(weakToStrong.keyEnumerator().allObjects.count == 1)
    weakToStrong.removeObject(forKey: key)
    #expect(weakToStrong.count == 0)
  }

  @Test func weakPointerArrayReadsNilForDeallocatedObjectsAndCompacts() {
    let array = NSPointerArray.weakObjects()
    let kept = Box(1)
    array.addPointer(Unmanaged.passUnretained(kept).toOpaque())
    do {
      let gone = Box(2)
      array.addPointer(Unmanaged.passUnretained(gone).toOpaque())
      #expect(array.pointer(at: 1) != nil)
    }
    #expect(array.count == 2)
    #expect(array.pointer(at: 1) == nil)
    let first = array.pointer(at: 0).map { Unmanaged<Box>.fromOpaque($0).takeUnretainedValue() }
    #expect(first === kept)
    array.addPointer(nil)
    array.compact()
    #expect(array.count == 1)
    #expect(array.allObjects.count == 1)
  }

  // MARK: NSDataDetector

  @Test func dataDetectorFindsLinksAndPhoneNumbers() throws {
    let types = NSTextCheckingResult.CheckingType(rawValue: 1 << 6).rawValue | (1 << 11)  // Linux's .link | .phoneNumber
    let detector = try NSDataDetector(types: types)
    let text = "Visit example.com or www.x.org/a. Mail me@mail.co.uk, see https://apple.com/a_(b). Call (555) 123-4567 or +44 20 7946 0958; not file.txt."
    let matches = detector.matches(in: text, options: [], range: NSRange(location: 0, length: (text as NSString).length))
    #expect(matches.compactMap(\.url?.absoluteString)
      == ["http://example.com", "http://www.x.org/a", "mailto:me@mail.co.uk", "https://apple.com/a_(b)"])
    #expect(matches.compactMap(\.phoneNumber) == ["(555) 123-4567", "+44 20 7946 0958"])
    #expect(detector.numberOfMatches(in: text, range: NSRange(location: 0, length: 17)) == 1)
    #expect(detector.firstMatch(in: text, range: NSRange(location: 0, length: 17))?.range == NSRange(location: 6, length: 11))
  }

  // MARK: NSUbiquitousKeyValueStore, ProcessInfo, URL

  @Test func ubiquitousStoreIsInMemory() {
    let store = NSUbiquitousKeyValueStore.default
    store.set("v", forKey: "fgt.string")
    store.set(Int64(7), forKey: "fgt.int")
    store.set(true, forKey: "fgt.bool")
    #expect(store.string(forKey: "fgt.string") == "v")
    #expect(store.longLong(forKey: "fgt.int") == 7)
    #expect(store.bool(forKey: "fgt.bool"))
    #expect(store.double(forKey: "fgt.string") == 0)
    store.removeObject(forKey: "fgt.string")
    #expect(store.object(forKey: "fgt.string") == nil)
    #expect(store.synchronize())
  }

  @Test func processInfoIsACoolPhoneOnTheMains() {
    #expect(!ProcessInfo.processInfo.isLowPowerModeEnabled)
    #expect(ProcessInfo.processInfo.thermalState == .nominal)
    #expect(!ProcessInfo.processInfo.isiOSAppOnMac && !ProcessInfo.processInfo.isMacCatalystApp)
  }

  @Test func userDirectoriesAreLinuxsSearchPathFolders() {
    let fm = FileManager.default
    #expect(URL.documentsDirectory == fm.urls(for: .documentDirectory, in: .userDomainMask).first)
    #expect(URL.cachesDirectory == fm.urls(for: .cachesDirectory, in: .userDomainMask).first)
    #expect(URL.applicationSupportDirectory == fm.urls(for: .applicationSupportDirectory, in: .userDomainMask).first)
  }
}

/// Key-value observing as iOS code writes it: the observation is made and kept, `.initial`
/// answers at once with the current value, no change is reported, and `invalidate()` ends it.
@Suite struct KeyValueObservingTests {
  final class Model: NSObject {
    var count = 3
  }

  @Test func initialAnswersAtOnceAndChangesAreNotReported() {
    let model = Model()
    var seen: [(Int?, Int?, NSKeyValueChange, Bool)] = []
    let observation = model.observe(\.count, options: [.initial, .new, .old]) { object, change in
      #expect(object === model)
      seen.append((change.newValue, change.oldValue, change.kind, change.isPrior))
    }
    #expect(seen.count == 1)
    #expect(seen.first?.0 == 3 && seen.first?.1 == nil && seen.first?.2 == .setting && seen.first?.3 == false)
    model.count = 4
    #expect(seen.count == 1)
    #expect(observation.isValid)
    observation.invalidate()
    #expect(!observation.isValid)
  }

  @Test func withoutInitialTheHandlerIsNeverCalled() {
    let model = Model()
    var calls = 0
    let observation = model.observe(\.count) { _, _ in calls += 1 }
    model.count = 9
    #expect(calls == 0)
    #expect(NSKeyValueObservingOptions([.new, .old]).rawValue == 3 && NSKeyValueObservingOptions.initial.rawValue == 4)
    _ = observation
  }
}
