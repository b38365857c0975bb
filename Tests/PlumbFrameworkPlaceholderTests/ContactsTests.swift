import Contacts
import Foundation
import PlumbTestSupport
import Testing

/// Contacts answers as a freshly erased simulator whose user was never asked
/// (docs/compatibility/frameworks.md, "Contacts").
@Suite struct ContactsTests {
  @Test func accessIsUndeterminedAndARequestIsNotGranted() async throws {
    let store = CNContactStore()
    #expect(CNContactStore.authorizationStatus(for: .contacts) == .notDetermined)
    let granted = try await store.requestAccess(for: .contacts)
    #expect(!granted)
    final class Answer: @unchecked Sendable {
      var granted: Bool?
      var error: (any Error)?
    }
    let answer = Answer()
    store.requestAccess(for: .contacts) { granted, error in
      answer.granted = granted
      answer.error = error
    }
    #expect(answer.granted == false && answer.error == nil)
    #expect(CNContactStore.authorizationStatus(for: .contacts) == .notDetermined)
  }

  @Test func theStoreHasNoContactsAndRefusesToSave() throws {
    let store = CNContactStore()
    let keys = [CNContactGivenNameKey, CNContactFamilyNameKey, CNContactPhoneNumbersKey] as [CNKeyDescriptor]
    #expect(try store.unifiedContacts(matching: CNContact.predicateForContacts(matchingName: "Ada"), keysToFetch: keys).isEmpty)
    var visited = 0
    try store.enumerateContacts(with: CNContactFetchRequest(keysToFetch: keys)) { _, _ in visited += 1 }
    #expect(visited == 0)
    #expect(throws: CNError(.recordDoesNotExist)) { try store.unifiedContact(withIdentifier: "x", keysToFetch: keys) }
    let request = CNSaveRequest()
    request.add(CNMutableContact(), toContainerWithIdentifier: nil)
    do {
      try store.execute(request)
      Issue.record("the save succeeded")
    } catch CNError.authorizationDenied {
      let error = CNError(.authorizationDenied) as NSError
      #expect(error.domain == CNErrorDomain && error.code == 100)
    } catch {
      Issue.record("unexpected \(error)")
    }
  }

  @Test func aMutableContactKeepsWhatTheAppSetsAndCopies() throws {
    let contact = CNMutableContact()
    contact.givenName = "Ada"
    contact.familyName = "Lovelace"
    contact.organizationName = "Analytical Engines"
    contact.phoneNumbers = [CNLabeledValue(label: CNLabelPhoneNumberMobile, value: CNPhoneNumber(stringValue: "+44 20 7946 0000"))]
    contact.emailAddresses = [CNLabeledValue(label: CNLabelWork, value: "ada@example.com" as NSString)]
    #expect(!contact.imageDataAvailable && contact.thumbnailImageData == nil)
    contact.imageData = Data([1, 2, 3])
    #expect(contact.imageDataAvailable)

    let frozen = try #require(contact.copy() as? CNContact)
    contact.givenName = "Augusta"
    #expect(frozen.givenName == "Ada" && frozen.identifier == contact.identifier)
    #expect(!(frozen is CNMutableContact))
    let again = try #require(frozen.mutableCopy() as? CNMutableContact)
    #expect(again.phoneNumbers.first?.value.stringValue == "+44 20 7946 0000")
    #expect(String(again.emailAddresses[0].value) == "ada@example.com")
    #expect(CNLabeledValue<NSString>.localizedString(forLabel: CNLabelWork) == "work")
    #expect(CNLabeledValue<NSString>.localizedString(forLabel: CNLabelPhoneNumberiPhone) == "iPhone")
    let relabelled = contact.phoneNumbers[0].settingLabel(CNLabelHome)
    #expect(relabelled.identifier == contact.phoneNumbers[0].identifier && relabelled.label == CNLabelHome)
  }

  @Test func theFormatterWritesFullNames() {
    let person = CNMutableContact()
    person.namePrefix = "Dr."
    person.givenName = "Grace"
    person.middleName = "Brewster"
    person.familyName = "Hopper"
    #expect(CNContactFormatter.string(from: person, style: .fullName) == "Dr. Grace Brewster Hopper")
    let japanese = CNMutableContact()
    japanese.givenName = "太郎"
    japanese.familyName = "山田"
    #expect(CNContactFormatter().string(from: japanese) == "山田太郎")
    #expect(CNContactFormatter.nameOrder(for: japanese) == .familyNameFirst)
    let company = CNMutableContact()
    company.contactType = .organization
    company.organizationName = "Apple"
    #expect(CNContactFormatter.string(from: company, style: .fullName) == "Apple")
    #expect(CNContactFormatter.string(from: CNMutableContact(), style: .fullName) == nil)
  }

  static let importSnippet = """
    import Contacts
    import SwiftUI

    @MainActor final class ContactsService: ObservableObject {
      @Published var authorizationStatus: CNAuthorizationStatus = .notDetermined
      @Published var names: [String] = []
      private let store = CNContactStore()

      func requestAndLoad() async {
        authorizationStatus = CNContactStore.authorizationStatus(for: .contacts)
        guard (try? await store.requestAccess(for: .contacts)) == true else { return }
        let keys = [CNContactGivenNameKey, CNContactFamilyNameKey, CNContactPhoneNumbersKey] as [CNKeyDescriptor]
        let request = CNContactFetchRequest(keysToFetch: keys + [CNContactFormatter.descriptorForRequiredKeys(for: .fullName)])
        var found: [String] = []
        try? store.enumerateContacts(with: request) { contact, stop in
          found.append(CNContactFormatter.string(from: contact, style: .fullName) ?? contact.phoneNumbers.first?.value.stringValue ?? "")
        }
        names = found
      }
    }

    func card(name: String, email: String, phone: String) -> CNMutableContact {
      let contact = CNMutableContact()
      contact.givenName = name
      contact.emailAddresses = [CNLabeledValue(label: CNLabelWork, value: email as NSString)]
      contact.phoneNumbers = [CNLabeledValue(label: CNLabelPhoneNumberMobile, value: CNPhoneNumber(stringValue: phone))]
      return contact
    }
    """

  @Test(arguments: [5, 6]) func aContactsImportTypeChecks(mode: Int) {
    let said = SnippetTypeCheck.diagnostics(Self.importSnippet, swiftVersion: mode)
    #expect(said == nil, "Swift \(mode): \(said ?? "")")
  }
}
